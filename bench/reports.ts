// Reports over a year: `npm run seed -- --history-months 12` (100 000 meetings), then every report
// call of spec §7 over the 12-month range at 20 connections (p99 at most 200 ms each), and the
// streamed export of the 12-month detail report (at most 10 s, the server's RSS sampled meanwhile).
// Then a report page opened by its link: the first chart drawn (D at most 1.5 s, C at most 5 s).
import { readFileSync } from "node:fs";
import { type BenchContext, deepLinkPage } from "./figures";
import { loadTest } from "./load";
import { type Figure, info, measured } from "./report";

const CONNECTIONS = 20;
const DURATION_S = 5;
/** Between calls: the machine settles (the lists' drain waits for a single request under 200 ms). */
const SETTLE_MS = 2000;
const P99_MS = 200;
const EXPORT_BUDGET_MS = 10_000;

export async function reportsSeed(ctx: BenchContext): Promise<Figure[]> {
  const ms = await ctx.reseed(["--history-months", "12"]);
  return [
    info(
      "reports_seed_ms",
      ms,
      "ms",
      "12 months of history: 100 000 meetings with participants, calls, bookings, presence",
    ),
  ];
}

/** The year before today (the seed's window), as the report query. */
function yearRange(): string {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return `from=${day(-365)}&to=${day(-1)}`;
}

/** Every report page's calls (src/contract/operations/reports*.ts, exports aside). */
export const REPORT_CALLS: [metric: string, path: string][] = [
  ["report_dept", "/report/statistic/network/by-dept"],
  ["report_dept_trend", "/report/statistic/network/trend/by-dept?granularity=month"],
  ["report_dept_meetings", "/report/meeting/network/by-dept?page=1&size=20"],
  ["report_user", "/report/statistic/by-user"],
  ["report_user_meetings", "/report/meeting/by-user?page=1&size=20"],
  ["report_detail", "/report/statistic/meeting/network"],
  ["report_detail_meetings", "/report/meeting/network?page=1&size=20"],
  ["report_concurrency", "/report/statistic/all/by-concurrent"],
  ["report_participant_concurrency", "/report/statistic/network/participant/by-concurrent"],
  ["report_room_usage", "/report/statistic/room/by-usage"],
  ["report_room_total", "/report/statistic/room/total/by-usage"],
  ["report_room_trend", "/report/statistic/room/trend/by-usage?granularity=week"],
  ["report_booked_vs_used", "/report/statistic/room/booked-vs-used"],
  ["report_bookings", "/report/room/by-usage?page=1&size=20"],
];

export async function reportsLoad(ctx: BenchContext): Promise<Figure[]> {
  const headers = { token: await ctx.token() };
  const out: Figure[] = [];
  for (const [metric, path] of REPORT_CALLS) {
    const url = `${ctx.server().baseUrl}/api/v1${path}${path.includes("?") ? "&" : "?"}${yearRange()}`;
    // Warmed at the measured concurrency, as the lists are: every pooled connection has prepared
    // the call's statements before the measured window, which then shows the steady state.
    await loadTest({ url, headers, connections: CONNECTIONS, durationS: 1 });
    const r = await loadTest({ url, headers, connections: CONNECTIONS, durationS: DURATION_S });
    ctx.log(`  ${metric}: p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ${r.ok2xx} 2xx`);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    // No answer inside the window (each took longer than it) is a failure, not a p99 of 0.
    const clean = r.ok2xx > 0 && r.non2xx === 0 && r.errors === 0 && r.timeouts === 0;
    const note = `${path}; 12 months, ${CONNECTIONS} connections, ${DURATION_S} s; ${r.ok2xx} 2xx, ${r.non2xx} non-2xx, ${r.errors} errors`;
    const p99 = measured({ metric: `${metric}_p99_ms`, unit: "ms", budget: P99_MS, note }, [r.p99Ms]);
    if (!clean) p99.ok = false;
    out.push(measured({ metric: `${metric}_p50_ms`, unit: "ms" }, [r.p50Ms]), p99);
  }
  return out;
}

const rssKb = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
};

/** The 12-month detail export (CSV and XLSX): time to the last byte, rows, and the server's RSS growth. */
export async function reportsExport(ctx: BenchContext): Promise<Figure[]> {
  const headers = { token: await ctx.token() };
  const server = ctx.server();
  const out: Figure[] = [];
  for (const format of ["csv", "xlsx"] as const) {
    const before = rssKb(server.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssKb(server.pid));
    }, 100);
    const t0 = performance.now();
    const response = await fetch(
      `${server.baseUrl}/api/v1/report/meeting/network/export?format=${format}&${yearRange()}`,
      {
        headers,
      },
    );
    let bytes = 0;
    let lines = 0;
    const reader = response.body?.getReader();
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
      bytes += chunk.value.length;
      if (format === "csv") for (const b of chunk.value) if (b === 10) lines++;
    }
    const ms = performance.now() - t0;
    clearInterval(sampler);
    const note = `${response.status}; ${(bytes / 1_048_576).toFixed(1)} MB${format === "csv" ? `, ${lines - 1} rows` : ""}`;
    out.push(
      measured({ metric: `report_export_${format}_ms`, unit: "ms", budget: EXPORT_BUDGET_MS, note }, [ms]),
      info(
        `report_export_${format}_rss_growth_mb`,
        (peak - before) / 1024,
        "MB",
        "server RSS peak during the export minus before",
      ),
    );
  }
  return out;
}

/**
 * Deep link to the room analysis of the seeded year's last month, with a stored session: the
 * console shell, the report page and its charts chunk, and the first chart drawn (its SVG appears
 * with its marks in one render).
 */
export async function reportRoomPage(ctx: BenchContext): Promise<Figure[]> {
  return deepLinkPage(ctx, {
    path: "/report/meeting-room-analysis?range=month",
    readySelector: ".report-chart svg.report-svg",
    prefix: "report_room",
    readyNote: "navigation start to the first report chart drawn, room analysis of a month",
    readyBudgets: { D: 1500, C: 5000 },
    routeJsMetric: "report_room_route_js_kb",
  });
}
