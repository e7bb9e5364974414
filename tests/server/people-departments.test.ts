import type { FastifyInstance } from "fastify";
import type { Dept } from "#contract/departments";
import type { User } from "#contract/users";
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

/** Departments (spec §7 "Organisations and users"): the tree one level at a time, and its changes. */
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

beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, ...ADMIN)).token;
  operator = (await loginAs(app, ...OPERATOR)).token;
  plain = (await loginAs(app, ...USER)).token;
});
afterAll(() => app.close());

const names = (depts: Dept[]) => depts.map((d) => d.name);

describe("reading the tree (spec §9: one level per expand)", () => {
  it("answers the top level, then the children of a node, with hasChildren and leaf", async () => {
    const top = await data<Dept[]>("GET", "/system/dept", plain);
    expect(names(top)).toEqual(["总部"]);
    expect(top[0]).toMatchObject({ parentId: "0", hasChildren: true, leaf: false });
    const level = await data<Dept[]>("GET", `/system/dept?parentId=${top[0].id}`, plain);
    expect(names(level)).toEqual(["研发中心", "市场部", "行政部", "运维中心", "财务部"]);
    expect(level.find((d) => d.name === "财务部")).toMatchObject({ hasChildren: false, leaf: true });
    expect(level.every((d) => !("children" in d))).toBe(true);
  });

  it("marks what the caller's data authority does not cover, and starts each caller's tree at their reach", async () => {
    const hq = (await data<Dept[]>("GET", "/system/dept", operator))[0];
    expect(hq.disabled).toBe(true);
    const level = await data<Dept[]>("GET", `/system/dept?parentId=${hq.id}`, operator);
    expect(
      level
        .filter((d) => !d.disabled)
        .map((d) => d.name)
        .sort(),
    ).toEqual(["市场部", "运维中心"].sort());
    expect(names(await data<Dept[]>("GET", "/system/dept/top", operator)).sort()).toEqual(
      ["市场部", "运维中心"].sort(),
    );
    expect(names(await data<Dept[]>("GET", "/system/dept/top", admin))).toEqual(["总部"]);
    expect(await data<Dept[]>("GET", "/system/dept/top", plain)).toEqual([]);
    const mine = await data<{ name: string }[]>("GET", "/system/dept/tree?scope=data", operator);
    expect(names(mine as Dept[]).sort()).toEqual(["市场部", "运维中心"].sort());
  });

  it("reads one department, and departments by ids or name", async () => {
    const [hq] = await data<Dept[]>("GET", "/system/dept", admin);
    expect(await data<Dept>("GET", `/system/dept/${hq.id}`, plain)).toMatchObject({
      name: "总部",
      disabled: true,
    });
    expect((await api("GET", "/system/dept/unknown", plain)).statusCode).toBe(404);
    const found = await data<Dept[]>("POST", "/system/dept/list", plain, { keyword: "运维" });
    expect(names(found).sort()).toEqual(["网络运维组", "运维中心"].sort());
    const byIds = await data<Dept[]>("POST", "/system/dept/list", plain, { ids: [hq.id, "unknown"] });
    expect(names(byIds)).toEqual(["总部"]);
  });

  it("refuses anonymous readers", async () => {
    for (const url of ["/system/dept", "/system/dept/top", "/system/dept/tree"]) {
      expect((await api("GET", url, undefined)).statusCode).toBe(401);
    }
  });
});

