import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "#contract/list";
import type { OrgNode, UserOption } from "#contract/org";
import { users } from "../../server/src/db/schema.ts";
import { ADMIN, call, envelopeOf, loginAs, makeApp, USER } from "./helpers.ts";

/** The people pickers: /system/org/children, /system/user/options, and the room `ids` filter. */

const PRIVATE = ["passwordHash", "password", "email", "phone", "landline", "address", "sex", "enabled"];

describe("people pickers", () => {
  let app: FastifyInstance;
  let token: string;
  let adminToken: string;

  const get = async <T>(url: string, as = token) => {
    const response = await call(app, "GET", `/api/v1${url}`, { token: as });
    return { statusCode: response.statusCode, body: envelopeOf<T>(response) };
  };
  const children = async (parentId?: string) =>
    (await get<OrgNode[]>(`/system/org/children${parentId === undefined ? "" : `?parentId=${parentId}`}`))
      .body.data;
  const child = (nodes: OrgNode[], name: string) => {
    const node = nodes.find((n) => n.name === name);
    if (!node) throw new Error(`${name} not in ${nodes.map((n) => n.name).join(", ")}`);
    return node;
  };
  const options = (query: string) => get<Page<UserOption>>(`/system/user/options?${query}`);

  beforeAll(async () => {
    app = await makeApp();
    token = (await loginAs(app, ...USER)).token;
    adminToken = (await loginAs(app, ...ADMIN)).token;
  });
  afterAll(() => app.close());

  it("lists the root departments (default parentId 0)", async () => {
    const roots = await children();
    expect(roots).toEqual([expect.objectContaining({ name: "总部", parentId: "0", type: "DEPT" })]);
    expect(roots[0]).toMatchObject({ hasChildren: true, leaf: false });
    expect(await children("0")).toEqual(roots);
  });

  it("lists a department's sub-departments in tree order, then its enabled users by name", async () => {
    const [hq] = await children();
    const nodes = await children(hq.id);
    const types = nodes.map((n) => n.type);
    expect(types.indexOf("USER")).toBeGreaterThan(types.lastIndexOf("DEPT"));
    expect(nodes.filter((n) => n.type === "DEPT").map((n) => n.name)).toEqual([
      "研发中心",
      "市场部",
      "行政部",
      "运维中心",
      "财务部",
    ]);
    const people = nodes.filter((n) => n.type === "USER");
    expect(people.map((n) => n.account).sort()).toEqual(["admin", "gaoyuan"]);
    expect(people.map((n) => n.name)).toEqual([...people.map((n) => n.name)].sort());
    for (const person of people) {
      expect(person).toMatchObject({ parentId: hq.id, hasChildren: false, leaf: true });
      for (const field of PRIVATE) expect(person).not.toHaveProperty(field);
    }
    const ops = child(nodes, "运维中心");
    const opsNodes = await children(ops.id);
    expect(opsNodes.map((n) => [n.type, n.account ?? n.name])).toEqual([
      ["DEPT", "网络运维组"],
      ["USER", "operator"], // 运维值班员
      ["USER", "machao"], // 马超
    ]);
    expect(child(opsNodes, "网络运维组")).toMatchObject({ hasChildren: true, leaf: false });
  });

  it("lists users without a department at the root, after the departments", async () => {
    await app.ctx.db.update(users).set({ deptId: null }).where(eq(users.account, "hexue"));
    const roots = await children();
    expect(roots.map((n) => [n.type, n.account ?? n.name])).toEqual([
      ["DEPT", "总部"],
      ["USER", "hexue"],
    ]);
    expect(roots[1]).toMatchObject({ parentId: "0", leaf: true });
  });

  it("answers [] for an unknown parent", async () => {
    expect(await children("no-such-dept")).toEqual([]);
  });

  it("leaves disabled users out of the tree and the search, and a department of only them childless", async () => {
    const [hq] = await children();
    const finance = child(await children(hq.id), "财务部");
    // By name: 罗霞 (U+7F57) before 郭平 (U+90ED).
    expect((await children(finance.id)).map((n) => n.account)).toEqual(["luoxia", "guoping"]);
    await app.ctx.db.update(users).set({ enabled: false }).where(eq(users.account, "luoxia"));
    expect((await children(finance.id)).map((n) => n.account)).toEqual(["guoping"]);
    expect((await options("keyword=luoxia")).body.data).toEqual({ records: [], total: 0 });
    await app.ctx.db.update(users).set({ enabled: false }).where(eq(users.account, "guoping"));
    expect(child(await children(hq.id), "财务部")).toMatchObject({ hasChildren: false, leaf: true });
    expect(await children(finance.id)).toEqual([]);
    await app.ctx.db.update(users).set({ enabled: true }).where(eq(users.deptId, finance.id));
  });

  it("searches users by name or account, escaping LIKE wildcards", async () => {
    const byAccount = (await options("keyword=wang")).body.data;
    expect(byAccount.records.map((u) => u.account)).toEqual(["wangfang"]);
    expect(byAccount.records[0]).toEqual({
      id: expect.any(String),
      name: "王芳",
      account: "wangfang",
      deptName: "平台研发部",
    });
    expect((await options(`keyword=${encodeURIComponent("王")}`)).body.data.total).toBe(1);
    expect((await options("keyword=%25")).body.data.total).toBe(0);
    expect((await options("keyword=_")).body.data.total).toBe(0);
  });

  it("pages the enabled users and never sends private fields", async () => {
    const all = (await options("size=500")).body.data;
    expect(all.total).toBe(23);
    const first = (await options("page=1&size=10")).body.data;
    const third = (await options("page=3&size=10")).body.data;
    expect(first.total).toBe(23);
    expect(first.records.map((u) => u.id)).toEqual(all.records.slice(0, 10).map((u) => u.id));
    expect(third.records.map((u) => u.id)).toEqual(all.records.slice(20).map((u) => u.id));
    for (const record of all.records)
      expect(Object.keys(record).sort()).toEqual(["account", "deptName", "id", "name"]);
  });

  it("answers exactly the users given by ids", async () => {
    const all = (await options("size=500")).body.data.records;
    const picked = [all[3].id, all[7].id];
    const { records, total } = (await options(`ids=${picked.join(",")},unknown`)).body.data;
    expect(total).toBe(2);
    expect(records.map((u) => u.id).sort()).toEqual([...picked].sort());
    const tooMany = Array.from({ length: 201 }, (_, i) => `id${i}`).join(",");
    const refused = await options(`ids=${tooMany}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.data).toMatchObject({ fields: { ids: expect.any(String) } });
    expect((await options("ids=,")).statusCode).toBe(400);
  });

  it("refuses anonymous callers", async () => {
    for (const url of ["/system/org/children", "/system/user/options"]) {
      expect((await call(app, "GET", `/api/v1${url}`)).statusCode).toBe(401);
    }
  });

  it("filters the authority room query by ids, keeping the authority", async () => {
    const rooms = (as: string, query: string) =>
      get<Page<{ id: string }>>(`/device/room/authority/query?${query}`, as);
    const every = (await rooms(adminToken, "size=500")).body.data.records.map((r) => r.id);
    const mine = new Set((await rooms(token, "size=500")).body.data.records.map((r) => r.id));
    const outside = every.find((id) => !mine.has(id));
    const inside = every.find((id) => mine.has(id));
    if (!outside || !inside) throw new Error("the seed should give the user some rooms, not all");
    const some = every.slice(-2);
    const asAdmin = (await rooms(adminToken, `size=1&ids=${some.join(",")}`)).body.data;
    expect(asAdmin.total).toBe(2);
    expect(some).toContain(asAdmin.records[0].id);
    const asUser = (await rooms(token, `ids=${inside},${outside}`)).body.data;
    expect(asUser.records.map((r) => r.id)).toEqual([inside]);
    expect(
      (
        await rooms(
          token,
          `ids=${Array(201)
            .fill("x")
            .map((x, i) => x + i)}`,
        )
      ).statusCode,
    ).toBe(400);
  });
});
