/** Meeting rooms under /device/room (spec §7 "Rooms"), with the devices bound to them. */
import { PROTOCOLS, TERMINAL_STATUSES } from "#contract/limits/devices";
import { NInt, NStr, Record, Remark } from "#contract/records";
import {
  Enum,
  Id,
  Ids,
  Int,
  List,
  Nullable,
  NullableText,
  Obj,
  type Static,
  Str,
  Type,
} from "#contract/schema";

/** A room as answered, with its location's path, its department's name and its terminal. */
export const Room = Record({
  name: Type.String(),
  code: NStr(),
  locationId: NStr(),
  locationPath: NStr(),
  deptId: NStr(),
  deptName: NStr(),
  capacity: Type.Integer(),
  type: NStr(),
  equipment: Type.Array(Type.String()),
  enabled: Type.Boolean(),
  remark: NStr(),
  terminalId: NStr(),
  terminalName: NStr(),
  /** The room's occupancy as its presence sensors last reported it (null: no reading). */
  present: Nullable(Type.Boolean()),
  peopleCount: NInt(),
  presenceAt: NInt(),
});
export type Room = Static<typeof Room>;

/** The part of a room a picker shows (a room known only by its id and name has no path). */
export type RoomOption = Pick<Room, "id" | "name"> & Partial<Pick<Room, "locationPath">>;

/** Create and update alike: on an update, an absent field keeps its value and null clears it. */
export const RoomBody = Obj({
  name: Str(1, 50),
  code: Type.Optional(NullableText(32)),
  locationId: Type.Optional(NullableText(64)),
  deptId: Type.Optional(NullableText(64)),
  capacity: Int(1, 10_000),
  type: Type.Optional(NullableText(32)),
  equipment: Type.Optional(List(Str(1, 32), { maxItems: 20 })),
  enabled: Type.Optional(Type.Boolean()),
  remark: Type.Optional(Remark()),
});
export type RoomBody = Static<typeof RoomBody>;

export const RoomFilters = {
  locationId: Id(),
  deptId: Id(),
  type: Str(1, 32),
  enabled: Type.Boolean(),
  capacityMin: Int(0, 10_000),
  /** Comma-separated room ids (the labels of rooms already chosen). */
  ids: Str(1, 13_000),
};

/** The rooms' new department (`{ids}` comma-separated). */
export const RoomIdsParam = Obj({ ids: Str(1, 500) });
export const RoomDeptBody = Obj({ deptId: NullableText(64) });
export type RoomDeptBody = Static<typeof RoomDeptBody>;

/** The kinds of device a room holds: one terminal at most, any number of human detectors. */
export const ROOM_DEVICE_TYPES = ["TERMINAL", "HUMAN_DETECTOR"] as const;
export const RoomDeviceType = Enum(ROOM_DEVICE_TYPES);
export type RoomDeviceType = Static<typeof RoomDeviceType>;

/** Devices of `type` with no room, plus those of `roomId`. */
export const AvailableDevicesBody = Obj({ roomId: Type.Optional(Id()), type: RoomDeviceType });
export type AvailableDevicesBody = Static<typeof AvailableDevicesBody>;

export const AvailableDevice = Obj({
  id: Type.String(),
  name: Type.String(),
  type: RoomDeviceType,
  roomId: NStr(),
});
export type AvailableDevice = Static<typeof AvailableDevice>;

/** An absent list leaves that kind of device alone. */
export const AssociationBody = Obj({
  roomId: Id(),
  terminalIds: Type.Optional(Ids(20)),
  detectorIds: Type.Optional(Ids(500)),
});
export type AssociationBody = Static<typeof AssociationBody>;

/** The room's terminal (bind info), or null. */
export const BoundTerminal = Nullable(
  Obj({
    id: Type.String(),
    name: Type.String(),
    dialAddress: Type.String(),
    protocol: Enum(PROTOCOLS),
    status: Enum(TERMINAL_STATUSES),
    productDevice: Type.String(),
    roomId: NStr(),
    roomName: NStr(),
  }),
);
export type BoundTerminal = Static<typeof BoundTerminal>;

/** The terminal to bind, or null (or empty) to unbind the room's. */
export const BindTerminalBody = Obj({ terminalId: NullableText(64) });
export type BindTerminalBody = Static<typeof BindTerminalBody>;
