// The meeting control page under a live roster: 500 participants on the simulator, its pushed
// updates arriving while the page shows them. Per update, the renderer's main-thread time (from a
// Chromium trace), the frame rate while the roster scrolls, the heap over the window; and the
// control page's deep link to its first roster row.
import { writeFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { scheduleDefaults } from "../src/contract/schedule-defaults";
import { openSse } from "../tests/server/sse-client";
import { CONDITION_C, CONDITION_D, type Condition } from "./browser";
import { type BenchContext, deepLinkPage } from "./figures";
import { licenseBench } from "./licence";
import { percentile } from "./live";
import { type Figure, info, measured, round } from "./report";

/** The roster: the schedule's largest capacity (spec §3: 100, 300 or 500). */
export const ROSTER = 500;
const INVITE_BATCH = 100;
/** How long the updates are watched, per condition (BENCH_LIVE_WINDOW_S). */
const WINDOW_S = Number(process.env.BENCH_LIVE_WINDOW_S ?? 30);
const SCROLL_S = 10;
const ROSTER_ROW = ".roster .ant-table-row";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Client {
  base: string;
  token: string;
}

async function call<T>(
  c: Client,
  method: string,
  pathname: string,
  body?: unknown,
): Promise<{ status: number; data: T }> {
  const res = await fetch(`${c.base}/api/v1${pathname}`, {
    method,
    headers: {
      token: c.token,
      language: "en-US",
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(60_000),
  });
  return (await res.json()) as { status: number; data: T };
}

async function ok<T>(c: Client, method: string, pathname: string, body?: unknown): Promise<T> {
  const answer = await call<T>(c, method, pathname, body);
  if (answer.status !== 200)
    throw new Error(`${method} ${pathname}: ${JSON.stringify(answer).slice(0, 300)}`);
  return answer.data;
}

/**
 * A meeting of 500 participants running on the simulator: an MCU with room for them, a schedule of
 * capacity 500 starting now in a free room, and 499 invited addresses beside the room's terminal.
 */
export async function bigRoster(c: Client, log: (msg: string) => void): Promise<string> {
  await licenseBench(c.base, c.token, ROSTER * 3);
  const mcu = await call(c, "POST", "/meeting/servers", {
    name: "BENCH-ROSTER",
    model: "RMX",
    address: "10.200.0.2",
    port: 443,
    username: "bench",
    password: "bench-secret",
    capacity: ROSTER * 3,
    status: "ONLINE",
  });
  if (mcu.status !== 200 && mcu.status !== 409) throw new Error(`MCU: ${JSON.stringify(mcu).slice(0, 300)}`);
  const rooms = await ok<{ records: { id: string }[] }>(
    c,
    "GET",
    "/device/room/authority/query?page=1&size=100&sort=name,asc&enabled=true",
  );
  let meetingId: string | null = null;
  for (const room of rooms.records) {
    const startAt = Date.now() + 2_000;
    const saved = await call<{ meetingIds: string[] }>(c, "POST", "/meeting/schedules", {
      name: "Bench roster",
      ...scheduleDefaults(),
      capacity: ROSTER,
      roomIds: [room.id],
      startAt,
      endAt: startAt + 2 * 3_600_000,
    });
    if (saved.status === 200) {
      meetingId = saved.data.meetingIds[0] ?? null;
      break;
    }
  }
  if (!meetingId) throw new Error("no free room for the roster meeting");
  for (let i = 0; i < 60; i++) {
    const live = await call<{ meetingStatus: string }>(c, "GET", `/meeting/meetings/${meetingId}/live`);
    if (live.status === 200 && live.data.meetingStatus === "ONLINE") break;
    await sleep(1_000);
  }
  const started = Date.now();
  const addresses = Array.from({ length: ROSTER - 1 }, (_, i) => ({
    address: `r${i + 1}@roster.example.com`,
    protocol: "SIP",
    name: `Roster ${i + 1}`,
  }));
  for (let i = 0; i < addresses.length; i += INVITE_BATCH) {
    await ok(c, "POST", `/meeting/meetings/${meetingId}/invite-addresses`, {
      addresses: addresses.slice(i, i + INVITE_BATCH),
    });
  }
  log(`  roster meeting ${meetingId}: ${ROSTER} participants invited in ${Date.now() - started} ms`);
  // Let the dials settle (2–8 s each): what follows is the steady traffic of a running meeting.
  await sleep(10_000);
  return meetingId;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string } };
}

