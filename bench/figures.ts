// The registry of figures. Adding a figure = one async function here + one line in BENCHES.
import type { Browser } from "@playwright/test";
import { balancedInstances } from "./balancer";
import {
  CONDITION_C,
  CONDITION_D,
  type Condition,
  measurePageLoad,
  type PageLoadSample,
  staticInitialJs,
} from "./browser";
import { type BuildResult, topOwners } from "./build";
import { roomFeedLoad } from "./calendar-feeds";
import { deviceHeartbeatLoad } from "./device-heartbeats";
import { floorFigures, type ListBudget, ROOM_LIST_BUDGET, rpsAgainstFloor } from "./floor";
import { healthCost } from "./health";
import { ldapSync } from "./ldap";
import { livePushLatency, liveServerLoad } from "./live";
import { liveControlPage } from "./live-console";
import { type LoadResult, loadTest } from "./load";
import {
  calendarPage,
  meetingListLoad,
  meetingListPage,
  SCALE_MEETINGS,
  scheduleCreateLoad,
} from "./meetings";
import { orgTreeLoad, peopleSeed, userListLoad } from "./people";
import { check, type Figure, info, measured } from "./report";
import { reportRoomPage, reportsExport, reportsLoad, reportsSeed } from "./reports";
import { crashRestart, reportFirstCalls } from "./restarts";
import { postgresMemory, rssMb, type ServerHandle } from "./server";

export interface BenchContext {
  root: string;
  distDir: string;
  /** cold runs per browser condition */
  runs: number;
  build: BuildResult | null;
  server(): ServerHandle;
  /** SIGTERM the server and start it again on the same data directory */
  restartServer(): Promise<ServerHandle>;
  /** kill -9 the server, run `afterKill`, and start it again on the same data directory */
  crashServer(afterKill?: () => Promise<void>): Promise<ServerHandle>;
  browser(): Promise<Browser>;
  /** Stop the server, run `npm run seed -- <args>` on its data directory, start it again; wall ms of the seed. */
  reseed(args: readonly string[]): Promise<number>;
  /** admin session token (logged in once, lazily) */
  token(): Promise<string>;
  /** The floor (floor.ts) on the server's database, measured once per data set, lazily. */
  floor(): Promise<LoadResult>;
  log(msg: string): void;
}

export interface Bench {
  name: string;
  run(ctx: BenchContext): Promise<Figure[]>;
  /** A server figure that depends on the database engine: measured again with BENCH_DATABASE_URL. */
  database?: true;
}

const kB = (bytes: number) => bytes / 1000;
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const notNull = <T>(x: T | null): x is T => x !== null;

/** The login page is ready once its submit button shows. */
const LOGIN_READY = 'button[type="submit"]';

// ---------------------------------------------------------------- build

async function buildTime(ctx: BenchContext): Promise<Figure[]> {
  return ctx.build ? [info("build_ms", ctx.build.ms, "ms", "vite build, this machine")] : [];
}

// ---------------------------------------------------------------- /login initial JS (static, from dist)

async function loginJsStatic(ctx: BenchContext): Promise<Figure[]> {
  const s = await staticInitialJs(ctx.distDir);
  const files = Object.fromEntries(s.files.map((f) => [f.file, `${kB(f.gzip).toFixed(1)} kB gzip`]));
  const owners = ctx.build ? topOwners(ctx.build.chunks, [s.entry, ...s.preloads]) : undefined;
  return [
    measured(
      {
        metric: "login_initial_js_gzip_kb",
        unit: "kB",
        budget: 150,
        stretch: 100,
        note: `entry + ${s.preloads.length} modulepreload(s) from dist/index.html, zlib level 9, 1 kB = 1000 B`,
        detail: { files, ...(owners ? { owners } : {}) },
      },
      [kB(s.gzip)],
    ),
    info("login_initial_js_brotli_kb", kB(s.brotli), "kB", "same files, brotli quality 11"),
  ];
}

// ---------------------------------------------------------------- /login in Chromium: LCP, FCP, CLS, observed JS

