/** Read-only dictionaries (dicts.byCode): values labelled in the request's language. */
import { Obj, type Static, Str, Type } from "#contract/schema";

export const DictParams = Obj({ code: Str(1, 64, { pattern: "^[A-Za-z0-9_]+$" }) });

export const DictOption = Obj({ value: Type.String(), label: Type.String() });
export type DictOption = Static<typeof DictOption>;
