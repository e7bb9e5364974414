/** Typed calls of roles and authority (spec §7 "Roles and authority"). */
import type { DataAuthority } from "#contract/authority";
import type { Page } from "#contract/list";
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
import { type ApiResult, http } from "../providers/http/client";

const seg = encodeURIComponent;

export const ROLE_TREE_URL = "/system/group";

export function roleTree(): Promise<ApiResult<RoleTreeNode[]>> {
  return http.get(ROLE_TREE_URL, { params: { type: "ROLE" } });
}

export function getRole(id: string): Promise<ApiResult<Role>> {
  return http.get(`/system/role/${seg(id)}`);
}

/** Silent: the dialogs show messages beside their fields. */
export function createGroup(body: RoleGroupBody): Promise<ApiResult<RoleGroup>> {
  return http.post("/system/group", { data: body, silent: true });
}

export function updateGroup(id: string, body: RoleGroupUpdateBody): Promise<ApiResult<RoleGroup>> {
  return http.put(`/system/group/${seg(id)}`, { data: body, silent: true });
}

export function deleteGroup(id: string): Promise<ApiResult<null>> {
  return http.delete(`/system/group/${seg(id)}`);
}

export function createRole(body: RoleBody): Promise<ApiResult<Role>> {
  return http.post("/system/role", { data: body, silent: true });
}

export function updateRole(id: string, body: RoleUpdateBody): Promise<ApiResult<Role>> {
  return http.put(`/system/role/${seg(id)}`, { data: body, silent: true });
}

export function deleteRole(id: string): Promise<ApiResult<null>> {
  return http.delete(`/system/role/${seg(id)}`);
}

/** Adds or removes resources; answers the role's resources after the change. */
export function changeResources(
  id: string,
  kind: "add" | "remove",
  resources: readonly string[],
): Promise<ApiResult<string[]>> {
  return http.post(`/system/role/${seg(id)}/${kind}/resources`, { data: { resources } });
}

export function roleData(id: string): Promise<ApiResult<DataAuthority>> {
  return http.get(`/system/authority/role/data/${seg(id)}`);
}

export function changeRoleData(
  id: string,
  kind: "add" | "remove",
  deptIds: readonly string[],
): Promise<ApiResult<DataAuthority>> {
  const path =
    kind === "add"
      ? `/system/authority/role/data/${seg(id)}`
      : `/system/authority/role/remove/data/${seg(id)}`;
  return http.post(path, { data: { deptIds } });
}

export function roleMembers(
  roleId: string,
  query: { page: number; size: number; keyword?: string },
): Promise<ApiResult<Page<UserRef>>> {
  return http.get("/system/role/users", { params: { roleId, ...query } });
}

export function changeMembers(
  roleId: string,
  kind: "add" | "remove",
  userIds: readonly string[],
): Promise<ApiResult<null>> {
  return http.post(`/system/role/${seg(roleId)}/${kind}/users`, { data: { userIds } });
}