async function loginPage(ctx: BenchContext): Promise<Figure[]> {
  const browser = await ctx.browser();
  const url = `${ctx.server().baseUrl}/login`;
  const samples = new Map<Condition["name"], PageLoadSample[]>();
  for (const condition of [CONDITION_D, CONDITION_C]) {
    const list: PageLoadSample[] = [];
    for (let i = 0; i < ctx.runs; i++) {
      const s = await measurePageLoad(browser, { url, condition, readySelector: LOGIN_READY });
      ctx.log(
        `  /login ${condition.name} run ${i + 1}: LCP ${s.lcpMs?.toFixed(0)} ms (${s.lcpElement}), FCP ${s.fcpMs?.toFixed(0)} ms, CLS ${s.cls.toFixed(3)}`,
      );
      list.push(s);
    }
    samples.set(condition.name, list);
  }
  const d = samples.get("D") ?? [];
  const c = samples.get("C") ?? [];
  const lcp = (xs: PageLoadSample[]) => xs.map((s) => s.lcpMs).filter(notNull);
  const fcp = (xs: PageLoadSample[]) => xs.map((s) => s.fcpMs).filter(notNull);

  // One round trip: everything the entry imports statically is preloaded by index.html, and the browser
  // fetched no other JS before the login page painted (no lazy chunk on the critical path).
  const st = await staticInitialJs(ctx.distDir);
  const listed = new Set([st.entry, ...st.preloads].map((f) => `/${f}`));
  const extra = [...new Set(d.flatMap((s) => s.initialJs.map((r) => r.path)).filter((p) => !listed.has(p)))];
  const oneTrip = st.notPreloaded.length === 0 && extra.length === 0;
  const tripNote = oneTrip
    ? "entry + modulepreloads cover all JS before paint"
    : `not preloaded: ${[...st.notPreloaded, ...extra].join(", ")}`;
  const later = d[0]?.laterJs ?? [];
  const lcpNote = (xs: PageLoadSample[]) =>
    `median of ${xs.length} cold runs; LCP element: ${[...new Set(xs.map((s) => s.lcpElement ?? "?"))].join(" | ")}`;

  return [
    measured({ metric: "login_lcp_d_ms", unit: "ms", budget: 1000, note: lcpNote(d) }, lcp(d)),
    measured(
      {
        metric: "login_lcp_c_ms",
        unit: "ms",
        budget: 2500,
        stretch: 2000,
        note: lcpNote(c),
      },
      lcp(c),
    ),
    measured(
      { metric: "login_cls", unit: "", budget: 0.1, note: "worst of all D and C runs" },
      [...d, ...c].map((s) => s.cls),
      (xs) => Math.max(...xs),
    ),
    measured({ metric: "login_fcp_d_ms", unit: "ms" }, fcp(d)),
    measured({ metric: "login_fcp_c_ms", unit: "ms" }, fcp(c)),
    measured(
      {
        metric: "login_initial_js_observed_kb",
        unit: "kB",
        note: `encoded JS bytes requested before FCP (D); afterwards ${later.length} file(s), ${kB(
          sum(later.map((r) => r.encodedBodySize)),
        ).toFixed(1)} kB (lazy console prefetch)`,
      },
      d.map((s) => kB(sum(s.initialJs.map((r) => r.encodedBodySize)))),
    ),
    check("login_js_one_round_trip", oneTrip, oneTrip, tripNote, "bool"),
  ];
}

// ---------------------------------------------------------------- delivery of the entry script

