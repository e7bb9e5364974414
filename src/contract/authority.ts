/**
 * Data authority by organisation (spec §6, §7 `/system/authority/*`): the departments a role or a
 * user covers. Each department covers itself and every department below it. A user's data
 * authority is the union of their own and their roles'; SYSTEM users cover everything.
 */
import { MAX_AUTHORITY_DEPTS, MAX_BATCH_USERS } from "#contract/limits/people";
import { Ids, NamedRef, Obj, type Static, Type } from "#contract/schema";

/** The departments granted (not expanded), with their names. */
export const DataAuthority = Obj({
  deptIds: Type.Array(Type.String()),
  depts: Type.Array(NamedRef),
});
export type DataAuthority = Static<typeof DataAuthority>;

export const DeptIdsBody = Obj({ deptIds: Ids(MAX_AUTHORITY_DEPTS) });
export type DeptIdsBody = Static<typeof DeptIdsBody>;

/** These departments added to each of these users. */
export const BatchDataBody = Obj({
  userIds: Ids(MAX_BATCH_USERS, { minItems: 1 }),
  deptIds: Ids(MAX_AUTHORITY_DEPTS, { minItems: 1 }),
});
export type BatchDataBody = Static<typeof BatchDataBody>;

/** Every department the user covers (`all` for a SYSTEM user). */
export const EffectiveScope = Obj({ all: Type.Boolean(), deptIds: Type.Array(Type.String()) });
export type EffectiveScope = Static<typeof EffectiveScope>;
