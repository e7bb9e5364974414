/** Meeting settings under /{product}/configs (spec §7 "Meeting config"), with the ranges of #contract/limits/meetings. */
import { PRODUCT_CONFIG_RANGES } from "#contract/limits/meetings";
import { Int, Obj, type Static, Str, Type } from "#contract/schema";

const inRange = (key: keyof typeof PRODUCT_CONFIG_RANGES) =>
  Int(PRODUCT_CONFIG_RANGES[key].minimum, PRODUCT_CONFIG_RANGES[key].maximum);

/** Every setting, stored or default. */
export const ProductConfigs = Obj({
  appointmentInterval: inRange("appointmentInterval"),
  maxDuration: inRange("maxDuration"),
  defaultDuration: inRange("defaultDuration"),
  meetingNumberDigits: inRange("meetingNumberDigits"),
  joinAdvanceMinutes: inRange("joinAdvanceMinutes"),
});
export type ProductConfigs = Static<typeof ProductConfigs>;

/** The settings to change; the others keep their values. */
export const ProductConfigsBody = Type.Partial(ProductConfigs);
export type ProductConfigsBody = Static<typeof ProductConfigsBody>;

/** One setting. */
export const ProductConfigParams = Obj({ key: Str(1, 64) });
export const ProductConfig = Obj({ key: Type.String(), value: Type.Number() });
export type ProductConfig = Static<typeof ProductConfig>;