async function delivery(ctx: BenchContext): Promise<Figure[]> {
  const st = await staticInitialJs(ctx.distDir);
  const res = await fetch(`${ctx.server().baseUrl}/${st.entry}`, {
    headers: { "accept-encoding": "br, gzip" },
    signal: AbortSignal.timeout(10_000),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`GET /${st.entry}: ${res.status}`);
  const encoding = res.headers.get("content-encoding") ?? "identity";
  const cacheControl = res.headers.get("cache-control") ?? "(none)";
  return [
    check(
      "delivery_entry_content_encoding",
      encoding,
      encoding === "br" || encoding === "gzip",
      `/${st.entry}`,
    ),
    check(
      "delivery_entry_cache_control",
      cacheControl,
      /\bimmutable\b/.test(cacheControl),
      "expect immutable",
    ),
  ];
}

// ---------------------------------------------------------------- server

async function serverColdStart(ctx: BenchContext): Promise<Figure[]> {
  const s = ctx.server();
  const rss = await rssMb(s.pid);
  const engine = s.databaseUrl ? "fresh database at DATABASE_URL" : "fresh data dir (initdb)";
  return [
    measured(
      {
        metric: "server_cold_start_ms",
        unit: "ms",
        budget: 5000,
        note: `spawn to first 200, ${engine}, migrations, demo seed`,
      },
      [s.coldStartMs],
    ),
    ...(rss === null ? [] : [info("server_rss_idle_mb", rss, "MB", "after start, before any load")]),
    ...(await postgresRss(s, "postgres_rss_idle_mb")),
  ];
}

/** The embedded PostgreSQL's memory, reported beside the server's (none for an external database). */
async function postgresRss(s: ServerHandle, metric: string): Promise<Figure[]> {
  if (s.databaseUrl) return [];
  const m = await postgresMemory(s.dataDir);
  if (!m) return [];
  const pss = m.pssMb === null ? "" : `; PSS sum ${m.pssMb.toFixed(0)} MB (shared buffers counted once)`;
  return [info(metric, m.rssMb, "MB", `RSS sum of the postmaster and its ${m.processes - 1} children${pss}`)];
}

async function currentUserLoad(ctx: BenchContext): Promise<Figure[]> {
  const s = ctx.server();
  const url = `${s.baseUrl}/api/v1/current/user`;
  const headers = { token: await ctx.token() };
  await loadTest({ url, headers, connections: 10, durationS: 2 }); // warm-up
  const r = await loadTest({ url, headers, connections: 50, durationS: 10 });
  await drain(ctx, url, headers);
  const rss = await rssMb(s.pid);
  const clean = r.non2xx === 0 && r.errors === 0 && r.timeouts === 0;
  const note = `50 connections, 10 s; ${r.ok2xx} 2xx, ${r.non2xx} non-2xx ${JSON.stringify(r.statusCodes)}, ${r.errors} errors (${r.timeouts} timeouts); latency of 2xx only`;
  const p99 = measured({ metric: "current_user_p99_ms", unit: "ms", budget: 100, note }, [r.p99Ms]);
  if (!clean) p99.ok = false;
  return [
    measured({ metric: "current_user_p50_ms", unit: "ms" }, [r.p50Ms]),
    p99,
    measured(
      {
        metric: "current_user_rps",
        unit: "req/s",
        budget: 3000,
        higherIsBetter: true,
        note: "50 connections",
      },
      [r.rps],
    ),
    measured({ metric: "server_rss_after_load_mb", unit: "MB", budget: 300 }, rss === null ? [] : [rss]),
    ...(await postgresRss(s, "postgres_rss_after_load_mb")),
  ];
}

async function serverRestart(ctx: BenchContext): Promise<Figure[]> {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) runs.push((await ctx.restartServer()).coldStartMs);
  return [
    measured(
      {
        metric: "server_restart_ms",
        unit: "ms",
        budget: 2000,
        note: "SIGTERM, then spawn to first 200 on the same data, median of 3",
      },
      runs,
    ),
  ];
}

// ---------------------------------------------------------------- 10 000 rooms (issue 3)

export const SCALE_ROOMS = 10_000;
export const SCALE_TERMINALS = 20_000;

async function scaleSeed(ctx: BenchContext): Promise<Figure[]> {
  const ms = await ctx.reseed([
    "--rooms",
    String(SCALE_ROOMS),
    "--terminals",
    String(SCALE_TERMINALS),
    "--meetings",
    String(SCALE_MEETINGS),
  ]);
  const s = ctx.server();
  const rss = await rssMb(s.pid);
  return [
    info(
      "scale_seed_ms",
      ms,
      "ms",
      `${SCALE_ROOMS} rooms, ${SCALE_TERMINALS} terminals, ${SCALE_MEETINGS} meetings added to the demo data`,
    ),
    measured(
      { metric: "server_start_scaled_ms", unit: "ms", budget: 2000, note: "restart after the scale seed" },
      [s.coldStartMs],
    ),
    ...(rss === null ? [] : [measured({ metric: "server_rss_scaled_mb", unit: "MB", budget: 250 }, [rss])]),
    ...(await postgresRss(s, "postgres_rss_scaled_mb")),
  ];
}

async function floor(ctx: BenchContext): Promise<Figure[]> {
  return floorFigures(await ctx.floor(), ctx.server());
}

/** Memory at the scale seed once every list and the create load have run. */
async function scaledRssAfterLoads(ctx: BenchContext): Promise<Figure[]> {
  const s = ctx.server();
  const rss = await rssMb(s.pid);
  return [
    measured(
      {
        metric: "server_rss_scaled_loaded_mb",
        unit: "MB",
        budget: 250,
        note: "after the list and create loads",
      },
      rss === null ? [] : [rss],
    ),
    ...(await postgresRss(s, "postgres_rss_scaled_loaded_mb")),
    ...(await restingRss(s.pid)),
  ];
}

/** The same process after 10 s without a request: what it keeps of the loads' memory. */
async function restingRss(pid: number): Promise<Figure[]> {
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const rss = await rssMb(pid);
  return rss === null ? [] : [info("server_rss_scaled_rest_mb", rss, "MB", "10 s after the loads, idle")];
}