describe("changing the tree", () => {
  let hq: Dept;
  beforeAll(async () => {
    [hq] = await data<Dept[]>("GET", "/system/dept", admin);
  });

  it("needs `user` to add, rename, move or delete", async () => {
    expect((await api("POST", "/system/dept", plain, { name: "x", parentId: hq.id })).statusCode).toBe(403);
    expect((await api("PUT", `/system/dept/${hq.id}`, plain, { name: "x" })).statusCode).toBe(403);
    expect((await api("DELETE", `/system/dept/${hq.id}`, operator)).statusCode).toBe(403);
    expect((await api("GET", `/system/dept/set/self/${hq.id}/0`, plain)).statusCode).toBe(403);
  });

  it("adds a department at the end of its level, refuses a sibling of the same name beside the field", async () => {
    const made = await data<Dept>("POST", "/system/dept", admin, { name: "法务部", parentId: hq.id });
    expect(made).toMatchObject({ parentId: hq.id, leaf: true, disabled: false });
    const level = await data<Dept[]>("GET", `/system/dept?parentId=${hq.id}`, admin);
    expect(names(level).at(-1)).toBe("法务部");
    const again = await api("POST", "/system/dept", admin, { name: "法务部", parentId: hq.id }, "en-US");
    expect(again.statusCode).toBe(409);
    expect(envelopeOf(again)).toMatchObject({
      data: { fields: { name: expect.stringMatching(/already exists/) } },
    });
    const orphan = await api("POST", "/system/dept", admin, { name: "孤儿", parentId: "missing" });
    expect(envelopeOf<{ fields: Record<string, string> }>(orphan).data.fields).toHaveProperty("parentId");
  });

  it("renames and moves a department, never under itself", async () => {
    const level = await data<Dept[]>("GET", `/system/dept?parentId=${hq.id}`, admin);
    const legal = level.find((d) => d.name === "法务部")!;
    const market = level.find((d) => d.name === "市场部")!;
    const renamed = await data<Dept>("PUT", `/system/dept/${legal.id}`, admin, { name: "法务与合规部" });
    expect(renamed.name).toBe("法务与合规部");
    const child = await data<Dept>("POST", "/system/dept", admin, { name: "合规组", parentId: legal.id });
    const loop = await api("PUT", `/system/dept/${legal.id}`, admin, { parentId: child.id });
    expect(envelopeOf<{ fields: Record<string, string> }>(loop).data.fields).toHaveProperty("parentId");
    const self = await api("PUT", `/system/dept/${legal.id}`, admin, { parentId: legal.id });
    expect(self.statusCode).toBe(400);
    const moved = await data<Dept>("PUT", `/system/dept/${legal.id}`, admin, { parentId: market.id });
    expect(moved.parentId).toBe(market.id);
    const targets = await data<Dept[]>("GET", `/system/dept/set/self/${legal.id}/${market.id}`, admin);
    expect(names(targets)).not.toContain("法务与合规部");
    expect(names(targets)).toContain("华东区");
  });

  it("refuses to delete a department that still holds users or rooms, saying how many", async () => {
    const level = await data<Dept[]>("GET", `/system/dept?parentId=${hq.id}`, admin);
    const rd = level.find((d) => d.name === "研发中心")!;
    const refused = await api("DELETE", `/system/dept/${rd.id}`, admin, undefined, "en-US");
    expect(refused.statusCode).toBe(409);
    expect(envelopeOf(refused).message).toMatch(
      /^\d+ user\(s\) and \d+ meeting room\(s\) are still in this department or below it/,
    );
    const zh = await api("DELETE", `/system/dept/${rd.id}`, admin);
    expect(envelopeOf(zh).message).toMatch(/还有 \d+ 个用户和 \d+ 个会议室/);
    expect((await api("GET", `/system/dept/${rd.id}`, admin)).statusCode).toBe(200);
  });

  it("deletes an empty department with everything below it", async () => {
    const found = await data<Dept[]>("POST", "/system/dept/list", admin, { keyword: "法务与合规部" });
    const gone = await api("DELETE", `/system/dept/${found[0].id}`, admin);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await data<Dept[]>("POST", "/system/dept/list", admin, { keyword: "合规" })).toEqual([]);
  });

  it("lets an administrator change only what their data authority covers", async () => {
    const key = await publicKeyOf(app);
    const [ops] = await data<Dept[]>("POST", "/system/dept/list", admin, { keyword: "运维中心" });
    const roles = await data<{ id: string; name: string }[]>("GET", "/system/role", admin);
    const deptAdmin = roles.find((r) => r.name === "部门管理员")!;
    const head = await data<User>("POST", "/system/user", admin, {
      account: "depthead",
      name: "部门负责人",
      deptId: ops.id,
      roleIds: [deptAdmin.id],
      password: encryptPassword(key, "Head#2030ok"),
    });
    await data("POST", `/system/authority/user/data/${head.id}`, admin, { deptIds: [ops.id] });
    const token = (await loginAs(app, "depthead", "Head#2030ok")).token;
    const team = await data<Dept>("POST", "/system/dept", token, { name: "值班组", parentId: ops.id });
    expect(team.disabled).toBe(false);
    // The new department is covered from the next call (it lies below a covered one).
    expect((await data<Dept>("GET", `/system/dept/${team.id}`, token)).disabled).toBe(false);
    const top = await api("POST", "/system/dept", token, { name: "顶层部门" });
    expect(envelopeOf<{ fields: Record<string, string> }>(top).data.fields).toHaveProperty("parentId");
    expect((await api("PUT", `/system/dept/${hq.id}`, token, { name: "改名" })).statusCode).toBe(403);
    expect((await api("DELETE", `/system/dept/${team.id}`, token)).statusCode).toBe(200);
    expect(names(await data<Dept[]>("GET", `/system/dept/admin/top/${head.id}`, admin))).toEqual([
      "运维中心",
    ]);
    const child = await data<Dept[]>("GET", `/system/dept/admin/child/${head.id}/${hq.id}`, admin);
    expect(child.filter((d) => !d.disabled).map((d) => d.name)).toEqual(["运维中心"]);
    const me = (await loginAs(app, ...ADMIN)).user.id;
    expect((await api("GET", `/system/dept/admin/top/${me}`, token)).statusCode).toBe(404);
  });
});
