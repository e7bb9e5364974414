/** MCU servers and resource pools under /{product} (spec §7 "Meeting config, pools, servers"). */
import { DEVICE_STATUSES, MCU_OFFLINE_REASONS, MCU_PROTOCOLS, SERVER_MODELS } from "#contract/limits/devices";
import { NStr, Record, Remark } from "#contract/records";
import { Enum, Id, Int, Nullable, NullableText, Obj, type Static, Str, Type } from "#contract/schema";

/**
 * An MCU server as answered: its password is write-only and never part of it. For a JANUS server,
 * `address`:`port` over `protocol` is its HTTP transport (path /janus), `adminPort` its admin API
 * (path /admin), the password its admin secret; its status is probed, and `statusReason` says why
 * it is OFFLINE.
 */
export const McuServer = Record({
  name: Type.String(),
  model: Enum(SERVER_MODELS),
  address: Type.String(),
  port: Type.Integer(),
  protocol: Enum(MCU_PROTOCOLS),
  username: Type.String(),
  capacity: Type.Integer(),
  poolId: NStr(),
  poolName: NStr(),
  status: Enum(DEVICE_STATUSES),
  statusReason: Nullable(Enum(MCU_OFFLINE_REASONS)),
  adminPort: Nullable(Type.Integer()),
  remark: NStr(),
});
export type McuServer = Static<typeof McuServer>;

const serverFields = {
  name: Str(1, 50),
  model: Enum(SERVER_MODELS),
  address: Str(1, 255),
  port: Int(1, 65535),
  protocol: Type.Optional(Enum(MCU_PROTOCOLS)),
  username: Str(1, 64),
  capacity: Int(1, 10000),
  poolId: Type.Optional(NullableText(64)),
  status: Type.Optional(Enum(DEVICE_STATUSES)),
  adminPort: Type.Optional(Nullable(Int(1, 65535))),
  remark: Type.Optional(Remark()),
};

export const McuServerBody = Obj({ ...serverFields, password: Str(1, 128) });
export type McuServerBody = Static<typeof McuServerBody>;

/** An update: an empty or absent password keeps the stored one. */
export const McuServerUpdate = Obj({ ...serverFields, password: Type.Optional(Str(0, 128)) });
export type McuServerUpdate = Static<typeof McuServerUpdate>;

export const McuServerFilters = { model: Enum(SERVER_MODELS), poolId: Id(), status: Enum(DEVICE_STATUSES) };

export const ResourcePool = Record({
  name: Type.String(),
  description: NStr(),
  serverCount: Type.Integer(),
  capacity: Type.Integer(),
});
export type ResourcePool = Static<typeof ResourcePool>;

export const ResourcePoolBody = Obj({ name: Str(1, 50), description: Type.Optional(NullableText(200)) });
export type ResourcePoolBody = Static<typeof ResourcePoolBody>;
