/** Pieces of the device and operation records (DESIGN.md §2: ids are strings, times epoch ms). */
import { Nullable, NullableText, Obj, type TProperties, Type } from "#contract/schema";

/** A stored record as answered: its id, its own fields, and when it was created and last changed. */
export const Record = <P extends TProperties>(properties: P) =>
  Obj({ id: Type.String(), ...properties, createdAt: Type.Integer(), updatedAt: Type.Integer() });

/** A nullable string in a record. */
export const NStr = () => Nullable(Type.String());
/** A nullable integer in a record. */
export const NInt = () => Nullable(Type.Integer());

/** Free text beside a record, at most 200 characters. */
export const Remark = () => NullableText(200);
