/** Room boards (door screens) under /device/room-board (spec §7 "Room boards"): console and device side. */
import { ROOM_BOARD_STATUSES } from "#contract/limits/devices";
import { NInt, NStr, Record } from "#contract/records";
import { Enum, Id, Obj, type Static, Str, Type } from "#contract/schema";

/**
 * A board as answered: its bind code only while it is UNBOUND, and DISCONNECT for a CONNECTED
 * board whose heartbeat stopped.
 */
export const RoomBoard = Record({
  name: NStr(),
  roomId: Type.String(),
  roomName: Type.String(),
  status: Enum(ROOM_BOARD_STATUSES),
  bindCode: NStr(),
  codeExpiresAt: NInt(),
  deviceSerial: NStr(),
  ip: NStr(),
  appVersion: NStr(),
  boundAt: NInt(),
  lastSeenAt: NInt(),
});
export type RoomBoard = Static<typeof RoomBoard>;

export const RoomBoardFilters = { roomId: Id(), status: Enum(ROOM_BOARD_STATUSES) };

/** The boards of these rooms, `{ids}` comma-separated. */
export const RoomIdsPath = Obj({ ids: Str(1, 20_000) });

/** A fresh bind code on the room's UNBOUND board. */
export const BindCode = Obj({
  id: Type.String(),
  roomId: Type.String(),
  bindCode: Type.String(),
  codeExpiresAt: Type.Integer(),
});
export type BindCode = Static<typeof BindCode>;

/** roomBoards.deviceBind (the device side, public): the code shown on the console. */
export const BoardBindBody = Obj({
  code: Str(6, 6, { pattern: "^[0-9]{6}$" }),
  deviceSerial: Str(1, 64),
  name: Type.Optional(Str(0, 50)),
  appVersion: Type.Optional(Str(0, 32)),
});
export type BoardBindBody = Static<typeof BoardBindBody>;

/** The device's token (sent back as the `device-token` header), shown once. */
export const BoardBinding = Obj({
  boardId: Type.String(),
  deviceToken: Type.String(),
  roomId: Type.String(),
  roomName: NStr(),
});
export type BoardBinding = Static<typeof BoardBinding>;
