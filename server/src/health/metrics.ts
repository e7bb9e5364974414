import { timingSafeEqual } from "node:crypto";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type pg from "pg";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import { ApiError } from "../errors.ts";
import { readHealthState } from "./health-state.ts";

/**
 * GET /metrics in the Prometheus text format (docs/health-and-metrics.md lists the names). It exists
 * only when METRICS_TOKEN is set, and answers only `Authorization: Bearer <METRICS_TOKEN>`; anything
 * else gets the 404 of a path that does not exist. Without the token nothing is counted either.
 * Each instance has its own registry: Prometheus scrapes every instance and sums.
 */
export const METRICS_PATH = "/metrics";
const PREFIX = "meeting_console_";
/** Refusals of the per-address limits and of an account's pace (auth/login-limits.ts, account-pace.ts). */
const LIMITER_REFUSALS: ReadonlySet<string> = new Set(["auth.tooManyFailures", "auth.accountPaced"]);

/** Constant-time comparison of the Authorization header with the expected bearer token. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? "", "utf8");
  const expected = Buffer.from(`Bearer ${token}`, "utf8");
  // Compared against itself when the lengths differ, so that the time does not tell the length.
  return (
    timingSafeEqual(given.length === expected.length ? given : expected, expected) &&
    given.length === expected.length
  );
}

function instruments(registry: Registry) {
  const registers = [registry];
  return {
    requests: new Counter({
      name: `${PREFIX}http_requests_total`,
      help: "HTTP requests answered, by method, route pattern and status code",
      labelNames: ["method", "route", "status"] as const,
      registers,
    }),
    duration: new Histogram({
      name: `${PREFIX}http_request_duration_seconds`,
      help: "Time to answer an HTTP request, by method and route pattern",
      labelNames: ["method", "route"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
    deviceMessages: new Counter({
      name: `${PREFIX}device_messages_total`,
      help: "Device messages received by this instance since it started, by transport and outcome (applied, keyUnknown, keyRevoked, notJson, invalid, tooLarge, flood...)",
      labelNames: ["transport", "outcome"] as const,
      registers,
    }),
    loginRefusals: new Counter({
      name: `${PREFIX}login_limiter_refusals_total`,
      help: "Password checks the login limiter refused (too many failures, or an account's pace under spread guesses)",
      registers,
    }),
    pool: new Gauge({
      name: `${PREFIX}db_pool_connections`,
      help: "Connections of the database pool: total, idle, and callers waiting for one",
      labelNames: ["state"] as const,
      registers,
    }),
    streams: new Gauge({
      name: `${PREFIX}event_streams_open`,
      help: "Live event streams (SSE) open on this instance, by scope",
      labelNames: ["scope"] as const,
      registers,
    }),
    meetings: new Gauge({
      name: `${PREFIX}meetings_running`,
      help: "Meetings running on their bridge now (all instances)",
      registers,
    }),
    participants: new Gauge({
      name: `${PREFIX}meeting_participants`,
      help: "Participants of the running meetings, by call status",
      labelNames: ["status"] as const,
      registers,
    }),
    driving: new Gauge({
      name: `${PREFIX}meetings_driven`,
      help: "Meetings this instance's driver loop drives now",
      registers,
    }),
    mcus: new Gauge({
      name: `${PREFIX}mcu_servers`,
      help: "MCU servers by model and status",
      labelNames: ["model", "status"] as const,
      registers,
    }),
    outbox: new Gauge({
      name: `${PREFIX}mail_outbox_messages`,
      help: "Notifications waiting in the outbox (PENDING) or given up (FAILED)",
      labelNames: ["status"] as const,
      registers,
    }),
    ldapStatus: new Gauge({
      name: `${PREFIX}ldap_sync_last_status`,
      help: "The status of the last LDAP synchronisation (1 for its status, 0 for the others)",
      labelNames: ["status"] as const,
      registers,
    }),
    ldapFinished: new Gauge({
      name: `${PREFIX}ldap_sync_last_finished_timestamp_seconds`,
      help: "When the last finished LDAP synchronisation ended",
      registers,
    }),
    ldapEntries: new Gauge({
      name: `${PREFIX}ldap_sync_last_entries`,
      help: "Entries of the last LDAP synchronisation, by outcome",
      labelNames: ["outcome"] as const,
      registers,
    }),
  };
}

type Instruments = ReturnType<typeof instruments>;

/**
 * The process, read when scraped: a few cheap figures rather than prom-client's default set, whose
 * collection (files under /proc, an event-loop probe) alone took about 4 ms a scrape.
 */
