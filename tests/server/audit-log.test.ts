import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditLogEntry } from "#contract/audit-log";
import type { Page } from "#contract/list";
import { pruneAuditLog } from "../../server/src/audit/retention.ts";
import { roles } from "../../server/src/db/schema.ts";
import { auditLog } from "../../server/src/db/schema-audit.ts";
import {
  ADMIN,
  call,
  encryptPassword,
  envelopeOf,
  loginAs,
  makeApp,
  publicKeyOf,
  tryLogin,
} from "./helpers.ts";

let app: FastifyInstance;
let admin: string;
const PASSWORD = "Audit#2030";

async function ok<T>(method: string, url: string, token: string, payload?: unknown): Promise<T> {
  const response = await call(app, method, `/api/v1${url}`, { token, payload });
  if (response.statusCode !== 200)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return envelopeOf<T>(response).data;
}

const entries = (token: string, query = "") =>
  ok<Page<AuditLogEntry>>("GET", `/system/audit-log?size=100${query}`, token);

beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, ...ADMIN)).token;
});
afterAll(() => app.close());

describe("the audit log records", () => {
  it("a room edit with the room before and after", async () => {
    const room = await ok<{ id: string; deptId: string | null }>("POST", "/device/room", admin, {
      name: "审计会议室",
      capacity: 8,
    });
    await ok("PUT", `/device/room/${room.id}`, admin, { name: "审计会议室 改", capacity: 12 });
    const { records } = await entries(admin, "&feature=rooms");
    const edit = records.find((entry) => entry.operation === "rooms.update");
    expect(edit).toMatchObject({
      kind: "CHANGE",
      outcome: "SUCCESS",
      status: 200,
      actor: { account: "admin" },
      target: { id: room.id, name: "审计会议室 改" },
      before: { name: "审计会议室", capacity: 8 },
      after: { name: "审计会议室 改", capacity: 12 },
    });
    expect(records.find((entry) => entry.operation === "rooms.create")?.after).toMatchObject({
      name: "审计会议室",
    });
  });

  it("a refused change as a failure with its reason", async () => {
    const response = await call(app, "PUT", "/api/v1/device/room/no-such-room", {
      token: admin,
      payload: { name: "无", capacity: 1 },
    });
    expect(response.statusCode).toBe(404);
    const { records } = await entries(admin, "&outcome=FAILURE&feature=rooms");
    expect(records[0]).toMatchObject({
      operation: "rooms.update",
      status: 404,
      target: { id: "no-such-room" },
    });
    expect(records[0]?.reason).toBeTruthy();
  });

  it("a refused request that carried a NUL character, without it", async () => {
    const response = await call(app, "PUT", "/api/v1/device/room/nul%00room", {
      token: admin,
      payload: { name: "a\u0000b", capacity: 1 },
    });
    expect(response.statusCode).toBe(400);
    const [entry] = (await entries(admin, "&outcome=FAILURE&feature=rooms")).records;
    expect(entry).toMatchObject({ operation: "rooms.update", status: 400, target: { id: "nulroom" } });
    expect(entry?.after).toMatchObject({ name: "ab" });
  });

  it("a failed sign-in with the account and the address, and a sign-in", async () => {
    const refused = await tryLogin(app, "admin", "wrong-password", { address: "203.0.113.7" });
    expect(refused.statusCode).toBe(400);
    await tryLogin(app, "nobody-here", "wrong-password", { address: "203.0.113.8" });
    const failed = (await entries(admin, "&kind=SIGN_IN_FAILED")).records;
    expect(failed.find((entry) => entry.address === "203.0.113.7")).toMatchObject({
      operation: "auth.login",
      outcome: "FAILURE",
      account: "admin",
      actor: { account: "admin" },
      reason: "auth.badCredentials",
    });
    expect(failed.find((entry) => entry.address === "203.0.113.8")).toMatchObject({
      account: "nobody-here",
      actor: null,
    });
    const signIns = (await entries(admin, "&kind=SIGN_IN")).records;
    expect(signIns.some((entry) => entry.actor?.account === "admin" && entry.outcome === "SUCCESS")).toBe(
      true,
    );
  });

  it("an export, with its filters", async () => {
    const response = await call(app, "GET", "/api/v1/report/me/schedules/export?format=csv", {
      token: admin,
    });
    expect(response.statusCode).toBe(200);
    const { records } = await entries(admin, "&kind=EXPORT");
    expect(records[0]).toMatchObject({
      operation: "history.export",
      outcome: "SUCCESS",
      after: { format: "csv" },
    });
  });

  it("a user's password as masked, never its value", async () => {
    const key = await publicKeyOf(app);
    const password = encryptPassword(key, PASSWORD);
    await ok("POST", "/system/user", admin, { account: "audit-masked", name: "审计", password, roleIds: [] });
    const { records } = await entries(admin, "&feature=users");
    const created = records.find((entry) => entry.operation === "users.create");
    expect(created).toBeDefined();
    expect(JSON.stringify(created)).not.toContain(password);
    const rows = await app.ctx.db
      .select({ after: sql<string>`${auditLog.after}::text` })
      .from(auditLog)
      .where(eq(auditLog.operation, "users.create"));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.after).not.toContain(password);
  });

  it("nothing for a read", async () => {
    const before = (await entries(admin)).total;
    await ok("GET", "/device/room/query", admin);
    // The list read itself records nothing either.
    expect((await entries(admin)).total).toBe(before);
  });
});