/** Marks each batch's arrival in the page (user timing, in the trace) before the console handles it. */
const MARK_BATCHES = `(() => {
  const Native = window.EventSource;
  window.EventSource = class extends Native {
    constructor(url, init) {
      super(url, init);
      super.addEventListener("live", () => performance.mark("live-batch"));
    }
  };
})();`;

/**
 * Per update: the main-thread time of the top-level tasks from a batch's arrival until the next one
 * (parsing, the store, React's one commit, style, layout, paint). The page does nothing else then.
 */
export function perUpdateMs(events: TraceEvent[]): number[] {
  const marks = events.filter((e) => e.name === "live-batch");
  const first = marks[0];
  if (!first) return [];
  const onMain = events.filter((e) => e.pid === first.pid && e.tid === first.tid);
  const arrivals = marks.map((e) => e.ts).sort((a, b) => a - b);
  const tasks = onMain.filter((e) => e.ph === "X" && e.name === "RunTask" && typeof e.dur === "number");
  const out: number[] = [];
  for (let i = 0; i < arrivals.length - 1; i++) {
    const from = arrivals[i]!;
    const to = arrivals[i + 1]!;
    let busy = 0;
    // The task that dispatched the batch began just before its mark.
    for (const task of tasks) if (task.ts + task.dur! > from && task.ts < to) busy += task.dur!;
    out.push(busy / 1000);
  }
  return out;
}

async function openControl(
  browser: Browser,
  base: string,
  storage: Record<string, string>,
  meetingId: string,
  condition: Condition,
): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({ locale: "en-US", viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  const cdp = await context.newCDPSession(page);
  if (condition.cpuRate !== 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: condition.cpuRate });
  await page.addInitScript({
    content: `Object.entries(${JSON.stringify(storage)}).forEach(([k, v]) => localStorage.setItem(k, v));`,
  });
  await page.addInitScript({ content: MARK_BATCHES });
  await page.goto(`${base}/device/meeting-control?meetingId=${meetingId}`);
  await page.locator(ROSTER_ROW).first().waitFor();
  await page.locator('[data-stream="live"]').waitFor();
  return { page, close: () => context.close() };
}

interface Sample {
  updates: number[];
  fps: number;
  heapGrowthMb: number;
  changesPerUpdate: number;
}

/**
 * Traces the page for `seconds` while the meeting's updates arrive; beside it, a stream of the
 * bench's own counts the participants each update changes.
 */
async function watch(
  browser: Browser,
  page: Page,
  client: Client,
  meetingId: string,
  seconds: number,
): Promise<{ updates: number[]; changesPerUpdate: number }> {
  const { ticket } = await ok<{ ticket: string }>(client, "POST", "/live/tickets", { meetingId });
  const sse = await openSse(`${client.base}/api/v1/live/stream?ticket=${ticket}`);
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing"],
  });
  await sleep(seconds * 1000);
  const raw = await browser.stopTracing();
  if (process.env.BENCH_TRACE_FILE) await writeFile(process.env.BENCH_TRACE_FILE, raw);
  const trace = JSON.parse(raw.toString("utf8")) as { traceEvents: TraceEvent[] };
  sse.close();
  const batches = sse.events
    .filter((e) => e.event === "live")
    .map((e) => e.data as { deltas: { type: string }[] });
  const changes = batches.map((b) => b.deltas.filter((d) => d.type.startsWith("participant")).length);
  return {
    updates: perUpdateMs(trace.traceEvents),
    changesPerUpdate: changes.length ? changes.reduce((a, b) => a + b, 0) / changes.length : 0,
  };
}

/**
 * Frames per second while the roster scrolls up and down and updates keep arriving. Passed as text:
 * the bench's TypeScript runner would add helpers to a function that the page does not have.
 */
const SCROLL_SCRIPT = `new Promise((done) => {
  const body = document.querySelector(".roster .ant-table-tbody-virtual-holder");
  const ms = MS;
  let frames = 0;
  let direction = 1;
  const start = performance.now();
  function tick() {
    frames++;
    if (body) {
      if (body.scrollTop + body.clientHeight >= body.scrollHeight - 2) direction = -1;
      else if (body.scrollTop <= 0) direction = 1;
      body.scrollTop += direction * 40;
    }
    if (performance.now() - start < ms) requestAnimationFrame(tick);
    else done((frames * 1000) / (performance.now() - start));
  }
  requestAnimationFrame(tick);
})`;

