import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { User } from "#contract/users";
import { departments, roles, userGramPostings, users } from "../../server/src/db/schema.ts";
import { schedules } from "../../server/src/db/schema-meetings.ts";
import { postingGram } from "../../server/src/people/user-grams.ts";
import {
  ADMIN,
  call,
  encryptPassword,
  envelopeOf,
  loginAs,
  makeApp,
  OPERATOR,
  publicKeyOf,
  tryLogin,
  USER,
} from "./helpers.ts";
import { postingsOf } from "./user-postings.ts";

/** Users (spec §7 "Organisations and users"): every call with its rights, and the rules of the user form. */
let app: FastifyInstance;
let admin: string;
let operator: string;
let plain: string;
let key: string;
const ids: Record<string, string> = {};
const PASSWORD = "Person#2030";

const api = (method: string, url: string, token: string | undefined, payload?: unknown, language?: "en-US") =>
  call(app, method, `/api/v1${url}`, { token, payload, language });

async function deptId(name: string): Promise<string> {
  const [row] = await app.ctx.db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.name, name));
  return row.id;
}

async function roleId(name: string): Promise<string> {
  const [row] = await app.ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return row.id;
}

const newUser = (account: string, extra: Record<string, unknown> = {}) => ({
  account,
  name: `用户 ${account}`,
  password: encryptPassword(key, PASSWORD),
  deptId: ids.finance,
  ...extra,
});

beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, ...ADMIN)).token;
  operator = (await loginAs(app, ...OPERATOR)).token;
  plain = (await loginAs(app, ...USER)).token;
  key = await publicKeyOf(app);
  ids.finance = await deptId("财务部");
  ids.ops = await deptId("运维中心");
  ids.network = await deptId("网络运维组");
  ids.market = await deptId("市场部");
  ids.staff = await roleId("普通用户");
  ids.operatorRole = await roleId("运维人员");
  ids.adminRole = await roleId("系统管理员");
  ids.deptAdminRole = await roleId("部门管理员");
});
afterAll(() => app.close());

