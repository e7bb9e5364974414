/** System settings: string values by upper-case key (spec §7 "System config"). */
import { NStr } from "#contract/records";
import { NullableText, Obj, type Static, Str, Type } from "#contract/schema";

const ConfigKey = () => Str(2, 64, { pattern: "^[A-Z][A-Z0-9_]{1,63}$" });

export const SystemConfigParams = Obj({ key: ConfigKey() });

/** A setting as answered: a write-only secret reads as null. */
export const SystemConfig = Obj({ key: Type.String(), value: NStr() });
export type SystemConfig = Static<typeof SystemConfig>;

export const SystemConfigBody = Obj({ key: ConfigKey(), value: NullableText(4000) });
export type SystemConfigBody = Static<typeof SystemConfigBody>;

/** The MOBILE_DOMAIN and SIP_DOMAIN settings. */
export const NetworkConfig = Obj({ mobileDomain: NStr(), sipDomain: NStr() });
export type NetworkConfig = Static<typeof NetworkConfig>;
