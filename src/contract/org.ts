/** The organisation (spec §7 "Organisations and users"): the department tree and the people pickers. */
import { ORG_ROOT_ID } from "#contract/limits/people";
import { ID_MAX, MAX_FILTER_IDS } from "#contract/limits/wire";
import { ListQuery } from "#contract/list";
import { NStr } from "#contract/records";
import { Enum, Id, Obj, type Static, Str, Type } from "#contract/schema";

export const DeptNode = Type.Recursive(
  (Node) =>
    Obj({
      id: Type.String(),
      parentId: Type.String(),
      name: Type.String(),
      hasChildren: Type.Boolean(),
      leaf: Type.Boolean(),
      children: Type.Optional(Type.Array(Node)),
    }),
  { $id: "DeptNode" },
);
export type DeptNode = Static<typeof DeptNode>;

/** One level, its departments then its enabled users. */
export const OrgChildrenQuery = Obj({ parentId: Type.Optional(Id({ default: ORG_ROOT_ID })) });

export const OrgNode = Obj({
  id: Type.String(),
  parentId: Type.String(),
  name: Type.String(),
  type: Enum(["DEPT", "USER"]),
  hasChildren: Type.Boolean(),
  leaf: Type.Boolean(),
  /** Users only. */
  account: Type.Optional(Type.String()),
});
export type OrgNode = Static<typeof OrgNode>;

/** Enabled users by name or account, or exactly the users of `ids=a,b,c`. */
export const UserOptionFilters = { ids: Str(1, MAX_FILTER_IDS * (ID_MAX + 1)) };
export const UserOptionsQuery = ListQuery(UserOptionFilters);
export type UserOptionsQuery = ListQuery<typeof UserOptionFilters>;

/** A user offered as host or attendee: public fields only. */
export const UserOption = Obj({
  id: Type.String(),
  name: Type.String(),
  account: Type.String(),
  deptName: NStr(),
});
export type UserOption = Static<typeof UserOption>;