describe("rights", () => {
  it("answers 401 anonymous and 403 without `user`", async () => {
    for (const [method, url] of [
      ["GET", "/system/user"],
      ["POST", "/system/user"],
      ["GET", "/system/user/x"],
      ["PUT", "/system/user/x"],
      ["DELETE", "/system/user/x"],
      ["POST", "/system/user/delete/list"],
      ["POST", "/system/user/batch/update/role"],
      ["POST", "/system/user/list"],
      ["POST", "/system/user/list/all/users"],
      ["GET", "/system/user/admin"],
    ] as const) {
      expect((await api(method, url, undefined, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await api(method, url, plain, {})).statusCode, `${method} ${url}`).toBe(403);
      expect((await api(method, url, operator, {})).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe("the user form", () => {
  it("creates a user with every field of spec §3 and reads it back, password never answered", async () => {
    const response = await api(
      "POST",
      "/system/user",
      admin,
      newUser("qianduoduo", {
        email: "qian@example.com",
        phone: "13900001111",
        landline: "010-88886666",
        address: "北京市海淀区 A 座 5 层",
        sex: "FEMALE",
        roleIds: [ids.staff],
        enabled: true,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const user = envelopeOf<User>(response).data;
    expect(user).toMatchObject({
      account: "qianduoduo",
      deptId: ids.finance,
      deptName: "财务部",
      email: "qian@example.com",
      phone: "13900001111",
      landline: "010-88886666",
      address: "北京市海淀区 A 座 5 层",
      sex: "FEMALE",
      enabled: true,
      type: "NORMAL",
      roleIds: [ids.staff],
      roleNames: ["普通用户"],
      dataDeptIds: [],
    });
    expect(response.body).not.toMatch(/password/i);
    ids.qian = user.id;
    expect(envelopeOf<User>(await api("GET", `/system/user/${user.id}`, admin)).data.account).toBe(
      "qianduoduo",
    );
    expect((await loginAs(app, "qianduoduo", PASSWORD)).user.authorities).toEqual([]);
  });

  it("answers a duplicate account 409 beside the field, whatever its case, in the caller's language", async () => {
    const response = await api("POST", "/system/user", admin, newUser("QianDuoDuo"), "en-US");
    expect(response.statusCode).toBe(409);
    expect(envelopeOf(response)).toMatchObject({
      status: 409,
      data: { fields: { account: "This account is already in use" } },
    });
  });

  it("refuses a weak password, a bad email and an unknown department beside their fields", async () => {
    const weak = await api("POST", "/system/user", admin, {
      ...newUser("weakling"),
      password: encryptPassword(key, "weakling1"),
    });
    expect(envelopeOf<{ fields: Record<string, string> }>(weak).data.fields).toHaveProperty("password");
    const email = await api("POST", "/system/user", admin, newUser("bademail", { email: "no-at-sign" }));
    expect(envelopeOf<{ fields: Record<string, string> }>(email).data.fields).toHaveProperty("email");
    const dept = await api("POST", "/system/user", admin, newUser("nodept", { deptId: "missing" }));
    expect(envelopeOf<{ fields: Record<string, string> }>(dept).data.fields).toHaveProperty("deptId");
    const account = await api("POST", "/system/user", admin, newUser("has space"));
    expect(envelopeOf<{ fields: Record<string, string> }>(account).data.fields).toHaveProperty("account");
  });

  it("ignores mass assignment: type, authorities, id and timestamps in a body are dropped", async () => {
    const response = await api(
      "POST",
      "/system/user",
      admin,
      newUser("masslover", { type: "SYSTEM", authorities: ["system"], id: "chosen-id", createdAt: 1 }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const user = envelopeOf<User>(response).data;
    expect(user).toMatchObject({ type: "NORMAL", roleIds: [] });
    expect(user.id).not.toBe("chosen-id");
    expect(user.createdAt).toBeGreaterThan(1);
    const updated = await api("PUT", `/system/user/${user.id}`, admin, {
      type: "SYSTEM",
      authorities: ["system"],
    });
    expect(envelopeOf<User>(updated).data.type).toBe("NORMAL");
    const { user: me } = await loginAs(app, "masslover", PASSWORD);
    expect(me).toMatchObject({ type: "NORMAL", authorities: [] });
  });

  it("updates only the fields sent; null clears", async () => {
    const response = await api("PUT", `/system/user/${ids.qian}`, admin, {
      phone: null,
      sex: null,
      name: "钱多多",
    });
    expect(envelopeOf<User>(response).data).toMatchObject({
      name: "钱多多",
      phone: null,
      sex: null,
      email: "qian@example.com",
    });
  });
});

describe("a user's own data authority in the form", () => {
  it("saves exactly the departments sent, keeps those beyond the caller's reach, answers their names", async () => {
    const saved = await api("PUT", `/system/user/${ids.qian}`, admin, {
      dataDeptIds: [ids.market, ids.finance],
    });
    expect(envelopeOf<User>(saved).data).toMatchObject({ dataDeptNames: ["市场部", "财务部"] });
    const trimmed = await api("PUT", `/system/user/${ids.qian}`, admin, { dataDeptIds: [ids.finance] });
    expect(envelopeOf<User>(trimmed).data.dataDeptIds).toEqual([ids.finance]);
    const bad = await api("PUT", `/system/user/${ids.qian}`, admin, { dataDeptIds: ["nowhere"] });
    expect(envelopeOf<{ fields: Record<string, string> }>(bad).data.fields).toHaveProperty("dataDeptIds");
    await api("PUT", `/system/user/${ids.qian}`, admin, { dataDeptIds: [] });
  });
});

describe("enable, disable and sessions", () => {
  it("disabling a user ends their sessions at once: their next call gets 401", async () => {
    const { token } = await loginAs(app, "qianduoduo", PASSWORD);
    expect((await api("GET", "/current/user", token)).statusCode).toBe(200);
    const off = await api("PUT", `/system/user/${ids.qian}`, admin, { enabled: false });
    expect(envelopeOf<User>(off).data.enabled).toBe(false);
    expect(envelopeOf(await api("GET", "/current/user", token))).toMatchObject({
      status: 401,
      errorCode: "TOKEN_INVALID",
    });
    expect((await tryLogin(app, "qianduoduo", PASSWORD)).statusCode).toBe(400);
    await api("PUT", `/system/user/${ids.qian}`, admin, { enabled: true });
    expect((await tryLogin(app, "qianduoduo", PASSWORD)).statusCode).toBe(200);
  });

  it("nobody disables or deletes themselves", async () => {
    const me = (await loginAs(app, ...ADMIN)).user.id;
    const off = await api("PUT", `/system/user/${me}`, admin, { enabled: false });
    expect(off.statusCode).toBe(409);
    expect((await api("DELETE", `/system/user/${me}`, admin)).statusCode).toBe(409);
    expect((await api("GET", "/current/user", admin)).statusCode).toBe(200);
  });

  it("resets another user's password, which ends their sessions", async () => {
    const { token } = await loginAs(app, "qianduoduo", PASSWORD);
    const reset = await api("PATCH", `/system/user/${ids.qian}/change/password`, admin, {
      newPassword: encryptPassword(key, "Reset#2030x"),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await api("GET", "/current/user", token)).statusCode).toBe(401);
    await loginAs(app, "qianduoduo", "Reset#2030x");
  });
});

describe("roles of a user", () => {
  it("a change of roles counts from the user's next call, not their next login", async () => {
    const { token } = await loginAs(app, "qianduoduo", "Reset#2030x");
    expect(
      envelopeOf<{ authorities: string[] }>(await api("GET", "/current/user", token)).data.authorities,
    ).toEqual([]);
    expect((await api("GET", "/device/room/query", token)).statusCode).toBe(403);
    await api("PUT", `/system/user/${ids.qian}`, admin, { roleIds: [ids.operatorRole] });
    const after = envelopeOf<{ authorities: string[] }>(await api("GET", "/current/user", token)).data;
    expect(after.authorities).toContain("meetingRoom");
    expect((await api("GET", "/device/room/query", token)).statusCode).toBe(200);
    await api("POST", "/system/user/batch/update/role", admin, { userIds: [ids.qian], roleIds: [ids.staff] });
    expect((await api("GET", "/device/room/query", token)).statusCode).toBe(403);
  });

  it("moves users to other roles in bulk", async () => {
    const made = await Promise.all(
      ["bulk1", "bulk2"].map(
        async (account) =>
          envelopeOf<User>(await api("POST", "/system/user", admin, newUser(account))).data.id,
      ),
    );
    const response = await api("POST", "/system/user/batch/update/role", admin, {
      userIds: made,
      roleIds: [ids.operatorRole, ids.staff],
    });
    expect(response.statusCode, response.body).toBe(200);
    for (const id of made) {
      expect(envelopeOf<User>(await api("GET", `/system/user/${id}`, admin)).data.roleIds.sort()).toEqual(
        [ids.operatorRole, ids.staff].sort(),
      );
    }
    const unknown = await api("POST", "/system/user/batch/update/role", admin, {
      userIds: made,
      roleIds: ["nope"],
    });
    expect(envelopeOf<{ fields: Record<string, string> }>(unknown).data.fields).toHaveProperty("roleIds");
  });

  it("a user cannot remove their own last SYSTEM role, by the form, in bulk or from the role", async () => {
    const me = (await loginAs(app, ...ADMIN)).user.id;
    const form = await api("PUT", `/system/user/${me}`, admin, { roleIds: [ids.staff] }, "en-US");
    expect(form.statusCode).toBe(409);
    expect(envelopeOf(form)).toMatchObject({
      message: "You cannot remove your own last SYSTEM role",
      data: { fields: { roleIds: "You cannot remove your own last SYSTEM role" } },
    });
    const bulk = await api("POST", "/system/user/batch/update/role", admin, { userIds: [me], roleIds: [] });
    expect(bulk.statusCode).toBe(409);
    const fromRole = await api("POST", `/system/role/${ids.adminRole}/remove/users`, admin, {
      userIds: [me],
    });
    expect(fromRole.statusCode).toBe(409);
    const flag = await api("PUT", `/system/role/${ids.adminRole}`, admin, { system: false });
    expect(flag.statusCode).toBe(409);
    expect(envelopeOf<{ type: string }>(await api("GET", "/current/user", admin)).data.type).toBe("SYSTEM");
    // Another SYSTEM role kept: then the first may go.
    const other = envelopeOf<{ id: string }>(
      await api("POST", "/system/role", admin, {
        name: "第二系统角色",
        groupId: await groupOf(ids.adminRole),
        system: true,
      }),
    ).data.id;
    await api("POST", `/system/role/${other}/add/users`, admin, { userIds: [me] });
    const kept = await api("PUT", `/system/user/${me}`, admin, { roleIds: [other] });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(envelopeOf<{ type: string }>(await api("GET", "/current/user", admin)).data.type).toBe("SYSTEM");
    // Holding only the new SYSTEM role (no resources), the admin still reaches the SYSTEM-only role calls.
    expect((await api("GET", "/system/user", admin)).statusCode).toBe(403);
    const back = await api("POST", `/system/role/${ids.adminRole}/add/users`, admin, { userIds: [me] });
    expect(back.statusCode, back.body).toBe(200);
    expect((await api("GET", "/system/user", admin)).statusCode).toBe(200);
  });
});

async function groupOf(role: string): Promise<string> {
  const [row] = await app.ctx.db.select({ groupId: roles.groupId }).from(roles).where(eq(roles.id, role));
  return row.groupId!;
}

describe("a department administrator (data authority and the role-tree rule)", () => {
  let head: string;
  let headToken: string;

  beforeAll(async () => {
    const made = await api(
      "POST",
      "/system/user",
      admin,
      newUser("opshead", { deptId: ids.ops, roleIds: [ids.deptAdminRole] }),
    );
    if (made.statusCode !== 200) throw new Error(made.body);
    head = envelopeOf<User>(made).data.id;
    await api("POST", `/system/authority/user/data/${head}`, admin, { deptIds: [ids.ops] });
    headToken = (await loginAs(app, "opshead", PASSWORD)).token;
  });

  it("lists only the users of the departments they cover, never SYSTEM users", async () => {
    const page = envelopeOf<{ records: User[]; total: number }>(
      await api("GET", "/system/user?size=500", headToken),
    ).data;
    const accounts = page.records.map((u) => u.account);
    expect(accounts).toEqual(expect.arrayContaining(["operator", "machao", "zhuhong", "hujun", "opshead"]));
    expect(accounts).not.toContain("admin");
    expect(accounts).not.toContain("qianduoduo");
    expect(page.records.every((u) => u.deptName === "运维中心" || u.deptName === "网络运维组")).toBe(true);
    const me = (await loginAs(app, ...ADMIN)).user.id;
    expect((await api("GET", `/system/user/${me}`, headToken)).statusCode).toBe(404);
  });

  it("never manages a SYSTEM user, even one of a department they cover", async () => {
    const me = (await loginAs(app, ...ADMIN)).user.id;
    const [hq] = envelopeOf<{ id: string }[]>(await api("GET", "/system/dept", admin)).data;
    await api("POST", `/system/authority/user/data/${head}`, admin, { deptIds: [ids.ops, hq.id] });
    try {
      expect((await api("GET", `/system/user/${me}`, headToken)).statusCode).toBe(404);
      expect((await api("PUT", `/system/user/${me}`, headToken, { name: "x" })).statusCode).toBe(404);
      const reset = await api("PATCH", `/system/user/${me}/change/password`, headToken, {
        newPassword: encryptPassword(key, "Taken#2030x"),
      });
      expect(reset.statusCode).toBe(404);
      const page = envelopeOf<{ records: User[] }>(await api("GET", "/system/user?size=500", headToken)).data;
      expect(page.records.map((u) => u.account)).toContain("qianduoduo");
      expect(page.records.map((u) => u.account)).not.toContain("admin");
    } finally {
      await api("POST", `/system/authority/user/data/${head}`, admin, { deptIds: [ids.ops] });
    }
  });

  it("filters by department (with the departments below it), role, enabled and keyword", async () => {
    const byDept = envelopeOf<{ records: User[] }>(
      await api("GET", `/system/user?deptId=${ids.ops}&size=100`, admin),
    ).data;
    expect(byDept.records.map((u) => u.deptName).sort()).toContain("网络运维组");
    const byRole = envelopeOf<{ records: User[] }>(
      await api("GET", `/system/user?roleId=${ids.operatorRole}`, admin),
    ).data;
    expect(byRole.records.every((u) => u.roleIds.includes(ids.operatorRole))).toBe(true);
    const byKeyword = envelopeOf<{ records: User[] }>(
      await api("GET", "/system/user?keyword=zhuh", admin),
    ).data;
    expect(byKeyword.records.map((u) => u.account)).toEqual(["zhuhong"]);
    // Any case; each searched column on its own: the name's end and the account's start do not join.
    const accountsFor = async (keyword: string) =>
      envelopeOf<{ records: User[] }>(
        await api("GET", `/system/user?keyword=${encodeURIComponent(keyword)}`, admin),
      ).data.records.map((u) => u.account);
    expect(await accountsFor("ZhuH")).toEqual(["zhuhong"]);
    expect(await accountsFor("朱红")).toEqual(["zhuhong"]);
    expect(await accountsFor("红zh")).toEqual([]);
    const sorted = envelopeOf<{ records: User[] }>(
      await api("GET", "/system/user?sort=account,asc&size=5", admin),
    ).data;
    const accounts = sorted.records.map((u) => u.account);
    expect(accounts).toEqual([...accounts].sort());
    // Two pages by name, newest direction, read in order: the first six of the whole list.
    const pageOf = async (page: number, size: number) =>
      envelopeOf<{ records: User[] }>(
        await api("GET", `/system/user?sort=name,desc&page=${page}&size=${size}`, admin),
      ).data.records.map((u) => u.id);
    expect([...(await pageOf(1, 3)), ...(await pageOf(2, 3))]).toEqual(await pageOf(1, 6));
    const all = envelopeOf<{ records: User[] }>(
      await api("GET", "/system/user?sort=name,desc&size=100", admin),
    ).data.records;
    expect(all.map((u) => u.name)).toEqual(
      [...all]
        .sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : a.id < b.id ? 1 : -1))
        .map((u) => u.name),
    );
    expect((await api("GET", "/system/user?sort=password,asc", admin)).statusCode).toBe(400);
    const posted = envelopeOf<{ records: User[] }>(
      await api("POST", "/system/user/list", admin, { ids: [ids.qian], page: 1, size: 10 }),
    ).data;
    expect(posted.records.map((u) => u.id)).toEqual([ids.qian]);
  });

  it("pages a department's subtree in one order: a grandchild's users in, a sibling's out, equal names by id", async () => {
    // 法规组 under 法务中心 under the headquarters; 审计部 beside 法务中心. Three users share a name.
    const [hq] = envelopeOf<{ id: string }[]>(await api("GET", "/system/dept", admin)).data;
    const dept = async (name: string, parentId: string) =>
      envelopeOf<{ id: string }>(await api("POST", "/system/dept", admin, { name, parentId })).data.id;
    const legal = await dept("法务中心", hq.id);
    const rules = await dept("法规组", legal);
    const audit = await dept("审计部", hq.id);
    const made: Record<string, string> = {};
    for (const [account, name, deptId] of [
      ["lawa", "Same", legal],
      ["lawb", "Same", rules],
      ["lawc", "Same", rules],
      ["lawd", "Zed", rules],
      ["lawe", "Able", legal],
      ["audita", "Same", audit],
    ]) {
      const response = await api("POST", "/system/user", admin, newUser(account, { name, deptId }));
      made[account] = envelopeOf<User>(response).data.id;
    }
    try {
      const same = [made.lawa, made.lawb, made.lawc].sort();
      const pageOf = async (deptId: string, sort: string, page: number, size: number) => {
        const url = `/system/user?deptId=${deptId}&sort=${sort}&page=${page}&size=${size}`;
        return envelopeOf<{ records: User[]; total: number }>(await api("GET", url, admin)).data;
      };
      for (const sort of ["name,asc", "name,desc", "createdAt,desc", "account,asc"]) {
        const whole = await pageOf(legal, sort, 1, 10);
        expect(whole.total).toBe(5);
        expect(whole.records.map((u) => u.account).sort()).toEqual(["lawa", "lawb", "lawc", "lawd", "lawe"]);
        const pages = [1, 2, 3, 4].map((page) => pageOf(legal, sort, page, 2));
        const read = (await Promise.all(pages)).flatMap((page) => page.records);
        expect(read.map((u) => u.id)).toEqual(whole.records.map((u) => u.id));
        // Each row whole, with its department's name read with it.
        expect(whole.records.find((u) => u.account === "lawb")).toMatchObject({
          deptName: "法规组",
          name: "Same",
        });
      }
      const ids = async (deptId: string, sort: string) =>
        (await pageOf(deptId, sort, 1, 10)).records.map((u) => u.id);
      expect(await ids(legal, "name,asc")).toEqual([made.lawe, ...same, made.lawd]);
      expect(await ids(legal, "name,desc")).toEqual([made.lawd, ...[...same].reverse(), made.lawe]);
      expect(await ids(rules, "name,asc")).toEqual([...[made.lawb, made.lawc].sort(), made.lawd]);
      expect(await ids(audit, "name,asc")).toEqual([made.audita]);
    } finally {
      for (const id of Object.values(made)) await api("DELETE", `/system/user/${id}`, admin);
      for (const id of [rules, legal, audit]) await api("DELETE", `/system/dept/${id}`, admin);
    }
  });

  it("walks a keyword's gram postings by name: the plain walk's pages, through renames, account changes and deletions", async () => {
    const made: Record<string, string> = {};
    const create = async (account: string, name: string, deptId: string) => {
      const response = await api("POST", "/system/user", admin, newUser(account, { name, deptId }));
      expect(response.statusCode, response.body).toBe(200);
      made[account] = envelopeOf<User>(response).data.id;
    };
    for (const [account, name, deptId] of [
      ["prism01", "棱镜 戊", ids.ops],
      ["prism02", "棱镜 甲", ids.finance],
      ["prism03", "Prism Zeta", ids.network],
      ["prism04", "棱镜 乙", ids.ops],
      ["prism05", "prism alpha", ids.finance],
      ["prism06", "棱镜 甲", ids.network],
      ["prism07", "Other 丙", ids.ops],
      ["lens08", "镜片 丁", ids.ops],
      ["quote10", "O'Neil_50%\\ 棱镜", ids.ops],
    ]) {
      await create(account, name, deptId);
    }
    const walked = ["prism", "RISM0", "棱镜 甲", "镜 乙", "ism a", "lens", "nothing", "'neil_", "50%\\ 棱"];
    for (const keyword of walked) expect(await postingGram(app.ctx.db, keyword), keyword).not.toBeNull();
    expect(await postingGram(app.ctx.db, "m0")).toBeNull();
    const listed = async (token: string, url: string) =>
      envelopeOf<{ records: User[]; total: number }>(await api("GET", url, token)).data;
    // The walk of users_name_idx without a keyword, filtered here: what the postings' walk must answer.
    const expected = async (token: string, keyword: string, direction: string) => {
      const all = await listed(token, `/system/user?sort=name,${direction}&size=500`);
      const wanted = keyword.trim().toLowerCase();
      return all.records
        .filter((u) => `${u.name}\u001f${u.account}`.toLowerCase().includes(wanted))
        .map((u) => u.id);
    };
    const paged = async (token: string, keyword: string, direction: string, size: number) => {
      const read: string[] = [];
      for (let page = 1; ; page++) {
        const query = `keyword=${encodeURIComponent(keyword)}&sort=name,${direction}&page=${page}&size=${size}`;
        const { records, total } = await listed(token, `/system/user?${query}`);
        read.push(...records.map((u) => u.id));
        if (records.length < size) return { read, total };
      }
    };
    const checkAll = async () => {
      for (const token of [admin, headToken]) {
        for (const keyword of [...walked, "m0"]) {
          for (const direction of ["asc", "desc"]) {
            const want = await expected(token, keyword, direction);
            for (const size of [1, 3]) {
              const { read, total } = await paged(token, keyword, direction, size);
              expect(read, `${keyword} ${direction} ${size}`).toEqual(want);
              expect(total).toBe(want.length);
            }
          }
        }
      }
    };
    try {
      await checkAll();
      const covered = await expected(headToken, "prism", "asc");
      expect(covered.sort()).toEqual(
        [made.prism01, made.prism03, made.prism04, made.prism06, made.prism07].sort(),
      );
      // An account changed by another write path (LDAP sync writes the table), then changes here.
      await app.ctx.db.update(users).set({ account: "prism08" }).where(eq(users.id, made.lens08));
      for (const response of [
        await api("PUT", `/system/user/${made.prism05}`, admin, { name: "棱镜 甲" }),
        await api("PUT", `/system/user/${made.prism01}`, admin, { name: "Able prism" }),
        await api("DELETE", `/system/user/${made.prism04}`, admin),
        await api("POST", "/system/user/delete/list", admin, { ids: [made.prism07] }),
      ]) {
        expect(response.statusCode, response.body).toBe(200);
      }
      await create("prism09", "Prism Omega", ids.network);
      await checkAll();
      const same = await expected(admin, "棱镜 甲", "asc");
      expect(same.sort()).toEqual([made.prism02, made.prism05, made.prism06].sort());
      const coveredNow = await expected(headToken, "prism", "asc");
      expect(coveredNow.sort()).toEqual(
        [made.prism01, made.lens08, made.prism03, made.prism06, made.prism09].sort(),
      );
      const { expected: grams, stored } = await postingsOf(app.ctx.db);
      expect(stored).toEqual(grams);
      // Without its postings a user drops out of the pages that walk them: by name, the keyword alone,
      // for a caller who sees everyone. Other filters and a data scope keep the plain walk.
      await app.ctx.db.delete(userGramPostings).where(eq(userGramPostings.userId, made.prism03));
      const accountsBy = async (token: string, query: string) =>
        (await listed(token, `/system/user?keyword=prism&size=50&${query}`)).records.map((u) => u.account);
      expect(await accountsBy(admin, "sort=name,asc")).not.toContain("prism03");
      expect(await accountsBy(admin, "sort=name,desc")).not.toContain("prism03");
      expect(await accountsBy(admin, "sort=account,asc")).toContain("prism03");
      expect(await accountsBy(admin, `sort=name,asc&deptId=${ids.network}`)).toContain("prism03");
      expect(await accountsBy(admin, "sort=name,asc&enabled=true")).toContain("prism03");
      expect(await accountsBy(headToken, "sort=name,asc")).toContain("prism03");
    } finally {
      const left = Object.values(made).filter((id) => id !== made.prism04 && id !== made.prism07);
      await api("POST", "/system/user/delete/list", admin, { ids: left });
    }
  });

  it("creates users only in covered departments, and gives only roles the rule lets them give", async () => {
    const outside = await api(
      "POST",
      "/system/user",
      headToken,
      newUser("outsider", { deptId: ids.finance }),
    );
    expect(envelopeOf<{ fields: Record<string, string> }>(outside).data.fields).toHaveProperty("deptId");
    const noDept = await api("POST", "/system/user", headToken, newUser("nodeptuser", { deptId: null }));
    expect(envelopeOf<{ fields: Record<string, string> }>(noDept).data.fields).toHaveProperty("deptId");
    // The SYSTEM role and a role with resources the head lacks are out of reach.
    for (const role of [ids.adminRole, ids.operatorRole]) {
      const response = await api(
        "POST",
        "/system/user",
        headToken,
        newUser(`escalate${role.slice(0, 4)}`, { deptId: ids.network, roleIds: [role] }),
      );
      expect(envelopeOf<{ fields: Record<string, string> }>(response).data.fields).toHaveProperty("roleIds");
    }
    const ok = await api(
      "POST",
      "/system/user",
      headToken,
      newUser("netstaff", { deptId: ids.network, roleIds: [ids.staff] }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    ids.netstaff = envelopeOf<User>(ok).data.id;
  });

  it("keeps the roles of a user they may not take when changing the others", async () => {
    const operatorId = envelopeOf<{ records: User[] }>(
      await api("GET", "/system/user?keyword=operator", admin),
    ).data.records[0].id;
    const response = await api("PUT", `/system/user/${operatorId}`, headToken, { roleIds: [ids.staff] });
    expect(response.statusCode, response.body).toBe(200);
    expect(envelopeOf<User>(response).data.roleIds.sort()).toEqual([ids.operatorRole, ids.staff].sort());
    await api("PUT", `/system/user/${operatorId}`, admin, { roleIds: [ids.operatorRole] });
  });

  it("marks the roles of the role tree they may not give", async () => {
    type Node = { id: string; type: string; disabled: boolean; children?: Node[] };
    const tree = envelopeOf<Node[]>(await api("GET", "/system/group?type=ROLE", headToken)).data;
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
    const byId = new Map(flat(tree).map((n) => [n.id, n]));
    expect(byId.get(ids.adminRole)?.disabled).toBe(true);
    expect(byId.get(ids.operatorRole)?.disabled).toBe(true);
    expect(byId.get(ids.staff)?.disabled).toBe(false);
    expect(byId.get(ids.deptAdminRole)?.disabled).toBe(false);
    const all = flat(envelopeOf<Node[]>(await api("GET", "/system/group?type=ROLE", admin)).data);
    expect(all.filter((n) => n.type === "ROLE").every((n) => !n.disabled)).toBe(true);
    expect((await api("GET", "/system/group", plain)).statusCode).toBe(403);
  });

  it("lists unpaged people and the administrators it manages", async () => {
    const people = envelopeOf<{ account: string }[]>(
      await api("POST", "/system/user/list/all/users", headToken, { deptId: ids.network }),
    ).data;
    expect(people.map((p) => p.account).sort()).toEqual(["hujun", "netstaff", "zhuhong"]);
    const admins = envelopeOf<{ account: string }[]>(await api("GET", "/system/user/admin", admin)).data.map(
      (a) => a.account,
    );
    expect(admins).toEqual(expect.arrayContaining(["admin", "opshead"]));
    const theirs = envelopeOf<{ account: string }[]>(
      await api("GET", "/system/user/admin", headToken),
    ).data.map((a) => a.account);
    expect(theirs).toEqual(["opshead"]);
  });

  it("deletes users, all or nothing; a user who created meetings stays", async () => {
    const gone = await api("POST", "/system/user/delete/list", headToken, { ids: [ids.netstaff] });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await api("GET", `/system/user/${ids.netstaff}`, admin)).statusCode).toBe(404);
    const mixed = await api("POST", "/system/user/delete/list", admin, { ids: [ids.qian, "unknown"] });
    expect(mixed.statusCode).toBe(404);
    expect((await api("GET", `/system/user/${ids.qian}`, admin)).statusCode).toBe(200);
    const [{ creatorId }] = await app.ctx.db
      .select({ creatorId: schedules.creatorId })
      .from(schedules)
      .limit(1);
    const creator = await api("DELETE", `/system/user/${creatorId}`, admin);
    expect(creator.statusCode).toBe(409);
    expect(envelopeOf(creator).message).toMatch(/会议/);
    expect((await api("GET", `/system/user/${creatorId}`, admin)).statusCode).toBe(200);
  });
});