function processMetrics(registry: Registry): { stop(): void } {
  const registers = [registry];
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  new Gauge({
    name: `${PREFIX}process_resident_memory_bytes`,
    help: "Resident memory of the process",
    registers,
    collect() {
      this.set(process.memoryUsage.rss());
    },
  });
  new Gauge({
    name: `${PREFIX}process_heap_used_bytes`,
    help: "V8 heap in use",
    registers,
    collect() {
      this.set(process.memoryUsage().heapUsed);
    },
  });
  new Counter({
    name: `${PREFIX}process_cpu_seconds_total`,
    help: "CPU time of the process (user and system)",
    registers,
    collect() {
      const { user, system } = process.cpuUsage();
      this.reset();
      this.inc((user + system) / 1e6);
    },
  });
  new Gauge({
    name: `${PREFIX}process_start_time_seconds`,
    help: "When the process started",
    registers,
  }).set(Math.round(Date.now() / 1000 - process.uptime()));
  new Gauge({
    name: `${PREFIX}event_loop_delay_p99_seconds`,
    help: "The 99th percentile of the event loop's delay since the previous scrape",
    registers,
    collect() {
      this.set(delay.percentile(99) / 1e9);
      delay.reset();
    },
  });
  return { stop: () => delay.disable() };
}
const LDAP_STATUSES = ["RUNNING", "SUCCEEDED", "FAILED"] as const;
const LDAP_OUTCOMES = ["created", "updated", "unchanged", "disabled", "enabled", "skipped"] as const;

const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? "unmatched";

async function sample(app: FastifyInstance, pool: pg.Pool, m: Instruments): Promise<void> {
  m.pool.set({ state: "total" }, pool.totalCount);
  m.pool.set({ state: "idle" }, pool.idleCount);
  m.pool.set({ state: "waiting" }, pool.waitingCount);
  let meeting = 0;
  for (const stream of app.live.streams) if (stream.scope === "MEETING") meeting++;
  m.streams.set({ scope: "MEETING" }, meeting);
  m.streams.set({ scope: "MONITOR" }, app.live.streams.size - meeting);
  m.driving.set(app.live.engine.driving.size);
  m.deviceMessages.reset();
  for (const [labels, count] of app.devices.intake.counts) {
    const [transport, outcome] = labels.split(" ");
    m.deviceMessages.inc({ transport, outcome }, count);
  }
  const state = await readHealthState(app.ctx.db);
  m.meetings.set(state.meetingsRunning);
  m.participants.set({ status: "ONLINE" }, state.participants.online);
  m.participants.set({ status: "CONNECTING" }, state.participants.connecting);
  m.mcus.reset();
  for (const mcu of state.mcus) m.mcus.set({ model: mcu.model, status: mcu.status }, mcu.servers);
  m.outbox.set({ status: "PENDING" }, state.outbox.pending);
  m.outbox.set({ status: "FAILED" }, state.outbox.failed);
  const last = state.ldapSync;
  for (const status of LDAP_STATUSES) m.ldapStatus.set({ status }, last?.status === status ? 1 : 0);
  if (last?.finishedAt) m.ldapFinished.set(last.finishedAt / 1000);
  for (const outcome of LDAP_OUTCOMES) m.ldapEntries.set({ outcome }, last?.[outcome] ?? 0);
}

/**
 * Counts every request (with a token): call before any route is added. Answers the function that
 * adds GET /metrics, to call once the permission guard and the OpenAPI collector are in place. The
 * route exists without a token too, so that it answers 404 rather than the console's page.
 */
export function registerMetrics(app: FastifyInstance, pool: pg.Pool, token: string | null): () => void {
  const registry = token ? new Registry() : null;
  const m = registry ? instruments(registry) : null;
  if (registry && m) {
    const processFigures = processMetrics(registry);
    app.addHook("onClose", async () => processFigures.stop());
    app.addHook("onResponse", async (request, reply) => {
      const route = routeOf(request);
      if (route === METRICS_PATH) return;
      m.requests.inc({ method: request.method, route, status: reply.statusCode });
      m.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    });
    app.addHook("onError", async (_request, _reply, error) => {
      if (error instanceof ApiError && LIMITER_REFUSALS.has(error.messageKey)) m.loginRefusals.inc();
    });
  }
  return () =>
    app.get(
      METRICS_PATH,
      { config: { permission: "public" }, schema: { hide: true } },
      async (request, reply) => {
        if (!registry || !m || !token || !bearerMatches(request.headers.authorization, token)) {
          return reply.callNotFound();
        }
        await sample(app, pool, m);
        return reply
          .header("Cache-Control", "no-store")
          .type(registry.contentType)
          .send(await registry.metrics());
      },
    );
}
