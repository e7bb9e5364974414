/**
 * Role groups, roles and their resources (spec §6 "Role management", §7 "Roles and authority").
 * Roles sit in role groups (a tree). A *manager* role manages its group and every group below it:
 * its holders may give the roles found there (#contract/rules/role-tree). A *system* role makes its
 * holders users of type SYSTEM. A role's resources are permission names (#contract/permissions).
 */
import {
  MAX_BATCH_USERS,
  ORG_ROOT_ID,
  PERMISSION_NAME_MAX,
  ROLE_DESCRIPTION_MAX,
  ROLE_NAME_MAX,
  ROLE_TREE_NODE_TYPES,
} from "#contract/limits/people";
import { ID_MAX, KEYWORD_MAX } from "#contract/limits/wire";
import { ListQuery } from "#contract/list";
import { NStr, Record } from "#contract/records";
import { Default, Enum, Id, Ids, Int, NullableText, Obj, type Static, Str, Type } from "#contract/schema";

export const RoleGroup = Record({
  parentId: Type.String(),
  name: Type.String(),
  sort: Type.Integer(),
});
export type RoleGroup = Static<typeof RoleGroup>;

export const RoleGroupBody = Obj({
  name: Str(1, ROLE_NAME_MAX),
  parentId: Default(Str(1, ID_MAX), ORG_ROOT_ID),
  sort: Type.Optional(Int(0, 1_000_000)),
});
export type RoleGroupBody = Static<typeof RoleGroupBody>;

/** A new name, parent (a move) or place. */
export const RoleGroupUpdateBody = Obj({
  name: Type.Optional(Str(1, ROLE_NAME_MAX)),
  parentId: Type.Optional(Str(1, ID_MAX)),
  sort: Type.Optional(Int(0, 1_000_000)),
});
export type RoleGroupUpdateBody = Static<typeof RoleGroupUpdateBody>;

export const Role = Record({
  groupId: NStr(),
  groupName: NStr(),
  name: Type.String(),
  description: NStr(),
  manager: Type.Boolean(),
  system: Type.Boolean(),
  sort: Type.Integer(),
  resources: Type.Array(Type.String()),
  userCount: Type.Integer(),
});
export type Role = Static<typeof Role>;

export const RoleBody = Obj({
  name: Str(1, ROLE_NAME_MAX),
  groupId: Id(),
  description: Type.Optional(NullableText(ROLE_DESCRIPTION_MAX)),
  manager: Type.Optional(Type.Boolean()),
  system: Type.Optional(Type.Boolean()),
  sort: Type.Optional(Int(0, 1_000_000)),
});
export type RoleBody = Static<typeof RoleBody>;

export const RoleUpdateBody = Obj({
  ...RoleBody.properties,
  name: Type.Optional(Str(1, ROLE_NAME_MAX)),
  groupId: Type.Optional(Id()),
});
export type RoleUpdateBody = Static<typeof RoleUpdateBody>;

/** Every role, or those of one group. */
export const RoleQuery = Obj({ groupId: Type.Optional(Id()), keyword: Type.Optional(Str(1, KEYWORD_MAX)) });
export type RoleQuery = Static<typeof RoleQuery>;

/** roles.groups (spec §7 "role-group list (type ROLE)"): groups with their sub-groups and roles. */
export const RoleTreeQuery = Obj({ type: Type.Optional(Enum(["ROLE"])) });

export const RoleTreeNode = Type.Recursive(
  (Node) =>
    Obj({
      id: Type.String(),
      /** The parent group ("0" at the top) of a group; the group of a role. */
      parentId: Type.String(),
      /** Roles only (spec §3: roles carry groupId). */
      groupId: Type.Optional(Type.String()),
      name: Type.String(),
      type: Enum(ROLE_TREE_NODE_TYPES),
      manager: Type.Boolean(),
      system: Type.Boolean(),
      /** Roles: the caller may not give or take it (#contract/rules/role-tree). */
      disabled: Type.Boolean(),
      /** Roles are chosen, groups only hold them. */
      selectable: Type.Boolean(),
      children: Type.Optional(Type.Array(Node)),
    }),
  { $id: "RoleTreeNode" },
);
export type RoleTreeNode = Static<typeof RoleTreeNode>;

/** The manager roles, and whether the caller holds each. */
export const ManagerRole = Obj({
  id: Type.String(),
  name: Type.String(),
  groupId: NStr(),
  held: Type.Boolean(),
});
export type ManagerRole = Static<typeof ManagerRole>;

/** roles.addResources and roles.removeResources: permission names. */
export const ResourcesBody = Obj({
  resources: Type.Array(Str(1, PERMISSION_NAME_MAX), { minItems: 1, maxItems: 100 }),
});
export type ResourcesBody = Static<typeof ResourcesBody>;

/** The members of one role. */
export const RoleUsersFilters = { roleId: Id() };
export const RoleUsersQuery = ListQuery(RoleUsersFilters);
export type RoleUsersQuery = ListQuery<typeof RoleUsersFilters>;

/** The users of a department, each marked when a member of the role. */
export const RoleDeptParams = Obj({ id: Id(), deptId: Id() });
export const RoleDeptUser = Obj({
  id: Type.String(),
  account: Type.String(),
  name: Type.String(),
  member: Type.Boolean(),
});
export type RoleDeptUser = Static<typeof RoleDeptUser>;

/** roles.addUsers and roles.removeUsers. */
export const RoleUsersBody = Obj({ userIds: Ids(MAX_BATCH_USERS, { minItems: 1 }) });
export type RoleUsersBody = Static<typeof RoleUsersBody>;
