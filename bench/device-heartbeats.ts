// Devices reporting in (docs/devices.md): 5 000 terminals each sending a heartbeat every 30 s over
// the HTTP device API (about 167 a second, spread evenly), for one full round; while they run, the
// room list is loaded as its own figure does, so that its budget is checked under device traffic.
import type { BenchContext } from "./figures";
import { listLoad } from "./figures";
import { ROOM_LIST_BUDGET } from "./floor";
import { type Figure, info, measured } from "./report";

const DEVICES = 5_000;
const INTERVAL_MS = 30_000;
const TICK_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function api<T>(base: string, token: string, method: string, pathname: string): Promise<T> {
  const response = await fetch(`${base}/api/v1${pathname}`, {
    method,
    headers: { token, language: "en-US" },
  });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`${method} ${pathname}: ${response.status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}

async function deviceKeys(ctx: BenchContext): Promise<string[]> {
  const s = ctx.server();
  const token = await ctx.token();
  const ids: string[] = [];
  for (let page = 1; ids.length < DEVICES; page++) {
    const list = await api<{ records: { id: string }[] }>(
      s.baseUrl,
      token,
      "GET",
      `/device/terminal/query?page=${page}&size=500`,
    );
    if (list.records.length === 0) break;
    ids.push(...list.records.map((r) => r.id));
  }
  const keys: string[] = [];
  let next = 0;
  const chosen = ids.slice(0, DEVICES);
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let i = next++; i < chosen.length; i = next++) {
        keys[i] = (await api<{ key: string }>(s.baseUrl, token, "POST", `/device/key/${chosen[i]}`)).key;
      }
    }),
  );
  return keys;
}

export async function deviceHeartbeatLoad(ctx: BenchContext): Promise<Figure[]> {
  const s = ctx.server();
  const started = performance.now();
  const keys = await deviceKeys(ctx);
  ctx.log(`  ${keys.length} device keys issued in ${Math.round(performance.now() - started)} ms`);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let inFlight = 0;
  let maxInFlight = 0;
  const beat = async (key: string) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const sent = performance.now();
    const response = await fetch(`${s.baseUrl}/api/v1/device/report/heartbeat`, {
      method: "POST",
      headers: { "device-key": key, "content-type": "application/json" },
      body: JSON.stringify({ v: 1, registered: true, inCall: false, address: "10.0.0.5" }),
    }).catch(() => null);
    await response?.arrayBuffer();
    latencies.push(performance.now() - sent);
    const status = String(response?.status ?? "error");
    statuses[status] = (statuses[status] ?? 0) + 1;
    inFlight--;
  };
  // One round of heartbeats, device i at i × INTERVAL / DEVICES, ticking every TICK_MS.
  const pending: Promise<void>[] = [];
  const round = (async () => {
    const t0 = performance.now();
    let sentCount = 0;
    while (sentCount < keys.length) {
      const due = Math.min(
        keys.length,
        Math.floor(((performance.now() - t0) / INTERVAL_MS) * keys.length) + 1,
      );
      for (; sentCount < due; sentCount++) pending.push(beat(keys[sentCount] as string));
      await sleep(TICK_MS);
    }
    await Promise.all(pending);
    return performance.now() - t0;
  })();
  await sleep(8_000);
  const roomList = await listLoad(
    ctx,
    "room_list_under_heartbeats",
    "/api/v1/device/room/query?page=1&size=20",
    ROOM_LIST_BUDGET,
  );
  const roundMs = await round;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  const note = `${keys.length} devices, one heartbeat each over ${INTERVAL_MS / 1000} s (HTTP), the room list loaded meanwhile; ${JSON.stringify(statuses)}, at most ${maxInFlight} in flight`;
  const p99 = measured({ metric: "device_heartbeat_p99_ms", unit: "ms", budget: 1000, note }, [at(0.99)]);
  if ((statuses["200"] ?? 0) + (statuses["204"] ?? 0) !== latencies.length) p99.ok = false;
  return [
    measured({ metric: "device_heartbeat_p50_ms", unit: "ms" }, [at(0.5)]),
    p99,
    // Keeping up: the round ends within a second of its last device's due time.
    measured(
      {
        metric: "device_heartbeat_round_ms",
        unit: "ms",
        budget: INTERVAL_MS + 1000,
        note: "one round of every device",
      },
      [roundMs],
    ),
    info("device_heartbeat_max_in_flight", maxInFlight, "requests"),
    ...roomList,
  ];
}
