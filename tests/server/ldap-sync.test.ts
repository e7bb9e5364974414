import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { LdapSettings, LdapTestResult } from "#contract/ldap";
import { users } from "../../server/src/db/schema.ts";
import { ldapAccounts, ldapSettings } from "../../server/src/db/schema-ldap.ts";
import { ADMIN, call, envelopeOf, loginAs, makeApp, OPERATOR, TEST_SECRET_KEY, USER } from "./helpers.ts";
import {
  awaitSync,
  configureLdap,
  createDept,
  ldapBody,
  mapOu,
  startSync,
  syncNow,
  syncStatus,
} from "./ldap-helpers.ts";
import {
  DEFAULT_DIRECTORY,
  ouDn,
  SERVICE_PASSWORD,
  type Slapd,
  startSlapd,
  userAttributes,
} from "./slapd.ts";

/** The user synchronisation against a real slapd: departments by OU, idempotence, leavers, failures. */
let slapd: Slapd;
let app: FastifyInstance;
let admin: string;
const depts: Record<string, string> = {};

beforeAll(async () => {
  [slapd, app] = await Promise.all([startSlapd(), makeApp()]);
  admin = (await loginAs(app, ...ADMIN)).token;
  depts.sales = await createDept(app, admin, "LDAP Sales");
  depts.engineering = await createDept(app, admin, "LDAP Engineering");
  depts.platform = await createDept(app, admin, "LDAP Platform", depts.engineering);
  await configureLdap(app, admin, slapd);
  for (const [ous, dept] of [
    [["Sales"], depts.sales],
    [["Engineering"], depts.engineering],
    [["Platform", "Engineering"], depts.platform],
  ] as const) {
    expect((await mapOu(app, admin, ouDn(ous), dept)).statusCode).toBe(200);
  }
});
afterAll(async () => {
  await app?.close();
  await slapd?.stop();
});

const directoryUser = (account: string) =>
  app.ctx.db
    .select({
      id: users.id,
      name: users.name,
      deptId: users.deptId,
      enabled: users.enabled,
      email: users.email,
    })
    .from(users)
    .innerJoin(ldapAccounts, eq(ldapAccounts.userId, users.id))
    .where(eq(users.account, account))
    .then((rows) => rows[0]);

const directoryUserCount = async () =>
  (await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(ldapAccounts))[0].n;