/**
 * The embedded database answers queued queries one by one even after the load generator has hung up:
 * wait until a single call is quick again, so the next figure does not measure this one's backlog.
 */
export async function drain(ctx: BenchContext, url: string, headers: Record<string, string>) {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const t0 = performance.now();
    await fetch(url, { headers, signal: AbortSignal.timeout(30_000) }).then((r) => r.arrayBuffer());
    if (performance.now() - t0 < 200) return;
  }
  ctx.log("  the server stayed busy for 2 minutes after the load");
}

export async function listLoad(
  ctx: BenchContext,
  metric: string,
  pathAndQuery: string,
  budget: ListBudget,
): Promise<Figure[]> {
  const floorResult = await ctx.floor().catch((e: unknown) => {
    ctx.log(`  no floor: ${e instanceof Error ? e.message : String(e)}`);
    return null;
  });
  const s = ctx.server();
  const url = `${s.baseUrl}${pathAndQuery}`;
  const headers = { token: await ctx.token() };
  await loadTest({ url, headers, connections: 10, durationS: 2 });
  const r = await loadTest({ url, headers, connections: 100, durationS: 10 });
  await drain(ctx, url, headers);
  const clean = r.non2xx === 0 && r.errors === 0 && r.timeouts === 0;
  const note = `${pathAndQuery}; 100 connections, 10 s; ${r.ok2xx} 2xx, ${r.non2xx} non-2xx ${JSON.stringify(r.statusCodes)}, ${r.errors} errors`;
  const p99 = measured({ metric: `${metric}_p99_ms`, unit: "ms", budget: budget.p99Ms, stretch: 50, note }, [
    r.p99Ms,
  ]);
  if (!clean) p99.ok = false;
  return [
    measured({ metric: `${metric}_p50_ms`, unit: "ms" }, [r.p50Ms]),
    p99,
    rpsAgainstFloor(`${metric}_rps`, r.rps, budget, floorResult),
  ];
}

async function roomListLoad(ctx: BenchContext): Promise<Figure[]> {
  return [
    ...(await listLoad(ctx, "room_list", "/api/v1/device/room/query?page=1&size=20", ROOM_LIST_BUDGET)),
    ...(await listLoad(
      ctx,
      "room_list_filtered",
      "/api/v1/device/room/query?page=3&size=20&sort=capacity,desc&keyword=A",
      ROOM_LIST_BUDGET,
    )),
    ...(await listLoad(
      ctx,
      "terminal_list",
      "/api/v1/device/terminal/query?page=1&size=20",
      ROOM_LIST_BUDGET,
    )),
    ...(await listLoad(
      ctx,
      "terminal_list_filtered",
      "/api/v1/device/terminal/query?page=2&size=20&sort=name,asc&status=DISCONNECT&keyword=1",
      ROOM_LIST_BUDGET,
    )),
  ];
}

const ROOM_LIST_PATH = "/operation/meeting-room-management";

/** Deep link to the room list with a stored session: console shell + first page of 10 000 rooms. */
async function roomListPage(ctx: BenchContext): Promise<Figure[]> {
  return deepLinkPage(ctx, {
    path: ROOM_LIST_PATH,
    readySelector: ".ant-table-row",
    prefix: "room_list",
    readyNote: "navigation start to the first table row visible, 10 000 rooms",
    routeJsMetric: "room_list_route_js_kb",
  });
}

export interface DeepLinkSpec {
  path: string;
  readySelector: string;
  /** metric names: <prefix>_first_page_<d|c>_ms, <prefix>_lcp_<d|c>_ms, <prefix>_cls_<d|c> */
  prefix: string;
  readyNote: string;
  /** the first-page figure's own budgets under D and C, where its issue sets others than a first row's */
  readyBudgets?: { D: number; C: number };
  /** also report the deep link's encoded JS under this metric (condition D) */
  routeJsMetric?: string;
}

/** QUALITY.md, "console shell + first list, deep link": first row D <= 1.2 s, C <= 5.0 s (stretch 4.0); LCP C <= 4.0 s. */
const FIRST_ROW_BUDGET: Record<string, { budget: number; stretch?: number }> = {
  D: { budget: 1200 },
  C: { budget: 5000, stretch: 4000 },
};
const LCP_BUDGET: Record<string, number | undefined> = { C: 4000 };