function scrollingFps(page: Page, seconds: number): Promise<number> {
  return page.evaluate(SCROLL_SCRIPT.replace("MS", String(seconds * 1000))) as Promise<number>;
}

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("Performance.enable");
  const { metrics } = await cdp.send("Performance.getMetrics");
  await cdp.detach();
  return (metrics.find((m) => m.name === "JSHeapUsedSize")?.value ?? 0) / 1_048_576;
}

export async function sample(
  browser: Browser,
  client: Client,
  storage: Record<string, string>,
  meetingId: string,
  condition: Condition,
): Promise<Sample> {
  const { page, close } = await openControl(browser, client.base, storage, meetingId, condition);
  try {
    await sleep(3_000);
    const heapBefore = await heapMb(page);
    const watched = await watch(browser, page, client, meetingId, WINDOW_S);
    const heapAfter = await heapMb(page);
    const fps = await scrollingFps(page, SCROLL_S);
    return {
      updates: watched.updates,
      fps,
      heapGrowthMb: heapAfter - heapBefore,
      changesPerUpdate: watched.changesPerUpdate,
    };
  } finally {
    await close();
  }
}

/** The control page with a live 500-participant roster, under D and C, and its deep link. */
export async function liveControlPage(ctx: BenchContext): Promise<Figure[]> {
  const base = ctx.server().baseUrl;
  const token = await ctx.token();
  const client = { base, token };
  const meetingId = await bigRoster(client, ctx.log);
  const me = await ok<{ authorities: string[] }>(client, "GET", "/current/user");
  const storage = {
    token,
    isLogin: "true",
    permissions: JSON.stringify(me.authorities),
    userInfo: JSON.stringify(me),
  };
  const browser = await ctx.browser();
  const out: Figure[] = [];
  try {
    for (const condition of [CONDITION_D, CONDITION_C]) {
      const name = condition.name.toLowerCase();
      const s = await sample(browser, client, storage, meetingId, condition);
      const p95 = percentile(95)(s.updates);
      ctx.log(
        `  control page ${condition.name}: ${s.updates.length} updates, p50 ${round(percentile(50)(s.updates))} ms, p95 ${round(p95)} ms, max ${round(Math.max(...s.updates))} ms; ${round(s.fps)} fps scrolling; heap ${round(s.heapGrowthMb)} MB over ${WINDOW_S} s`,
      );
      out.push(
        measured(
          {
            metric: `live_control_update_main_thread_p95_${name}_ms`,
            unit: "ms",
            budget: condition.name === "D" ? 16 : 100,
            note: `control page, ${ROSTER} participants on the simulator, ${WINDOW_S} s of its pushed updates (${round(s.updates.length / WINDOW_S, 2)} a second, ${round(s.changesPerUpdate, 1)} participant changes each): renderer main-thread time from an update's arrival until the next, p95 (Chromium trace)`,
            detail: {
              p50: round(percentile(50)(s.updates)),
              max: round(Math.max(...s.updates)),
              updates: s.updates.length,
            },
          },
          [p95],
        ),
        measured(
          {
            metric: `live_control_scroll_fps_${name}`,
            unit: "fps",
            budget: condition.name === "D" ? 55 : null,
            higherIsBetter: true,
            note: `animation frames per second while the ${ROSTER}-row roster scrolls 40 px a frame for ${SCROLL_S} s and updates keep arriving`,
          },
          [s.fps],
        ),
        info(
          `live_control_heap_growth_${name}_mb`,
          s.heapGrowthMb,
          "MB",
          `JS heap after a forced GC, after ${WINDOW_S} s of updates minus before (BENCH_LIVE_WINDOW_S=600 for the 10-minute soak)`,
        ),
      );
    }
  } catch (error) {
    await call(client, "DELETE", `/meeting/meetings/${meetingId}`);
    throw error;
  }
  // The deep link reads the same running meeting; it ends after that.
  out.push(
    ...(await deepLinkPage(ctx, {
      path: `/device/meeting-control?meetingId=${meetingId}`,
      readySelector: ROSTER_ROW,
      prefix: "meeting_control",
      readyNote: `navigation start to the first roster row of a ${ROSTER}-participant meeting`,
      routeJsMetric: "meeting_control_route_js_kb",
    })),
  );
  await call(client, "DELETE", `/meeting/meetings/${meetingId}`);
  return out;
}
