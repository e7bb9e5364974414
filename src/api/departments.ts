/** Typed calls of the organisation tree (spec §7 "Organisations and users": departments). */
import type { Dept, DeptBody, DeptListBody, DeptUpdateBody } from "#contract/departments";

import { ORG_ROOT_ID } from "#contract/limits/people";
import { departmentsOps } from "#contract/operations/departments";
import { call } from "../providers/http/call";
import type { ApiResult } from "../providers/http/client";

/** Where the caller's tree starts: the top level, or the tops of their data authority. */
export const deptTops = (): Promise<ApiResult<Dept[]>> => call(departmentsOps.top);

/** One department within the caller's data authority; silent: a picker just leaves it unnamed. */
export function getDept(id: string): Promise<ApiResult<Dept>> {
  return call(departmentsOps.one, { params: { id } }, { silent: true });
}

/** One level: the children of `parentId`. */
export function deptChildren(parentId: string = ORG_ROOT_ID): Promise<ApiResult<Dept[]>> {
  return call(departmentsOps.children, { query: { parentId } });
}

/** One level of where department `id` may move (never itself, so never below itself). */
export function moveTargets(id: string, parentId: string): Promise<ApiResult<Dept[]>> {
  return call(departmentsOps.setSelf, { params: { id, parentId } });
}

/** Silent: the dialog shows the message beside the field. */
export function createDept(body: DeptBody): Promise<ApiResult<Dept>> {
  return call(departmentsOps.create, { body }, { silent: true });
}

/** Silent: the dialog shows the message beside the field. */
export function updateDept(id: string, body: DeptUpdateBody): Promise<ApiResult<Dept>> {
  return call(departmentsOps.update, { params: { id }, body }, { silent: true });
}

/** Not silent: a refusal (users or rooms still there) is told in a toast. */
export function deleteDept(id: string): Promise<ApiResult<null>> {
  return call(departmentsOps.remove, { params: { id } });
}

/** Departments by ids, name or parent (at most 500); those outside the caller's authority come `disabled`. */
export function findDepts(body: DeptListBody): Promise<ApiResult<Dept[]>> {
  return call(departmentsOps.byIds, { body });
}
