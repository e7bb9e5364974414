/** Typed calls of roles and authority (spec §7 "Roles and authority"). */
import type { DataAuthority } from "#contract/authority";
import type { Page } from "#contract/list";
import { authorityOps } from "#contract/operations/authority";
import { rolesOps } from "#contract/operations/roles";
import type {
  Role,
  RoleBody,
  RoleGroup,
  RoleGroupBody,
  RoleGroupUpdateBody,
  RoleTreeNode,
  RoleUpdateBody,
} from "#contract/roles";
import type { UserRef } from "#contract/users";
import { call } from "../providers/http/call";
import type { ApiResult } from "../providers/http/client";

export function roleTree(): Promise<ApiResult<RoleTreeNode[]>> {
  return call(rolesOps.groups, { query: { type: "ROLE" } });
}

export function getRole(id: string): Promise<ApiResult<Role>> {
  return call(rolesOps.one, { params: { id } });
}

/** Silent: the dialogs show messages beside their fields. */
export function createGroup(body: RoleGroupBody): Promise<ApiResult<RoleGroup>> {
  return call(rolesOps.createGroup, { body }, { silent: true });
}

export function updateGroup(id: string, body: RoleGroupUpdateBody): Promise<ApiResult<RoleGroup>> {
  return call(rolesOps.updateGroup, { params: { id }, body }, { silent: true });
}

export function deleteGroup(id: string): Promise<ApiResult<null>> {
  return call(rolesOps.removeGroup, { params: { id } });
}

export function createRole(body: RoleBody): Promise<ApiResult<Role>> {
  return call(rolesOps.create, { body }, { silent: true });
}

export function updateRole(id: string, body: RoleUpdateBody): Promise<ApiResult<Role>> {
  return call(rolesOps.update, { params: { id }, body }, { silent: true });
}

export function deleteRole(id: string): Promise<ApiResult<null>> {
  return call(rolesOps.remove, { params: { id } });
}

/** Adds or removes resources; answers the role's resources after the change. */
export function changeResources(
  id: string,
  kind: "add" | "remove",
  resources: readonly string[],
): Promise<ApiResult<string[]>> {
  const operation = kind === "add" ? rolesOps.addResources : rolesOps.removeResources;
  return call(operation, { params: { id }, body: { resources: [...resources] } });
}

export function roleData(id: string): Promise<ApiResult<DataAuthority>> {
  return call(authorityOps.roleData, { params: { id } });
}

export function changeRoleData(
  id: string,
  kind: "add" | "remove",
  deptIds: readonly string[],
): Promise<ApiResult<DataAuthority>> {
  const operation = kind === "add" ? authorityOps.addRoleData : authorityOps.removeRoleData;
  return call(operation, { params: { id }, body: { deptIds: [...deptIds] } });
}

export function roleMembers(
  roleId: string,
  query: { page: number; size: number; keyword?: string },
): Promise<ApiResult<Page<UserRef>>> {
  return call(rolesOps.users, { query: { roleId, ...query } });
}

export function changeMembers(
  roleId: string,
  kind: "add" | "remove",
  userIds: readonly string[],
): Promise<ApiResult<null>> {
  const operation = kind === "add" ? rolesOps.addUsers : rolesOps.removeUsers;
  return call(operation, { params: { id: roleId }, body: { userIds: [...userIds] } });
}
