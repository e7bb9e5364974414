/**
 * Departments (spec §7 "Organisations and users"): the organisation tree read one level at a time
 * (spec §9: first load depth 1), and its changes. A node is `disabled` when the caller's data
 * authority does not cover it (spec §3 "Org and department tree node").
 */
import { DEPT_NAME_MAX, MAX_AUTHORITY_DEPTS, ORG_ROOT_ID } from "#contract/limits/people";
import { ID_MAX, KEYWORD_MAX } from "#contract/limits/wire";
import { Default, Enum, Id, Ids, Int, Obj, type Static, Str, Type } from "#contract/schema";

export const Dept = Obj({
  id: Type.String(),
  parentId: Type.String(),
  name: Type.String(),
  sort: Type.Integer(),
  hasChildren: Type.Boolean(),
  leaf: Type.Boolean(),
  /** Outside the caller's data authority: shown for the path, not to be chosen or changed. */
  disabled: Type.Boolean(),
  createdAt: Type.Integer(),
  updatedAt: Type.Integer(),
});
export type Dept = Static<typeof Dept>;

/** The children of `parentId` (the top level by default). */
export const DeptChildrenQuery = Obj({ parentId: Default(Id(), ORG_ROOT_ID) });
export type DeptChildrenQuery = Static<typeof DeptChildrenQuery>;

/** The whole organisation, or with `scope=data` only what the caller's data authority covers. */
export const DeptTreeQuery = Obj({ scope: Type.Optional(Enum(["all", "data"])) });
export type DeptTreeQuery = Static<typeof DeptTreeQuery>;

/** Departments by id, by name or under a parent (at most 500 answered). */
export const DeptListBody = Obj({
  ids: Type.Optional(Ids(MAX_AUTHORITY_DEPTS)),
  keyword: Type.Optional(Str(1, KEYWORD_MAX)),
  parentId: Type.Optional(Id()),
});
export type DeptListBody = Static<typeof DeptListBody>;

/** Create: a name under a parent (the top level is `"0"`); update: a new name, parent (a move) or place. */
export const DeptBody = Obj({
  name: Str(1, DEPT_NAME_MAX),
  parentId: Default(Str(1, ID_MAX), ORG_ROOT_ID),
  sort: Type.Optional(Int(0, 1_000_000)),
});
export type DeptBody = Static<typeof DeptBody>;

export const DeptUpdateBody = Obj({
  name: Type.Optional(Str(1, DEPT_NAME_MAX)),
  parentId: Type.Optional(Str(1, ID_MAX)),
  sort: Type.Optional(Int(0, 1_000_000)),
});
export type DeptUpdateBody = Static<typeof DeptUpdateBody>;

/** Where department `id` may move, one level of `parentId`. */
export const DeptMoveTargetsParams = Obj({ id: Id(), parentId: Str(1, ID_MAX) });

/** One level, `disabled` where user `userId` has no authority. */
export const AdminChildParams = Obj({ userId: Id(), parentId: Str(1, ID_MAX) });
