// Live meetings: push latency between two server instances, and the event delay of a loaded
// server (50 running meetings x 100 participants on the simulator, 200 open streams).
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { socketDirFor } from "../server/src/db/embedded/socket-dir";
import { openSse, type SseClient } from "../tests/server/sse-client";
import type { BenchContext } from "./figures";
import { licenseBench } from "./licence";
import { type Figure, info, measured } from "./report";
import { freePort, type ServerHandle, startServer } from "./server";

interface Batch {
  seq: number;
  at: number;
  meetingId: string | null;
  deltas: { type: string }[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The p-th percentile (nearest rank) of samples. */
export const percentile =
  (p: number) =>
  (xs: readonly number[]): number => {
    const sorted = [...xs].sort((a, b) => a - b);
    return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
  };

async function api<T>(
  baseUrl: string,
  token: string,
  method: string,
  pathname: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseUrl}/api/v1${pathname}`, {
    method,
    headers: {
      token,
      language: "en-US",
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const json = (await res.json()) as { status: number; data: T; message: string };
  if (json.status !== 200) throw new Error(`${method} ${pathname}: ${json.status} ${json.message}`);
  return json.data;
}

export async function stream(
  server: Pick<ServerHandle, "baseUrl">,
  token: string,
  meetingId?: string,
  since?: number,
): Promise<SseClient> {
  const { ticket } = await api<{ ticket: string }>(
    server.baseUrl,
    token,
    "POST",
    "/live/tickets",
    meetingId ? { meetingId } : {},
  );
  const query = new URLSearchParams({ ticket, ...(since !== undefined ? { since: String(since) } : {}) });
  const client = await openSse(`${server.baseUrl}/api/v1/live/stream?${query}`);
  if (client.status !== 200) throw new Error(`stream answered ${client.status}`);
  await client.next((e) => e.event === "ready", 10_000);
  return client;
}

/** A second server instance on the first one's embedded PostgreSQL (through its Unix socket). */
export async function secondInstance(
  ctx: BenchContext,
): Promise<{ server: ServerHandle; stop(): Promise<void> }> {
  const first = ctx.server();
  const socket = socketDirFor(path.join(first.dataDir, "postgres"));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "meeting-bench-b-"));
  const server = await startServer({
    root: ctx.root,
    dataDir,
    port: await freePort(),
    databaseUrl:
      first.databaseUrl ?? `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(socket)}`,
  });
  return {
    server,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

interface MonitorRow {
  id: string;
  meetingStatus: string;
}

const PUSH_ACTIONS = 60;

/** An action through instance A (lock, unlock), its batch awaited on a stream of instance B. */
export async function livePushLatency(ctx: BenchContext): Promise<Figure[]> {
  const a = ctx.server();
  const token = await ctx.token();
  const b = await secondInstance(ctx);
  try {
    const running = await api<{ records: MonitorRow[] }>(
      a.baseUrl,
      token,
      "GET",
      "/meeting/monitor/meeting?status=ONLINE",
    );
    let meetingId = running.records[0]?.id;
    if (!meetingId) {
      meetingId = (
        await api<{ id: string }>(a.baseUrl, token, "POST", "/meeting/schedules/instant", {
          name: "Push bench",
        })
      ).id;
      await sleep(2_500);
    }
    const { seq } = await api<{ seq: number }>(
      b.server.baseUrl,
      token,
      "GET",
      `/meeting/meetings/${meetingId}/live`,
    );
    const sse = await stream(b.server, token, meetingId, seq);
    const samples: number[] = [];
    try {
      for (let i = 0; i < PUSH_ACTIONS; i++) {
        const sent = performance.now();
        const batch = await api<Batch>(
          a.baseUrl,
          token,
          "GET",
          `/meeting/meetings/${meetingId}/lock/${i % 2 === 0}`,
        );
        const event = await sse.next((e) => e.event === "live" && (e.data as Batch).seq === batch.seq, 5_000);
        samples.push(event.receivedAt - sent);
        await sleep(100);
      }
    } finally {
      sse.close();
    }
    return [
      measured(
        {
          metric: "live_push_latency_p95_ms",
          unit: "ms",
          budget: 500,
          note: `${PUSH_ACTIONS} lock/unlock calls through instance A, each until its batch arrived on an SSE stream of instance B (another process on the same PostgreSQL); p95`,
          detail: { p50: percentile(50)(samples), max: Math.max(...samples), samples: samples.length },
        },
        [percentile(95)(samples)],
      ),
    ];
  } finally {
    await b.stop();
  }
}

const LOAD_MEETINGS = 50;
const LOAD_PARTICIPANTS = 100;
const LOAD_STREAMS = 200;
const LOAD_SECONDS = 60;

/**
 * 50 running meetings of 100 participants each (invited addresses on a bench MCU), the simulator
 * varying their calls at its default rate, 200 streams open (four per meeting, half on each of two
 * instances): the delay from each batch's time to its arrival, p99.
 */
export async function liveServerLoad(ctx: BenchContext): Promise<Figure[]> {
  const a = ctx.server();
  const token = await ctx.token();
  const b = await secondInstance(ctx);
  const streams: SseClient[] = [];
  const ids: string[] = [];
  try {
    await licenseBench(a.baseUrl, token, LOAD_MEETINGS * LOAD_PARTICIPANTS + 1000);
    await api(a.baseUrl, token, "POST", "/meeting/servers", {
      name: "BENCH-RMX",
      model: "RMX",
      address: "10.200.0.1",
      port: 443,
      username: "bench",
      password: "bench-secret",
      capacity: LOAD_MEETINGS * LOAD_PARTICIPANTS + 1000,
      status: "ONLINE",
    });
    for (let i = 0; i < LOAD_MEETINGS; i++) {
      ids.push(
        (
          await api<{ id: string }>(a.baseUrl, token, "POST", "/meeting/schedules/instant", {
            name: `Load ${i + 1}`,
          })
        ).id,
      );
    }
    await sleep(3_000);
    const started = performance.now();
    for (const [m, id] of ids.entries()) {
      const addresses = Array.from({ length: LOAD_PARTICIPANTS }, (_, p) => ({
        address: `${m + 1}-${p + 1}@load.example.com`,
        protocol: "SIP",
        name: `Load ${m + 1}.${p + 1}`,
      }));
      await api(a.baseUrl, token, "POST", `/meeting/meetings/${id}/invite-addresses`, { addresses });
    }
    const setupS = (performance.now() - started) / 1000;
    for (let s = 0; s < LOAD_STREAMS; s++) {
      const server = s % 2 === 0 ? a : b.server;
      streams.push(await stream(server, token, ids[s % LOAD_MEETINGS]));
    }
    // Let the dials settle, then measure a clean window.
    await sleep(10_000);
    const from = Date.now();
    const marks = streams.map((s) => s.events.length);
    await sleep(LOAD_SECONDS * 1000);
    const delays: number[] = [];
    const sinceEvent: number[] = [];
    let deltas = 0;
    for (const [i, client] of streams.entries()) {
      for (const event of client.events.slice(marks[i])) {
        if (event.event !== "live") continue;
        const batch = event.data as Batch;
        if (batch.at < from) continue;
        // receivedAt is on the bench's monotonic clock; convert through the wall clock offset.
        const arrived = performance.timeOrigin + event.receivedAt;
        delays.push(arrived - batch.at);
        deltas += batch.deltas.length;
        // A dropped call carries the time the bridge saw it: end to end, with the 1 s observation cadence.
        for (const delta of batch.deltas as { changes?: { disconnectTimestamp?: number | null } }[]) {
          const at = delta.changes?.disconnectTimestamp;
          if (typeof at === "number") sinceEvent.push(arrived - at);
        }
      }
    }
    return [
      measured(
        {
          metric: "live_event_delay_p99_ms",
          unit: "ms",
          budget: 1000,
          note: `${LOAD_MEETINGS} meetings x ${LOAD_PARTICIPANTS} participants on the simulator, ${LOAD_STREAMS} SSE streams over two instances, ${LOAD_SECONDS} s: each batch from its change's time to its arrival, p99`,
          detail: {
            p50: percentile(50)(delays),
            p95: percentile(95)(delays),
            max: Math.max(...delays),
            batchesReceived: delays.length,
            deltasPerSecondPerStream: Math.round((deltas / LOAD_SECONDS / LOAD_STREAMS) * 10) / 10,
            setupSeconds: Math.round(setupS),
          },
        },
        [percentile(99)(delays)],
      ),
      info(
        "live_bridge_event_to_console_p99_ms",
        sinceEvent.length ? percentile(99)(sinceEvent) : null,
        "ms",
        `${sinceEvent.length} dropped calls, from the moment the simulated bridge saw each to its arrival on a stream: the driver's 1 s observation cadence plus the delay above`,
      ),
      info(
        "live_batches_per_second",
        delays.length / LOAD_SECONDS / (LOAD_STREAMS / LOAD_MEETINGS),
        "1/s",
        "batches committed per second across the 50 meetings (as one stream of each sees them)",
      ),
    ];
  } finally {
    for (const client of streams) client.close();
    // The figures after this one run on a quiet server again.
    for (const id of ids)
      await api(a.baseUrl, token, "DELETE", `/meeting/meetings/${id}`).catch(() => undefined);
    await b.stop();
  }
}
