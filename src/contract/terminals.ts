/** Terminals under /device/terminal (spec §7 "Terminals"), with their brand ("product") and model. */
import { PROTOCOLS, TERMINAL_STATUSES } from "#contract/limits/devices";
import { NStr, Record, Remark } from "#contract/records";
import { Enum, Id, NamedRef, NullableText, Obj, type Static, Str, Type } from "#contract/schema";

export const Terminal = Record({
  name: Type.String(),
  productId: Type.String(),
  productName: Type.String(),
  modelId: Type.String(),
  modelName: Type.String(),
  productDevice: Type.String(),
  dialAddress: Type.String(),
  protocol: Enum(PROTOCOLS),
  ip: NStr(),
  serialNumber: NStr(),
  status: Enum(TERMINAL_STATUSES),
  roomId: NStr(),
  roomName: NStr(),
  remark: NStr(),
});
export type Terminal = Static<typeof Terminal>;

export const TerminalBody = Obj({
  name: Str(1, 50),
  productId: Id(),
  modelId: Id(),
  dialAddress: Str(1, 128),
  protocol: Enum(PROTOCOLS),
  ip: Type.Optional(NullableText(45)),
  serialNumber: Type.Optional(NullableText(64)),
  status: Type.Optional(Enum(TERMINAL_STATUSES)),
  roomId: Type.Optional(NullableText(64)),
  remark: Type.Optional(Remark()),
});
export type TerminalBody = Static<typeof TerminalBody>;

export const TerminalFilters = {
  productId: Id(),
  protocol: Enum(PROTOCOLS),
  status: Enum(TERMINAL_STATUSES),
  roomId: Id(),
};

/** A brand or a model of a brand (terminals.products, terminals.product). */
export const TerminalOption = NamedRef;
export type TerminalOption = Static<typeof TerminalOption>;