/** Cold loads of one console page with a stored admin session, under conditions D and C. */
export async function deepLinkPage(ctx: BenchContext, spec: DeepLinkSpec): Promise<Figure[]> {
  const browser = await ctx.browser();
  const token = await ctx.token();
  const me = await (
    await fetch(`${ctx.server().baseUrl}/api/v1/current/user`, { headers: { token } })
  ).json();
  const storage = {
    token,
    isLogin: "true",
    permissions: JSON.stringify(me.data.authorities),
    userInfo: JSON.stringify(me.data),
  };
  const url = `${ctx.server().baseUrl}${spec.path}`;
  const out: Figure[] = [];
  for (const condition of [CONDITION_D, CONDITION_C]) {
    const list: PageLoadSample[] = [];
    for (let i = 0; i < ctx.runs; i++) {
      const s = await measurePageLoad(browser, {
        url,
        condition,
        readySelector: spec.readySelector,
        storage,
        settleMs: 500,
        timeoutMs: 90_000,
      });
      ctx.log(
        `  ${spec.path} ${condition.name} run ${i + 1}: ready ${s.readyMs?.toFixed(0)} ms (noticed ${s.noticedMs?.toFixed(0)} ms), LCP ${s.lcpMs?.toFixed(0)} ms`,
      );
      list.push(s);
    }
    const name = condition.name.toLowerCase();
    const own = spec.readyBudgets?.[condition.name];
    const readyBudget = own === undefined ? FIRST_ROW_BUDGET[condition.name] : { budget: own };
    const js = list.map((s) => kB(sum([...s.initialJs, ...s.laterJs].map((r) => r.encodedBodySize))));
    out.push(
      measured(
        {
          metric: `${spec.prefix}_first_page_${name}_ms`,
          unit: "ms",
          note: spec.readyNote,
          budget: readyBudget?.budget,
          stretch: readyBudget?.stretch,
        },
        list.map((s) => s.readyMs).filter(notNull),
      ),
      measured(
        {
          metric: `${spec.prefix}_lcp_${name}_ms`,
          unit: "ms",
          budget: LCP_BUDGET[condition.name],
          note: `LCP element: ${[...new Set(list.map((s) => s.lcpElement ?? "?"))].join(" | ")}`,
        },
        list.map((s) => s.lcpMs).filter(notNull),
      ),
      measured(
        { metric: `${spec.prefix}_cls_${name}`, unit: "", budget: 0.1 },
        list.map((s) => s.cls),
        (xs) => Math.max(...xs),
      ),
    );
    if (condition.name === "D" && spec.routeJsMetric) {
      out.push(
        measured(
          { metric: spec.routeJsMetric, unit: "kB", budget: 400, note: "encoded JS bytes of the deep link" },
          js,
        ),
      );
    }
  }
  return out;
}

/** Run in this order (cold start and idle RSS first, restarts last). */
export const BENCHES: Bench[] = [
  { name: "build", run: buildTime },
  { name: "server-start", run: serverColdStart, database: true },
  { name: "login-js", run: loginJsStatic },
  { name: "login-page", run: loginPage },
  { name: "delivery", run: delivery },
  { name: "current-user-load", run: currentUserLoad, database: true },
  { name: "health-cost", run: healthCost, database: true },
  { name: "scale-seed", run: scaleSeed, database: true },
  { name: "floor", run: floor, database: true },
  { name: "room-list-load", run: roomListLoad, database: true },
  { name: "room-list-page", run: roomListPage },
  { name: "meeting-list-load", run: meetingListLoad, database: true },
  { name: "meeting-list-page", run: meetingListPage },
  { name: "calendar-page", run: calendarPage },
  { name: "schedule-create-load", run: scheduleCreateLoad, database: true },
  { name: "server-rss-scaled", run: scaledRssAfterLoads, database: true },
  { name: "people-seed", run: peopleSeed, database: true },
  { name: "user-list-load", run: userListLoad, database: true },
  { name: "org-tree-load", run: orgTreeLoad, database: true },
  { name: "server-restart", run: serverRestart, database: true },
  { name: "server-crash-restart", run: crashRestart },
  { name: "report-first-calls", run: reportFirstCalls, database: true },
  { name: "live-push", run: livePushLatency, database: true },
  { name: "live-load", run: liveServerLoad, database: true },
  { name: "live-console", run: liveControlPage },
  { name: "balancer", run: balancedInstances },
  { name: "ldap-sync", run: ldapSync, database: true },
  { name: "reports-seed", run: reportsSeed, database: true },
  { name: "reports-load", run: reportsLoad, database: true },
  { name: "report-room-page", run: reportRoomPage },
  { name: "reports-export", run: reportsExport, database: true },
  { name: "room-feed-load", run: roomFeedLoad, database: true },
  // Last: the terminals that sent a heartbeat go offline 90 s after it, which the live figures would feel.
  { name: "device-heartbeat-load", run: deviceHeartbeatLoad, database: true },
];
