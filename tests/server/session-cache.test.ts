import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { CurrentUser } from "#contract/auth";
import { SessionCache } from "../../server/src/auth/session-cache.ts";
import { ADMIN, call, envelopeOf, loginAs, makeApp, makeInstances, OPERATOR, USER } from "./helpers.ts";

/**
 * The session cache (auth/session-cache.ts) on a real PostgreSQL: a request's session is
 * served from memory, and every write that changes it, through this instance, through another or
 * straight into the database, is seen on the next calls.
 */
const me = (app: FastifyInstance, token: string) => call(app, "GET", "/api/v1/current/user", { token });
const nameOf = async (app: FastifyInstance, token: string) =>
  envelopeOf<CurrentUser>(await me(app, token)).data?.name;

/** Polls until `check` holds (a notification crosses a connection), failing after a generous bound. */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Writes the user's name straight into the database, its trigger off: no instance hears of it. */
async function renameUnheard(app: FastifyInstance, account: string, name: string): Promise<void> {
  await app.ctx.db.transaction(async (tx) => {
    await tx.execute(sql`alter table users disable trigger auth_changed_users_update`);
    await tx.execute(sql`update users set name = ${name} where account = ${account}`);
    await tx.execute(sql`alter table users enable trigger auth_changed_users_update`);
  });
}

const listenerUp = async (app: FastifyInstance) => {
  const result = (await app.ctx.db.execute(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query = 'LISTEN auth_changed'`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n > 0;
};

describe("the cache itself", () => {
  it("keeps nothing while disabled, and forgets everything when disabled", () => {
    const cache = new SessionCache<string>();
    cache.put("a", "row", cache.stamp());
    expect(cache.get("a")).toBeUndefined();
    cache.setEnabled(true);
    cache.put("a", "row", cache.stamp());
    expect(cache.get("a")).toBe("row");
    cache.setEnabled(false);
    expect(cache.get("a")).toBeUndefined();
  });

  it("drops a row read before a clear (a write committed while it was being read)", () => {
    const cache = new SessionCache<string>();
    cache.setEnabled(true);
    const stamp = cache.stamp();
    cache.clear();
    cache.put("a", "stale", stamp);
    expect(cache.get("a")).toBeUndefined();
  });

  it("forgets a row after a minute even without a notification", () => {
    const cache = new SessionCache<string>();
    cache.setEnabled(true);
    cache.put("a", "row", cache.stamp(), 0);
    expect(cache.get("a", 59_000)).toBe("row");
    expect(cache.get("a", 61_000)).toBeUndefined();
  });
});

describe("one instance", () => {
  let app: FastifyInstance;
  let admin: string;
  let user: { token: string; id: string };

  beforeAll(async () => {
    app = await makeApp({ sessionCache: true });
    admin = (await loginAs(app, ...ADMIN)).token;
    const logged = await loginAs(app, ...USER);
    user = { token: logged.token, id: logged.user.id };
    await eventually(() => listenerUp(app), "the listener is up");
  });
  afterAll(() => app.close());

  it("serves a known session from memory: a write nobody hears of is not seen until a write through the server", async () => {
    const before = await nameOf(app, user.token);
    await renameUnheard(app, "user", "Unheard name");
    expect(await nameOf(app, user.token)).toBe(before);
    // Any successful write through this instance clears the cache before its answer.
    expect((await call(app, "POST", "/api/v1/logout", { token: admin })).statusCode).toBe(200);
    expect(await nameOf(app, user.token)).toBe("Unheard name");
    admin = (await loginAs(app, ...ADMIN)).token;
  });

  it("sees a write made straight into the database once its notification arrives", async () => {
    await me(app, user.token);
    await app.ctx.db.execute(sql`update users set name = 'Renamed in SQL' where account = 'user'`);
    await eventually(async () => (await nameOf(app, user.token)) === "Renamed in SQL", "the new name shows");
  });

  it("takes away a permission removed in the database from the user's next calls", async () => {
    const operator = await loginAs(app, ...OPERATOR);
    const held = envelopeOf<CurrentUser>(await me(app, operator.token)).data.authorities;
    expect(held).toContain("meetingRoom");
    await app.ctx.db.execute(
      sql`delete from role_permissions where permission = 'meetingRoom' and role_id in (select role_id from user_roles where user_id = ${operator.user.id})`,
    );
    await eventually(
      async () =>
        !envelopeOf<CurrentUser>(await me(app, operator.token)).data.authorities.includes("meetingRoom"),
      "the permission is gone",
    );
  });

  it("ends a disabled user's access on their very next call", async () => {
    const { token, user: target } = await loginAs(app, ...USER);
    expect((await me(app, token)).statusCode).toBe(200);
    const off = await call(app, "PUT", `/api/v1/system/user/${target.id}`, {
      token: admin,
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(envelopeOf(await me(app, token))).toMatchObject({ status: 401, errorCode: "TOKEN_INVALID" });
    await call(app, "PUT", `/api/v1/system/user/${target.id}`, { token: admin, payload: { enabled: true } });
    user.token = (await loginAs(app, ...USER)).token;
  });

  it("caches nothing while its listener is down, and again once it is back", async () => {
    await app.ctx.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN auth_changed'`,
    );
    await eventually(async () => !(await listenerUp(app)), "the listener is gone");
    await me(app, user.token);
    await renameUnheard(app, "user", "Seen without the listener");
    expect(await nameOf(app, user.token)).toBe("Seen without the listener");
    await eventually(() => listenerUp(app), "the listener is back");
    await eventually(async () => {
      await me(app, user.token);
      await renameUnheard(app, "user", "Cached again");
      return (await nameOf(app, user.token)) !== "Cached again";
    }, "a known session is served from memory again");
  });
});

describe("two instances on one database", () => {
  let instances: { apps: FastifyInstance[]; close(): Promise<void> };

  beforeAll(async () => {
    instances = await makeInstances(2, { sessionCache: true });
    for (const app of instances.apps) await eventually(() => listenerUp(app), "the listeners are up");
  });
  afterAll(() => instances.close());

  it("a logout on one instance ends the session on the other", async () => {
    const [a, b] = instances.apps;
    const { token } = await loginAs(a, ...USER);
    expect((await me(b, token)).statusCode).toBe(200);
    expect((await call(a, "POST", "/api/v1/logout", { token })).statusCode).toBe(200);
    await eventually(
      async () => (await me(b, token)).statusCode === 401,
      "the other instance refuses the token",
    );
  });
});
