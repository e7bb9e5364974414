// Two server instances behind HAProxy against one without it: the room list's throughput, then one
// of the two killed (-9) under load: acknowledged writes lost and how long an event stream takes to
// come back through the balancer.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { startHaproxy } from "../scripts/haproxy.mjs";
import type { SseClient } from "../tests/server/sse-client";
import { streamWrites, verifyWrites } from "./acked-writes";
import type { BenchContext } from "./figures";
import { secondInstance, stream } from "./live";
import { loadTest } from "./load";
import { check, type Figure, info, measured } from "./report";
import { freePort } from "./server";

const ROOM_LIST = "/api/v1/device/room/query?page=1&size=20";
/** Budget: the pair behind the balancer serves at least this share of one instance's req/s. */
const BALANCED_SHARE = 0.9;
const RECONNECT_BUDGET_MS = 5_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the balancer sends requests to every instance (its health checks pass on both). */
async function bothServing(baseUrl: string, deadline: number): Promise<void> {
  for (;;) {
    const served = new Set<string | null>();
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      await response.arrayBuffer();
      served.add(response.headers.get("x-served-by"));
    }
    if (served.size === 2) return;
    if (performance.now() > deadline) throw new Error(`only ${[...served].join(", ")} answers`);
    await sleep(500);
  }
}

/** A monitor stream through the balancer, reopened from its last seq until it is ready again. */
async function reopen(baseUrl: string, token: string, since: number, deadline: number): Promise<SseClient> {
  for (;;) {
    const again = await stream({ baseUrl }, token, undefined, since).catch(() => null);
    if (again) return again;
    if (performance.now() > deadline) throw new Error("the stream did not come back");
    await sleep(100);
  }
}

export async function balancedInstances(ctx: BenchContext): Promise<Figure[]> {
  const a = ctx.server();
  const token = await ctx.token();
  const b = await secondInstance(ctx);
  const dir = await mkdtemp(path.join(os.tmpdir(), "meeting-bench-haproxy-"));
  const balancer = await startHaproxy({
    dir,
    port: await freePort(),
    servers: [a, b.server].map((s) => `127.0.0.1:${s.port}`),
  });
  const headers = { token };
  const figures: Figure[] = [];
  try {
    await bothServing(balancer.url, performance.now() + 30_000);
    await loadTest({ url: balancer.url + ROOM_LIST, headers, connections: 10, durationS: 2 });
    const single = await loadTest({ url: a.baseUrl + ROOM_LIST, headers, connections: 100, durationS: 10 });
    const pair = await loadTest({ url: balancer.url + ROOM_LIST, headers, connections: 100, durationS: 10 });
    const note = `${ROOM_LIST}; 100 connections, 10 s each; one instance ${single.rps.toFixed(0)} req/s (p99 ${single.p99Ms} ms), two behind HAProxy ${pair.rps.toFixed(0)} req/s (p99 ${pair.p99Ms} ms); ${os.cpus().length} cores`;
    figures.push(
      info("single_room_list_rps", single.rps, "req/s"),
      info("balanced_room_list_rps", pair.rps, "req/s"),
      measured(
        { metric: "balanced_room_list_share", unit: "×", budget: BALANCED_SHARE, higherIsBetter: true, note },
        [pair.rps / single.rps],
      ),
    );

    // Streams on both instances (round-robin), writes and room-list load through the balancer.
    await bothServing(balancer.url, performance.now() + 30_000);
    const streams: SseClient[] = [];
    let victim: SseClient | undefined;
    while (!victim) {
      if (streams.length >= 6) throw new Error(`no stream reached the second instance: ${balancer.output()}`);
      const opened = await stream({ baseUrl: balancer.url }, token);
      streams.push(opened);
      if (opened.headers.get("x-served-by") === "instance2") victim = opened;
      // A ticket and a stream are two requests: one more moves the round-robin by one.
      else await (await fetch(`${balancer.url}/api/v1/health`)).arrayBuffer();
    }
    const load = loadTest({ url: balancer.url + ROOM_LIST, headers, connections: 50, durationS: 8 });
    const writes = streamWrites(balancer.url, token, {
      run: `LB${Date.now() % 1e6}`,
      cycle: 0,
      clients: 4,
      deadline: Date.now() + 60_000,
    });
    await sleep(2_000);
    const before = writes.acked.size;
    process.kill(b.server.pid, "SIGKILL");
    const killedAt = performance.now();
    await victim.ended;
    const since = Math.max(0, ...victim.events.map((e) => Number(e.id ?? 0)));
    const again = await reopen(balancer.url, token, since, killedAt + 30_000);
    const reconnectMs = performance.now() - killedAt;
    again.close();
    const underLoad = await load;
    await sleep(2_000);
    await writes.stop();
    for (const s of streams) s.close();
    const verified = await verifyWrites(balancer.url, token, writes.acked);
    const refused = writes.outcomes.filter((o) => !o.acked).length;
    figures.push(
      check(
        "balanced_kill_lost_writes",
        verified.lost.length,
        verified.lost.length === 0 && verified.readErrors === 0,
        `${writes.acked.size} writes acknowledged (${before} before the kill), ${refused} refused or cut, ${verified.checked} read back, ${verified.readErrors} unreadable`,
        "writes",
      ),
      measured(
        {
          metric: "balanced_kill_reconnect_ms",
          unit: "ms",
          budget: RECONNECT_BUDGET_MS,
          note: "kill -9 of the instance holding a monitor stream to that stream ready again through HAProxy",
        },
        [reconnectMs],
      ),
      info(
        "balanced_kill_room_list_rps",
        underLoad.rps,
        "req/s",
        `50 connections, 8 s, the kill 2 s in: ${underLoad.ok2xx} 2xx, ${underLoad.non2xx} non-2xx ${JSON.stringify(underLoad.statusCodes)}, ${underLoad.errors} errors`,
      ),
    );
  } finally {
    await balancer.stop();
    await b.stop();
    await rm(dir, { recursive: true, force: true });
  }
  return figures;
}
