// Restarts an operator meets: after kill -9 of the server (the embedded PostgreSQL it leaves behind
// is stopped by the next start), the time to the first answer; and after a restart, the first call
// of every report page, each on plans and data that nothing has read since the start.
import { streamWrites } from "./acked-writes";
import type { BenchContext } from "./figures";
import { type Figure, info, measured, median } from "./report";
import { REPORT_CALLS } from "./reports";

const CRASH_CYCLES = 8;
/** Acknowledged writes stream this long before each kill, so the kill meets work in flight. */
const WRITES_BEFORE_KILL_MS = 1000;
const CRASH_RESTART_BUDGET_MS = 3000;

export async function crashRestart(ctx: BenchContext): Promise<Figure[]> {
  const crashes: number[] = [];
  const clean: number[] = [];
  /** What the server itself spent stopping the postmaster the killed one left running. */
  const stopping: number[] = [];
  for (let cycle = 0; cycle < CRASH_CYCLES; cycle++) {
    const before = ctx.server();
    const writes = streamWrites(before.baseUrl, await ctx.token(), {
      run: `R${Date.now().toString(36).toUpperCase()}`,
      cycle,
      clients: 2,
      deadline: Date.now() + 30_000,
    });
    await new Promise((resolve) => setTimeout(resolve, WRITES_BEFORE_KILL_MS));
    const after = await ctx.crashServer(() => writes.stop());
    crashes.push(after.coldStartMs);
    const stale = /still running; stopped it in (\d+) ms/.exec(after.output());
    if (stale) stopping.push(Number(stale[1]));
    // A clean restart between the kills, under the same load of the machine, to compare with.
    clean.push((await ctx.restartServer()).coldStartMs);
    ctx.log(
      `  cycle ${cycle + 1}: after kill -9 ${after.coldStartMs.toFixed(0)} ms, after SIGTERM ${clean.at(-1)?.toFixed(0)} ms`,
    );
  }
  const note = `kill -9 of the server during writes, then spawn to first 200 on the same data; ${CRASH_CYCLES} cycles`;
  return [
    measured(
      {
        metric: "server_crash_restart_ms",
        unit: "ms",
        budget: CRASH_RESTART_BUDGET_MS,
        note: `median; ${note}`,
      },
      crashes,
    ),
    measured(
      {
        metric: "server_crash_restart_max_ms",
        unit: "ms",
        budget: CRASH_RESTART_BUDGET_MS,
        note: `max; ${note}`,
      },
      crashes,
      (xs) => Math.max(...xs),
    ),
    measured(
      {
        metric: "server_crash_stale_postmaster_ms",
        unit: "ms",
        note: `median; stopping the postmaster left by the killed server, as the server reports it; ${stopping.length} of ${CRASH_CYCLES} cycles`,
      },
      stopping,
    ),
    info(
      "server_crash_restart_extra_ms",
      median(crashes) - median(clean),
      "ms",
      "median after kill -9 minus median after SIGTERM, the two alternating: what the crash itself costs",
    ),
  ];
}

const RESTARTS = 3;
const FIRST_CALL_BUDGET_MS = 1000;

/** The 30 days before today, as the report query. */
function monthRange(): string {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return `from=${day(-30)}&to=${day(0)}`;
}

/**
 * After each restart, the first call of every report call in turn (the order a user may open the
 * pages), the session token kept from before the restart as the console keeps it.
 */
export async function reportFirstCalls(ctx: BenchContext): Promise<Figure[]> {
  const token = await ctx.token();
  const byCall = new Map<string, number[]>();
  for (let restart = 0; restart < RESTARTS; restart++) {
    const server = await ctx.restartServer();
    for (const [metric, path] of REPORT_CALLS) {
      const url = `${server.baseUrl}/api/v1${path}${path.includes("?") ? "&" : "?"}${monthRange()}`;
      const t0 = performance.now();
      const res = await fetch(url, { headers: { token } });
      await res.arrayBuffer();
      const ms = performance.now() - t0;
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      byCall.set(metric, [...(byCall.get(metric) ?? []), ms]);
    }
  }
  const all = [...byCall.values()].flat();
  const slowest = [...byCall.entries()].sort((a, b) => Math.max(...b[1]) - Math.max(...a[1]))[0];
  ctx.log(`  slowest first call: ${slowest[0]} ${slowest[1].map((ms) => ms.toFixed(0)).join(", ")} ms`);
  const note = `first call of each of the ${REPORT_CALLS.length} report calls after a restart (demo data, 30 days), ${RESTARTS} restarts`;
  return [
    measured({ metric: "report_first_call_ms", unit: "ms", note: `median; ${note}` }, all),
    measured(
      { metric: "report_first_call_max_ms", unit: "ms", budget: FIRST_CALL_BUDGET_MS, note: `max; ${note}` },
      all,
      (xs) => Math.max(...xs),
    ),
    info(
      "report_first_call_slowest",
      slowest[0],
      "",
      `its first calls: ${slowest[1].map((ms) => ms.toFixed(0)).join(", ")} ms`,
    ),
  ];
}
