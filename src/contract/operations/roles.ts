import type { Page } from "#contract/list";
import { op, operations } from "#contract/operation";
import type {
  ManagerRole,
  ResourcesBody,
  Role,
  RoleBody,
  RoleDeptUser,
  RoleGroup,
  RoleGroupBody,
  RoleGroupUpdateBody,
  RoleQuery,
  RoleTreeNode,
  RoleUpdateBody,
  RoleUsersBody,
  RoleUsersQuery,
} from "#contract/roles";
import type { UserRef } from "#contract/users";

export const rolesOps = operations("roles", {
  groups: op<RoleTreeNode[]>("GET /system/group", "login"),
  createGroup: op<RoleGroup, RoleGroupBody>("POST /system/group", { systemType: true }),
  updateGroup: op<RoleGroup, RoleGroupUpdateBody>("PUT /system/group/{id}", { systemType: true }),
  removeGroup: op<null>("DELETE /system/group/{id}", { systemType: true }),
  list: op<Role[], undefined, RoleQuery>("GET /system/role", "login"),
  manageable: op<ManagerRole[]>("GET /system/role/manage", "login"),
  users: op<Page<UserRef>, undefined, RoleUsersQuery>("GET /system/role/users", { systemType: true }),
  create: op<Role, RoleBody>("POST /system/role", { systemType: true }),
  one: op<Role>("GET /system/role/{id}", { systemType: true }),
  update: op<Role, RoleUpdateBody>("PUT /system/role/{id}", { systemType: true }),
  remove: op<null>("DELETE /system/role/{id}", { systemType: true }),
  resources: op<string[]>("GET /system/role/{id}/resources", { systemType: true }),
  deptUsers: op<RoleDeptUser[]>("GET /system/role/{id}/dept/{deptId}", { systemType: true }),
  addUsers: op<null, RoleUsersBody>("POST /system/role/{id}/add/users", { systemType: true }),
  removeUsers: op<null, RoleUsersBody>("POST /system/role/{id}/remove/users", { systemType: true }),
  addResources: op<string[], ResourcesBody>("POST /system/role/{id}/add/resources", { systemType: true }),
  removeResources: op<string[], ResourcesBody>("POST /system/role/{id}/remove/resources", {
    systemType: true,
  }),
});
