import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { bearerMatches } from "../../server/src/health/metrics.ts";
import { ADMIN, call, loginAs, makeApp, TEST_SECRET_KEY, tryLogin } from "./helpers.ts";

/**
 * The probes and the metrics of docs/health-and-metrics.md: plain answers outside the envelope,
 * public probes without secrets, and /metrics only for the bearer of METRICS_TOKEN.
 */
const TOKEN = "metrics-token-0123456789";
let app: FastifyInstance;
let bare: FastifyInstance;
beforeAll(async () => {
  [app, bare] = await Promise.all([makeApp({ config: { metricsToken: TOKEN } }), makeApp()]);
}, 60_000);
afterAll(() => Promise.all([app?.close(), bare?.close()]));

/** GET /metrics with `Bearer <TOKEN>`, another Authorization header, or (null) none. */
const scrape = (target = app, authorization: string | null = `Bearer ${TOKEN}`) =>
  target.inject({ method: "GET", url: "/metrics", headers: authorization === null ? {} : { authorization } });

/** The value of one sample of the exposition text (null when absent). */
function sample(text: string, name: string, labels = ""): number | null {
  const line = text.split("\n").find((row) => row.startsWith(`${name}${labels} `));
  return line === undefined ? null : Number(line.slice(line.lastIndexOf(" ") + 1));
}

describe("GET /api/v1/health", () => {
  it("answers 200 with plain JSON to anyone", async () => {
    const response = await call(app, "GET", "/api/v1/health");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: "ok", uptimeSeconds: expect.any(Number) });
  });
});

describe("GET /api/v1/ready", () => {
  it("answers 200 when the database answers and is migrated, with the drivers, the outbox and LDAP", async () => {
    const response = await call(app, "GET", "/api/v1/ready");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: "ready",
      database: { reachable: true, migrated: true },
      drivers: { running: false, driving: 0 },
      mailOutbox: { pending: expect.any(Number), failed: expect.any(Number) },
    });
    expect(body.drivers.mcus.length).toBeGreaterThan(0);
    for (const mcu of body.drivers.mcus)
      expect(mcu).toEqual({
        model: expect.any(String),
        status: expect.any(String),
        servers: expect.any(Number),
      });
    expect(body).not.toHaveProperty("message");
  });

  it("tells no secret: no password, key or address of a bridge", async () => {
    const text = (await call(app, "GET", "/api/v1/ready")).body;
    expect(text).not.toMatch(/password|secret|address|username/i);
    expect(text).not.toContain(TEST_SECRET_KEY);
  });

  it("answers 503 on a database that lacks a migration of this build", async () => {
    const other = await makeApp();
    try {
      await other.ctx.db.execute(
        sql`delete from schema_migrations where tag = (select max(tag) from schema_migrations)`,
      );
      const response = await call(other, "GET", "/api/v1/ready");
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: "unready",
        database: { reachable: true, migrated: false },
      });
    } finally {
      await other.close();
    }
  });
});

describe("GET /metrics", () => {
  it("is absent (404) without METRICS_TOKEN, whatever the caller sends", async () => {
    expect((await scrape(bare)).statusCode).toBe(404);
    expect((await scrape(bare, null)).statusCode).toBe(404);
  });

  it("answers only the bearer of the token; anyone else gets the 404 of a missing path", async () => {
    for (const authorization of [null, "Bearer wrong", `Bearer ${TOKEN}x`, TOKEN, `bearer ${TOKEN}`]) {
      const response = await scrape(app, authorization);
      expect(response.statusCode, String(authorization)).toBe(404);
      expect(response.body).not.toContain("meeting_console_");
    }
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("compares the token in constant time, whatever the length given", () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
    expect(bearerMatches("Bearer ", TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN.slice(0, -1)}!`, TOKEN)).toBe(false);
  });

  it("counts requests per route pattern, not per address, with their status and latency", async () => {
    const { token } = await loginAs(app, ...ADMIN);
    for (const id of ["a1", "b2", "c3"]) {
      await call(app, "GET", `/api/v1/meeting/meetings/${id}/live`, { token });
    }
    const text = (await scrape()).body;
    const route = 'method="GET",route="/api/v1/meeting/meetings/:id/live",status="404"';
    expect(sample(text, "meeting_console_http_requests_total", `{${route}}`)).toBe(3);
    expect(text).not.toContain("/meetings/a1/live");
    expect(
      sample(
        text,
        "meeting_console_http_request_duration_seconds_count",
        '{method="GET",route="/api/v1/meeting/meetings/:id/live"}',
      ),
    ).toBe(3);
    expect(text).toContain('route="/api/v1/login",status="200"');
  });

  it("reports the pool, the streams, the meetings, the MCUs, the outbox, LDAP and the process", async () => {
    const text = (await scrape()).body;
    expect(sample(text, "meeting_console_db_pool_connections", '{state="total"}')).toBeGreaterThan(0);
    expect(sample(text, "meeting_console_db_pool_connections", '{state="waiting"}')).toBe(0);
    expect(sample(text, "meeting_console_event_streams_open", '{scope="MEETING"}')).toBe(0);
    expect(sample(text, "meeting_console_meetings_running", "")).toEqual(expect.any(Number));
    expect(sample(text, "meeting_console_meeting_participants", '{status="ONLINE"}')).toEqual(
      expect.any(Number),
    );
    expect(text).toMatch(/^meeting_console_mcu_servers\{model="\w+",status="(ONLINE|OFFLINE)"\} \d+$/m);
    expect(sample(text, "meeting_console_mail_outbox_messages", '{status="PENDING"}')).toEqual(
      expect.any(Number),
    );
    expect(sample(text, "meeting_console_ldap_sync_last_status", '{status="SUCCEEDED"}')).toEqual(
      expect.any(Number),
    );
    expect(sample(text, "meeting_console_process_resident_memory_bytes", "")).toBeGreaterThan(0);
    expect(sample(text, "meeting_console_process_cpu_seconds_total", "")).toBeGreaterThan(0);
  });

  it("counts the login limiter's refusals", async () => {
    const before = sample((await scrape()).body, "meeting_console_login_limiter_refusals_total", "") ?? 0;
    const address = "203.0.113.77";
    for (let i = 0; i < 6; i++) await tryLogin(app, "user", "Wrong#Pass1", { address });
    const refused = await tryLogin(app, "user", "Wrong#Pass1", { address });
    expect(refused.statusCode).toBe(429);
    const after = sample((await scrape()).body, "meeting_console_login_limiter_refusals_total", "");
    expect(after).toBe(before + 2);
  });
});
