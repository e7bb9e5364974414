import type { FastifyInstance } from "fastify";
import type { DataAuthority, EffectiveScope } from "#contract/authority";
import type { Dept } from "#contract/departments";
import type { ManagerRole, Role, RoleDeptUser, RoleGroup, RoleTreeNode } from "#contract/roles";
import type { User, UserRef } from "#contract/users";
import {
  ADMIN,
  call,
  encryptPassword,
  envelopeOf,
  loginAs,
  makeApp,
  OPERATOR,
  publicKeyOf,
  USER,
} from "./helpers.ts";

/** Roles and authority (spec §7): role groups, roles, resources, members and data authority, with their rights. */
let app: FastifyInstance;
let admin: string;
let operator: string;
let plain: string;

const api = (method: string, url: string, token: string | undefined, payload?: unknown, language?: "en-US") =>
  call(app, method, `/api/v1${url}`, { token, payload, language });
const data = async <T>(method: string, url: string, token: string, payload?: unknown) => {
  const response = await api(method, url, token, payload);
  if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.body}`);
  return envelopeOf<T>(response).data;
};
const flat = (nodes: RoleTreeNode[]): RoleTreeNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, ...ADMIN)).token;
  operator = (await loginAs(app, ...OPERATOR)).token;
  plain = (await loginAs(app, ...USER)).token;
});
afterAll(() => app.close());

describe("rights", () => {
  it("keeps every write and the members to SYSTEM users; the tree and role list also to holders of `user`", async () => {
    const systemOnly = [
      ["POST", "/system/group"],
      ["PUT", "/system/group/x"],
      ["DELETE", "/system/group/x"],
      ["POST", "/system/role"],
      ["GET", "/system/role/x"],
      ["PUT", "/system/role/x"],
      ["DELETE", "/system/role/x"],
      ["GET", "/system/role/x/resources"],
      ["POST", "/system/role/x/add/resources"],
      ["POST", "/system/role/x/remove/resources"],
      ["GET", "/system/role/users?roleId=x"],
      ["GET", "/system/role/x/dept/y"],
      ["POST", "/system/role/x/add/users"],
      ["POST", "/system/role/x/remove/users"],
      ["GET", "/system/authority/role/data/x"],
      ["POST", "/system/authority/role/data/x"],
      ["POST", "/system/authority/role/remove/data/x"],
    ] as const;
    for (const [method, url] of systemOnly) {
      expect((await api(method, url, undefined, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await api(method, url, operator, {})).statusCode, `${method} ${url}`).toBe(403);
    }
    for (const url of ["/system/group", "/system/role", "/system/role/manage"]) {
      expect((await api("GET", url, plain)).statusCode, url).toBe(403);
      expect((await api("GET", url, admin)).statusCode, url).toBe(200);
    }
  });
});

describe("role groups and roles", () => {
  let group: RoleGroup;
  let role: Role;

  it("builds a group under another and reads the tree of groups with their roles", async () => {
    const tree = await data<RoleTreeNode[]>("GET", "/system/group?type=ROLE", admin);
    const top = tree[0];
    expect(top).toMatchObject({ name: "默认角色组", type: "GROUP", parentId: "0", selectable: false });
    group = await data<RoleGroup>("POST", "/system/group", admin, { name: "华东分公司", parentId: top.id });
    expect(group.parentId).toBe(top.id);
    const again = await api("POST", "/system/group", admin, { name: "华东分公司", parentId: top.id });
    expect(again.statusCode).toBe(409);
    const roles = flat(await data<RoleTreeNode[]>("GET", "/system/group", admin)).filter(
      (n) => n.type === "ROLE",
    );
    expect(roles.map((r) => r.name)).toEqual(
      expect.arrayContaining(["系统管理员", "运维人员", "普通用户", "部门管理员"]),
    );
    expect(roles.find((r) => r.name === "系统管理员")).toMatchObject({
      system: true,
      manager: true,
      groupId: top.id,
    });
  });

  it("creates, reads, renames and lists a role; a duplicate name gets 409 beside the field", async () => {
    role = await data<Role>("POST", "/system/role", admin, {
      name: "华东管理员",
      groupId: group.id,
      description: "华东的用户与会议室",
      manager: true,
    });
    expect(role).toMatchObject({
      groupName: "华东分公司",
      manager: true,
      system: false,
      resources: [],
      userCount: 0,
    });
    const clash = await api(
      "POST",
      "/system/role",
      admin,
      { name: "华东管理员", groupId: group.id },
      "en-US",
    );
    expect(envelopeOf(clash)).toMatchObject({
      status: 409,
      data: { fields: { name: "A role with this name already exists" } },
    });
    const badGroup = await api("POST", "/system/role", admin, { name: "无组角色", groupId: "missing" });
    expect(envelopeOf<{ fields: Record<string, string> }>(badGroup).data.fields).toHaveProperty("groupId");
    const renamed = await data<Role>("PUT", `/system/role/${role.id}`, admin, { name: "华东区管理员" });
    expect(renamed).toMatchObject({ name: "华东区管理员", description: "华东的用户与会议室", manager: true });
    expect((await data<Role[]>("GET", `/system/role?groupId=${group.id}`, admin)).map((r) => r.name)).toEqual(
      ["华东区管理员"],
    );
    expect((await data<Role>("GET", `/system/role/${role.id}`, admin)).name).toBe("华东区管理员");
    const managers = await data<ManagerRole[]>("GET", "/system/role/manage", admin);
    expect(managers.find((m) => m.name === "华东区管理员")).toMatchObject({ held: false });
    expect(managers.find((m) => m.name === "系统管理员")).toMatchObject({ held: true });
  });

  it("chooses resources from the permission tree: a page brings its section, a section takes its pages", async () => {
    expect(
      await data<string[]>("POST", `/system/role/${role.id}/add/resources`, admin, {
        resources: ["user", "meetingRoom"],
      }),
    ).toEqual(["operation", "meetingRoom", "system", "user"]);
    expect(
      await data<string[]>("POST", `/system/role/${role.id}/remove/resources`, admin, {
        resources: ["operation"],
      }),
    ).toEqual(["system", "user"]);
    expect(await data<string[]>("GET", `/system/role/${role.id}/resources`, admin)).toEqual([
      "system",
      "user",
    ]);
    const unknown = await api("POST", `/system/role/${role.id}/add/resources`, admin, {
      resources: ["everything"],
    });
    expect(envelopeOf<{ fields: Record<string, string> }>(unknown).data.fields).toHaveProperty("resources");
  });

  it("adds and removes members, lists them and the people of a department with their membership", async () => {
    const [east] = await data<Dept[]>("POST", "/system/dept/list", admin, { keyword: "华东区" });
    const people = await data<RoleDeptUser[]>("GET", `/system/role/${role.id}/dept/${east.id}`, admin);
    expect(people.map((p) => p.account).sort()).toEqual(["huanglei", "zhaomin"]);
    expect(people.every((p) => !p.member)).toBe(true);
    await data("POST", `/system/role/${role.id}/add/users`, admin, { userIds: people.map((p) => p.id) });
    expect(
      (await data<RoleDeptUser[]>("GET", `/system/role/${role.id}/dept/${east.id}`, admin)).every(
        (p) => p.member,
      ),
    ).toBe(true);
    const members = await data<{ records: UserRef[]; total: number }>(
      "GET",
      `/system/role/users?roleId=${role.id}`,
      admin,
    );
    expect(members.total).toBe(2);
    const zhaomin = people.find((p) => p.account === "zhaomin")!;
    const token = (await loginAs(app, "zhaomin", "User@123")).token;
    expect((await api("GET", "/system/user", token)).statusCode).toBe(200);
    await data("POST", `/system/role/${role.id}/remove/users`, admin, { userIds: [zhaomin.id] });
    expect((await api("GET", "/system/user", token)).statusCode).toBe(403);
    expect(
      (await api("POST", `/system/role/${role.id}/add/users`, admin, { userIds: ["nobody"] })).statusCode,
    ).toBe(404);
  });

  it("refuses to delete a role that still has members, or a group that still holds roles", async () => {
    const held = await api("DELETE", `/system/role/${role.id}`, admin, undefined, "en-US");
    expect(held.statusCode).toBe(409);
    expect(envelopeOf(held).message).toBe("1 user(s) still hold this role; remove them first");
    expect((await api("DELETE", `/system/group/${group.id}`, admin)).statusCode).toBe(409);
    const members = await data<{ records: UserRef[] }>("GET", `/system/role/users?roleId=${role.id}`, admin);
    await data("POST", `/system/role/${role.id}/remove/users`, admin, {
      userIds: members.records.map((m) => m.id),
    });
    expect((await api("DELETE", `/system/role/${role.id}`, admin)).statusCode).toBe(200);
    expect((await api("GET", `/system/role/${role.id}`, admin)).statusCode).toBe(404);
    const moved = await data<RoleGroup>("PUT", `/system/group/${group.id}`, admin, { name: "华东" });
    expect(moved.name).toBe("华东");
    expect((await api("PUT", `/system/group/${group.id}`, admin, { parentId: group.id })).statusCode).toBe(
      400,
    );
    expect((await api("DELETE", `/system/group/${group.id}`, admin)).statusCode).toBe(200);
  });
});

describe("data authority", () => {
  it("grants a role's departments; its holders cover them (and all below) from their next call", async () => {
    const roles = await data<Role[]>("GET", "/system/role", admin);
    const operatorRole = roles.find((r) => r.name === "运维人员")!;
    const [rd] = await data<Dept[]>("POST", "/system/dept/list", admin, { keyword: "研发中心" });
    const [qa] = await data<Dept[]>("POST", "/system/dept/list", admin, { keyword: "测试部" });
    const qaRoom = await data<{ id: string }>("POST", "/device/room", admin, {
      name: "测试部会议室",
      capacity: 6,
      deptId: qa.id,
    });
    expect((await api("GET", `/device/room/${qaRoom.id}`, operator)).statusCode).toBe(404);
    const granted = await data<DataAuthority>(
      "POST",
      `/system/authority/role/data/${operatorRole.id}`,
      admin,
      { deptIds: [rd.id] },
    );
    expect(granted).toEqual({ deptIds: [rd.id], depts: [{ id: rd.id, name: "研发中心" }] });
    expect((await api("GET", `/device/room/${qaRoom.id}`, operator)).statusCode).toBe(200);
    expect(await data<DataAuthority>("GET", `/system/authority/role/data/${operatorRole.id}`, admin)).toEqual(
      granted,
    );
    const removed = await data<DataAuthority>(
      "POST",
      `/system/authority/role/remove/data/${operatorRole.id}`,
      admin,
      {
        deptIds: [rd.id],
      },
    );
    expect(removed.deptIds).toEqual([]);
    expect((await api("GET", `/device/room/${qaRoom.id}`, operator)).statusCode).toBe(404);
    const unknown = await api("POST", `/system/authority/role/data/${operatorRole.id}`, admin, {
      deptIds: ["nowhere"],
    });
    expect(envelopeOf<{ fields: Record<string, string> }>(unknown).data.fields).toHaveProperty("deptIds");
  });

  it("grants a user's own departments (replacing them), in bulk, and answers everything a user covers", async () => {
    const users = await data<{ records: User[] }>("GET", "/system/user?keyword=operator", admin);
    const operatorId = users.records[0].id;
    const own = await data<DataAuthority>("GET", `/system/authority/user/data/${operatorId}`, admin);
    expect(own.depts.map((d) => d.name).sort()).toEqual(["市场部", "运维中心"].sort());
    const all = await data<EffectiveScope>("GET", `/system/authority/all/deptIds/${operatorId}`, admin);
    expect(all.all).toBe(false);
    expect(all.deptIds).toHaveLength(5);
    const [finance] = await data<Dept[]>("POST", "/system/dept/list", admin, { keyword: "财务部" });
    const replaced = await data<DataAuthority>("POST", `/system/authority/user/data/${operatorId}`, admin, {
      deptIds: [finance.id],
    });
    expect(replaced.depts.map((d) => d.name)).toEqual(["财务部"]);
    const key = await publicKeyOf(app);
    const helper = await data<User>("POST", "/system/user", admin, {
      account: "bulkgrant",
      name: "批量授权",
      password: encryptPassword(key, "Bulk#2030ok"),
    });
    await data("POST", "/system/authority/user/batch/add/data", admin, {
      userIds: [operatorId, helper.id],
      deptIds: own.deptIds,
    });
    const after = await data<DataAuthority>("GET", `/system/authority/user/data/${operatorId}`, admin);
    expect(after.depts.map((d) => d.name).sort()).toEqual(["市场部", "财务部", "运维中心"].sort());
    expect(
      (await data<DataAuthority>("GET", `/system/authority/user/data/${helper.id}`, admin)).deptIds.sort(),
    ).toEqual([...own.deptIds].sort());
    const me = (await loginAs(app, ...ADMIN)).user.id;
    expect(await data<EffectiveScope>("GET", `/system/authority/all/deptIds/${me}`, admin)).toEqual({
      all: true,
      deptIds: [],
    });
    expect((await api("GET", `/system/authority/user/data/${operatorId}`, plain)).statusCode).toBe(403);
  });
});
