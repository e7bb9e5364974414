import { type APIRequestContext, expect } from "@playwright/test";
import { apiLogin, encryptedPassword } from "./helpers";

/**
 * A department manager for the report tests, made through the API as an administrator would: a
 * role holding the report permissions, and a user of that role whose own data authority is one
 * department (with everything below it).
 */
export const MANAGER_PASSWORD = "E2e#Reports2030";

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: "get" | "post",
  url: string,
  data?: unknown,
) {
  const response = await request[method](`/api/v1${url}`, { headers: { token }, data });
  const body = await response.json();
  expect(body.status, `${method} ${url}: ${JSON.stringify(body)}`).toBe(200);
  return body.data as T;
}

const REPORT_PERMISSIONS = [
  "dataReport",
  "personalReport",
  "deptReport",
  "meetingDetails",
  "meetingRoomReport",
  "concurrentReport",
];

export async function deptId(request: APIRequestContext, token: string, name: string): Promise<string> {
  const found = await call<{ id: string; name: string }[]>(request, token, "post", "/system/dept/list", {
    keyword: name,
  });
  const dept = found.find((d) => d.name === name);
  expect(dept, name).toBeDefined();
  return dept!.id;
}

/**
 * A user of `deptName` holding the report permissions (`permissions`, all by default); with
 * `authority` (the default) their data authority is that department, without it they have none
 * (an ordinary user, who sees only their own personal report).
 */
export async function makeReportManager(
  request: APIRequestContext,
  account: string,
  deptName: string,
  {
    authority = true,
    permissions = REPORT_PERMISSIONS,
  }: { authority?: boolean; permissions?: string[] } = {},
) {
  const token = await apiLogin(request, "admin");
  const groups = await call<{ id: string; type?: string }[]>(
    request,
    token,
    "get",
    "/system/group?type=ROLE",
  );
  const role = await call<{ id: string }>(request, token, "post", "/system/role", {
    name: `报表 ${account}`,
    groupId: groups[0].id,
  });
  await call(request, token, "post", `/system/role/${role.id}/add/resources`, { resources: permissions });
  const dept = await deptId(request, token, deptName);
  await call(request, token, "post", "/system/user", {
    account,
    password: await encryptedPassword(request, MANAGER_PASSWORD),
    name: `报表经理 ${account}`,
    deptId: dept,
    roleIds: [role.id],
    ...(authority ? { dataDeptIds: [dept] } : {}),
  });
  return { deptId: dept, token };
}