describe("the audit log's entries", () => {
  it("cannot be changed or deleted through any route, nor in the database", async () => {
    const routes = app.registeredRoutes.filter(
      (route) => route.url.includes("audit-log") && route.method !== "GET" && route.method !== "HEAD",
    );
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual([
      "PUT /api/v1/system/audit-log/settings",
    ]);
    const [first] = (await entries(admin)).records;
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const response = await call(app, method, `/api/v1/system/audit-log/${first!.id}`, {
        token: admin,
        payload: {},
      });
      expect(response.statusCode).toBe(404);
    }
    for (const statement of [
      sql`update audit_log set address = 'x'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      const error = await app.ctx.db.execute(statement).then(
        () => null,
        (failure: Error) => failure,
      );
      expect(String((error?.cause as Error | undefined)?.message)).toMatch(/append-only/);
    }
    // The generic settings call cannot shorten the retention either.
    const generic = await call(app, "POST", "/api/v1/system/config", {
      token: admin,
      payload: { key: "AUDIT_RETENTION_DAYS", value: "1" },
    });
    expect(generic.statusCode).toBe(400);
  });

  it("older than the retention are pruned, and only those", async () => {
    const now = app.ctx.now();
    const day = 86_400_000;
    const values = (at: number) => ({
      at,
      kind: "CHANGE" as const,
      operation: "rooms.update",
      feature: "rooms",
      outcome: "SUCCESS" as const,
      status: 200,
      address: "198.51.100.1",
    });
    await app.ctx.db.insert(auditLog).values([values(now - 40 * day), values(now - 20 * day)]);
    await ok("PUT", "/system/audit-log/settings", admin, { retentionDays: 30 });
    expect(await pruneAuditLog(app.ctx.db, now)).toBe(1);
    const left = (await entries(admin, "&keyword=198.51.100.1")).records;
    expect(left.map((entry) => entry.at)).toEqual([now - 20 * day]);
    const setting = (await entries(admin, "&feature=auditLog")).records[0];
    expect(setting).toMatchObject({ before: { retentionDays: 365 }, after: { retentionDays: 30 } });
    const refused = await call(app, "PUT", "/api/v1/system/audit-log/settings", {
      token: admin,
      payload: { retentionDays: 1 },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe("who reads the audit log", () => {
  it("an administrator of some departments sees the entries of their actors and targets only", async () => {
    const inside = (await ok<{ id: string }>("POST", "/system/dept", admin, { name: "审计部门内" })).id;
    const outside = (await ok<{ id: string }>("POST", "/system/dept", admin, { name: "审计部门外" })).id;
    const [deptAdmin] = await app.ctx.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.name, "部门管理员"));
    const key = await publicKeyOf(app);
    const auditor = await ok<{ id: string }>("POST", "/system/user", admin, {
      account: "audit-reader",
      name: "审计员",
      deptId: inside,
      roleIds: [deptAdmin!.id],
      password: encryptPassword(key, PASSWORD),
    });
    await ok("POST", `/system/authority/user/data/${auditor.id}`, admin, { deptIds: [inside] });
    const roomIn = await ok<{ id: string }>("POST", "/device/room", admin, {
      name: "审计内会议室",
      deptId: inside,
      capacity: 4,
    });
    const roomOut = await ok<{ id: string }>("POST", "/device/room", admin, {
      name: "审计外会议室",
      deptId: outside,
      capacity: 4,
    });
    await ok("PUT", `/device/room/${roomIn.id}`, admin, {
      name: "审计内会议室 改",
      deptId: inside,
      capacity: 5,
    });
    await ok("PUT", `/device/room/${roomOut.id}`, admin, {
      name: "审计外会议室 改",
      deptId: outside,
      capacity: 5,
    });

    const reader = (await loginAs(app, "audit-reader", PASSWORD)).token;
    const seen = (await entries(reader)).records;
    const targets = seen.map((entry) => entry.target?.id);
    expect(targets).toContain(roomIn.id);
    expect(targets).not.toContain(roomOut.id);
    // Their own sign-in is theirs; the administrator's (no department in scope) is not.
    expect(seen.some((entry) => entry.kind === "SIGN_IN" && entry.actor?.account === "audit-reader")).toBe(
      true,
    );
    expect(seen.some((entry) => entry.actor?.account === "admin" && entry.kind === "SIGN_IN")).toBe(false);
    const all = (await entries(admin)).records.map((entry) => entry.target?.id);
    expect(all).toEqual(expect.arrayContaining([roomIn.id, roomOut.id]));
    // The export follows the same scope.
    const exported = await call(app, "GET", "/api/v1/system/audit-log/export?format=csv", { token: reader });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain("审计内会议室 改");
    expect(exported.body).not.toContain("审计外会议室 改");
  });

  it("is refused to a user without the system permission, and its retention to non-SYSTEM users", async () => {
    const user = (await loginAs(app, "operator", "Operator@123")).token;
    expect((await call(app, "GET", "/api/v1/system/audit-log", { token: user })).statusCode).toBe(403);
    expect(
      (await call(app, "GET", "/api/v1/system/audit-log/export?format=csv", { token: user })).statusCode,
    ).toBe(403);
  });
});