describe("the connection settings", () => {
  it("stores the bind password sealed and never answers it", async () => {
    const saved = await configureLdap(app, admin, slapd);
    const read = await call(app, "GET", "/api/v1/system/config/ldap", { token: admin });
    const status = await call(app, "GET", "/api/v1/system/sync/user/status", { token: admin });
    for (const response of [saved, read, status]) expect(response.body).not.toContain(SERVICE_PASSWORD);
    expect(envelopeOf<LdapSettings>(read).data).toMatchObject({
      configured: true,
      bindPasswordSet: true,
      url: slapd.url,
      attributes: { account: "uid", name: "cn", email: "mail", phone: "telephoneNumber", id: "entryUUID" },
    });
    expect(envelopeOf<Record<string, unknown>>(read).data).not.toHaveProperty("bindPassword");
    const [row] = await app.ctx.db.select().from(ldapSettings);
    expect(row.bindPasswordSealed).not.toContain(SERVICE_PASSWORD);
    expect((await app.ctx.secrets()).open(row.bindPasswordSealed!)).toBe(SERVICE_PASSWORD);
    expect(TEST_SECRET_KEY).not.toContain(SERVICE_PASSWORD);
  });

  it("keeps the stored password when the form sends none, but only for the same server and DN", async () => {
    const keep = await call(app, "PUT", "/api/v1/system/config/ldap", {
      token: admin,
      payload: await ldapBody(app, slapd, { bindPassword: null }),
    });
    expect(keep.statusCode).toBe(200);
    const elsewhere = await call(app, "POST", "/api/v1/system/config/ldap/test", {
      token: admin,
      language: "en-US",
      payload: await ldapBody(app, { url: "ldap://127.0.0.1:1" }, { bindPassword: null }),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(envelopeOf<{ fields: Record<string, string> }>(elsewhere).data.fields).toEqual({
      bindPassword: "Enter the bind password",
    });
  });

  it("refuses a DN or a filter that does not parse, beside the field", async () => {
    const response = await call(app, "POST", "/api/v1/system/config/ldap/test", {
      token: admin,
      language: "en-US",
      payload: await ldapBody(app, slapd, { baseDn: "people", userFilter: "((uid=a)" }),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(envelopeOf<{ fields: object }>(response).data.fields).sort()).toEqual([
      "baseDn",
      "userFilter",
    ]);
  });

  it("tests a connection: the users the filter finds, or why it failed", async () => {
    const test = async (overrides: Parameters<typeof ldapBody>[2], target: Pick<Slapd, "url"> = slapd) =>
      envelopeOf<LdapTestResult>(
        await call(app, "POST", "/api/v1/system/config/ldap/test", {
          token: admin,
          language: "en-US",
          payload: await ldapBody(app, target, overrides),
        }),
      ).data;
    const ok = await test({});
    expect(ok).toMatchObject({ ok: true, failure: null, users: DEFAULT_DIRECTORY.users.length });
    expect(ok.sample).toContain("alice");
    expect(ok.message).toMatch(/finds 4 user/);
    expect(await test({ bindPassword: "wrong" })).toMatchObject({ ok: false, failure: "BIND_FAILED" });
    expect(await test({ baseDn: "ou=nowhere,dc=example,dc=com" })).toMatchObject({
      failure: "BASE_NOT_FOUND",
    });
    const unreachable = await test({}, { url: "ldap://127.0.0.1:1" });
    expect(unreachable).toMatchObject({ ok: false, failure: "CONNECT_FAILED" });
    expect(unreachable.message).toMatch(/Cannot reach the LDAP server/);
  });

  it("lists the directory's OUs to choose from", async () => {
    const response = await call(app, "GET", "/api/v1/system/config/ldap/directory-ous", { token: admin });
    const dns = envelopeOf<{ dn: string; name: string }[]>(response).data;
    expect(dns).toEqual(
      expect.arrayContaining([
        { dn: ouDn(["Sales"]), name: "Sales" },
        { dn: ouDn(["Platform", "Engineering"]), name: "Platform" },
      ]),
    );
  });
});

describe("the OU mapping", () => {
  it("refuses an OU mapped twice (case and spaces aside), a bad DN and an unknown department", async () => {
    const twice = await mapOu(app, admin, "OU=sales, ou=People ,dc=example,dc=com", depts.engineering);
    expect(twice.statusCode).toBe(409);
    expect(envelopeOf<{ fields: object }>(twice).data.fields).toHaveProperty("ouDn");
    expect((await mapOu(app, admin, "not a dn", depts.sales)).statusCode).toBe(400);
    const unknown = await mapOu(app, admin, "ou=Other,dc=example,dc=com", "no-such-dept");
    expect(envelopeOf<{ fields: object }>(unknown).data.fields).toHaveProperty("deptId");
  });

  it("lists, changes and deletes mappings", async () => {
    const created = envelopeOf<{ id: string }>(
      await mapOu(app, admin, "ou=Temp,dc=example,dc=com", depts.sales),
    );
    const id = created.data.id;
    const list = envelopeOf<{ records: { ouDn: string; deptName: string }[]; total: number }>(
      await call(app, "GET", "/api/v1/system/config/ldap/ou?keyword=temp", { token: admin }),
    ).data;
    expect(list).toMatchObject({
      total: 1,
      records: [{ ouDn: "ou=Temp,dc=example,dc=com", deptName: "LDAP Sales" }],
    });
    const moved = await call(app, "PUT", `/api/v1/system/config/ldap/ou/${id}`, {
      token: admin,
      payload: { ouDn: "ou=Temp2,dc=example,dc=com", deptId: depts.platform },
    });
    expect(envelopeOf(moved).data).toMatchObject({
      ouDn: "ou=Temp2,dc=example,dc=com",
      deptName: "LDAP Platform",
    });
    expect(
      (await call(app, "DELETE", `/api/v1/system/config/ldap/ou/${id}`, { token: admin })).statusCode,
    ).toBe(200);
    expect((await call(app, "GET", `/api/v1/system/config/ldap/ou/${id}`, { token: admin })).statusCode).toBe(
      404,
    );
  });
});

describe("synchronisation", () => {
  it("creates the directory's users, each in the department of its nearest mapped OU", async () => {
    const run = await syncNow(app, admin);
    expect(run).toMatchObject({
      status: "SUCCEEDED",
      phase: "DONE",
      found: 4,
      processed: 4,
      created: 4,
      disabled: 0,
      skipped: 0,
      startedBy: expect.any(String),
    });
    expect(await directoryUser("alice")).toMatchObject({
      name: "Alice Liu",
      deptId: depts.sales,
      email: "alice@example.com",
      enabled: true,
    });
    expect((await directoryUser("bob")).deptId).toBe(depts.engineering);
    expect((await directoryUser("carol")).deptId).toBe(depts.platform);
    expect((await directoryUser("dave")).deptId).toBeNull();
  });

  it("is idempotent: run again, nothing changes", async () => {
    const before = await app.ctx.db.select().from(users).orderBy(users.id);
    const run = await syncNow(app, admin);
    expect(run).toMatchObject({ status: "SUCCEEDED", created: 0, updated: 0, unchanged: 4, disabled: 0 });
    expect(await app.ctx.db.select().from(users).orderBy(users.id)).toEqual(before);
  });

  it("follows changes of the directory, and keeps a department set by hand outside mapped OUs", async () => {
    const dave = await directoryUser("dave");
    await app.ctx.db.update(users).set({ deptId: depts.sales }).where(eq(users.id, dave.id));
    const directory = await slapd.admin();
    await directory.modify(slapd.userDn({ uid: "bob", ous: ["Engineering"] }), [
      new (await import("ldapts")).Change({
        operation: "replace",
        modification: new (await import("ldapts")).Attribute({ type: "cn", values: ["Robert Wang"] }),
      }),
    ]);
    await directory.unbind();
    const run = await syncNow(app, admin);
    expect(run).toMatchObject({ updated: 1, unchanged: 3 });
    expect((await directoryUser("bob")).name).toBe("Robert Wang");
    expect((await directoryUser("dave")).deptId).toBe(depts.sales);
  });

  it("disables (never deletes) a user who left the directory, ends their sessions, and enables them on return", async () => {
    await call(app, "PUT", "/api/v1/system/config/authentication", {
      token: admin,
      payload: { loginType: "LDAP", singleSession: false, passwordPolicy: { minLength: 8, minClasses: 3 } },
    });
    const carol = DEFAULT_DIRECTORY.users.find((user) => user.uid === "carol")!;
    const session = await loginAs(app, "carol", carol.password);
    const directory = await slapd.admin();
    await directory.del(slapd.userDn(carol));
    const run = await syncNow(app, admin);
    expect(run).toMatchObject({ status: "SUCCEEDED", disabled: 1 });
    expect(await directoryUser("carol")).toMatchObject({ enabled: false, deptId: depts.platform });
    const after = await call(app, "GET", "/api/v1/current/user", { token: session.token });
    expect(after.statusCode).toBe(401);

    expect((await syncNow(app, admin)).disabled).toBe(0);
    await directory.add(slapd.userDn(carol), userAttributes(carol));
    await directory.unbind();
    const back = await syncNow(app, admin);
    expect(back).toMatchObject({ enabled: 1, created: 0 });
    expect((await directoryUser("carol")).enabled).toBe(true);
    expect(await directoryUserCount()).toBe(4);
  });

  it("keeps a user an administrator disabled disabled", async () => {
    const alice = await directoryUser("alice");
    await call(app, "PUT", `/api/v1/system/user/${alice.id}`, { token: admin, payload: { enabled: false } });
    await syncNow(app, admin);
    expect((await directoryUser("alice")).enabled).toBe(false);
    await call(app, "PUT", `/api/v1/system/user/${alice.id}`, { token: admin, payload: { enabled: true } });
  });

  it("never takes over a local account of the same name", async () => {
    const directory = await slapd.admin();
    const impostor = { uid: "admin", cn: "Directory Admin", password: "Impostor-1", ous: ["Sales"] };
    await directory.add(slapd.userDn(impostor), userAttributes(impostor));
    await directory.unbind();
    const run = await syncNow(app, admin);
    expect(run.skipped).toBe(1);
    expect(run.problems).toEqual([
      expect.objectContaining({ account: "admin", problem: "ACCOUNT_LOCAL", message: expect.any(String) }),
    ]);
    const [local] = await app.ctx.db.select().from(users).where(eq(users.account, "admin"));
    expect(local.name).not.toBe("Directory Admin");
    expect(await directoryUser("admin")).toBeUndefined();
    const cleanup = await slapd.admin();
    await cleanup.del(slapd.userDn(impostor));
    await cleanup.unbind();
  });

  it("reports a bind failure clearly and changes nothing", async () => {
    const before = await app.ctx.db.select().from(users).orderBy(users.id);
    await configureLdap(app, admin, slapd, { bindPassword: "Not-The-Password-1" });
    const run = await syncNow(app, admin);
    expect(run).toMatchObject({ status: "FAILED", failure: "BIND_FAILED", created: 0, disabled: 0 });
    const english = await syncStatus(app, admin, "en-US");
    expect(english.run?.message).toBe(
      "The LDAP bind failed: the bind DN or password is wrong; nothing was changed",
    );
    expect(await app.ctx.db.select().from(users).orderBy(users.id)).toEqual(before);
    await configureLdap(app, admin, slapd);
  });

  it("changes nothing when the directory answers no user at all", async () => {
    await configureLdap(app, admin, slapd, { userFilter: "(uid=nobody-at-all)" });
    const run = await syncNow(app, admin);
    expect(run).toMatchObject({ status: "FAILED", failure: "EMPTY_DIRECTORY", disabled: 0 });
    expect((await directoryUser("bob")).enabled).toBe(true);
    await configureLdap(app, admin, slapd);
  });

  it("says clearly when the stored password cannot be opened with the server key", async () => {
    const [row] = await app.ctx.db.select().from(ldapSettings);
    await app.ctx.db.update(ldapSettings).set({ bindPasswordSealed: "v1.AAAA.AAAA.AAAA" });
    const run = await syncNow(app, admin);
    expect(run).toMatchObject({ status: "FAILED", failure: "KEY_UNREADABLE" });
    await app.ctx.db.update(ldapSettings).set({ bindPasswordSealed: row.bindPasswordSealed });
  });

  it("answers 409 to a second start while one runs (a run of another instance)", async () => {
    const { ldapSyncRuns } = await import("../../server/src/db/schema-ldap.ts");
    const now = Date.now();
    await app.ctx.db.insert(ldapSyncRuns).values({
      id: "other-instance",
      status: "RUNNING",
      phase: "WRITING",
      startedAt: now,
      heartbeatAt: now,
    });
    const second = await startSync(app, admin);
    expect(second.statusCode).toBe(409);
    expect(envelopeOf(second)).toMatchObject({ errorCode: "SYNC_RUNNING" });
    // An instance that stopped writing for 30 s died: its run reads as interrupted and a new one may start.
    await app.ctx.db
      .update(ldapSyncRuns)
      .set({ heartbeatAt: now - 60_000 })
      .where(eq(ldapSyncRuns.id, "other-instance"));
    const started = await startSync(app, admin);
    expect(started.statusCode).toBe(200);
    await awaitSync(app, admin);
    const [old] = await app.ctx.db.select().from(ldapSyncRuns).where(eq(ldapSyncRuns.id, "other-instance"));
    expect(old).toMatchObject({ status: "FAILED", failure: "INTERRUPTED" });
  });
});

describe("rights", () => {
  it("leaves the directory to SYSTEM users", async () => {
    for (const [account, password] of [OPERATOR, USER]) {
      const { token } = await loginAs(app, account, password);
      for (const [method, url] of [
        ["GET", "/api/v1/system/config/ldap"],
        ["GET", "/api/v1/system/config/ldap/ou"],
        ["GET", "/api/v1/system/sync/user"],
        ["GET", "/api/v1/system/sync/user/status"],
        ["GET", "/api/v1/system/config/authentication"],
      ]) {
        expect((await call(app, method, url, { token })).statusCode, `${account} ${url}`).toBe(403);
      }
    }
  });
});
