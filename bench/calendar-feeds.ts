// Calendar feeds (docs/calendars.md): a room feed of a year of bookings, read by 20 calendar
// clients at once, each on its own room's token and within the feed's per-token rate limit (which
// autocannon's whole-number rates cannot keep to: a plain loop of fetches instead).
import { scheduleBody } from "../tests/fixtures/schedule-body";
import type { BenchContext } from "./figures";
import { type Figure, measured } from "./report";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ROOMS = 20;
/** Under the feed's 30 reads a minute per token. */
const READS_PER_SECOND_PER_CLIENT = 0.4;
const DURATION_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function api<T>(
  base: string,
  token: string,
  method: string,
  pathname: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${base}/api/v1${pathname}`, {
    method,
    headers: {
      token,
      language: "en-US",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`${method} ${pathname}: ${response.status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}

export async function roomFeedLoad(ctx: BenchContext): Promise<Figure[]> {
  const s = ctx.server();
  const token = await ctx.token();
  const rooms = await api<{ records: { id: string }[] }>(
    s.baseUrl,
    token,
    "GET",
    "/device/room/query?page=1&size=200&sort=name,asc&enabled=true",
  );
  // Rooms far down the list, past the ones the other figures book.
  const roomIds = rooms.records.slice(-ROOMS).map((r) => r.id);
  const first = new Date(Date.now() + DAY);
  first.setHours(0, 0, 0, 0);
  const until = first.getTime() + 364 * DAY;
  // Per room, outside the demo's hours: a daily series (one VEVENT with its RRULE) and a single
  // booking every weekday evening (one VEVENT each), a year ahead.
  const bookings: { roomId: string; startAt: number; recurrence?: unknown }[] = [];
  for (const roomId of roomIds) {
    bookings.push({ roomId, startAt: first.getTime() + 6 * HOUR, recurrence: { kind: "DAILY", until } });
    for (let day = first.getTime(); day <= until; day += DAY) {
      const weekday = new Date(day).getDay();
      if (weekday !== 0 && weekday !== 6) bookings.push({ roomId, startAt: day + 21 * HOUR });
    }
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let i = next++; i < bookings.length; i = next++) {
        const { roomId, startAt, recurrence } = bookings[i] as (typeof bookings)[number];
        await api(s.baseUrl, token, "POST", "/meeting/schedules", {
          ...scheduleBody({ name: `feed ${i}`, roomIds: [roomId], startAt, endAt: startAt + HOUR }),
          ...(recurrence ? { recurrence } : {}),
        });
      }
    }),
  );
  const meetings = bookings.length - ROOMS + ROOMS * 365;
  const urls: string[] = [];
  for (const roomId of roomIds) {
    const feed = await api<{ url: string }>(s.baseUrl, token, "GET", `/device/room/calendar-feed/${roomId}`);
    const url = new URL(feed.url);
    urls.push(`${url.pathname}${url.search}`);
  }
  const sample = await fetch(`${s.baseUrl}${urls[0]}`);
  const bytes = (await sample.arrayBuffer()).byteLength;
  // Each client reads its own room's feed every 1 / READS_PER_SECOND_PER_CLIENT s, the first reads
  // spread over that period so that the clients overlap as calendar services would.
  const period = 1000 / READS_PER_SECOND_PER_CLIENT;
  const ends = performance.now() + DURATION_MS;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  await Promise.all(
    urls.map(async (path, client) => {
      await sleep((period * client) / urls.length);
      while (performance.now() < ends) {
        const started = performance.now();
        const response = await fetch(`${s.baseUrl}${path}`).catch(() => null);
        await response?.arrayBuffer();
        latencies.push(performance.now() - started);
        const status = String(response?.status ?? "error");
        statuses[status] = (statuses[status] ?? 0) + 1;
        await sleep(Math.max(0, period - (performance.now() - started)));
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  const ok = statuses["200"] ?? 0;
  const note = `${ROOMS} rooms × ~${Math.round(meetings / ROOMS)} meetings a year, ${ROOMS} clients at ${READS_PER_SECOND_PER_CLIENT}/s each, ${DURATION_MS / 1000} s; ${(bytes / 1000).toFixed(0)} kB a feed; ${JSON.stringify(statuses)}`;
  const p99 = measured({ metric: "room_feed_p99_ms", unit: "ms", budget: 200, note }, [at(0.99)]);
  if (ok !== latencies.length) p99.ok = false;
  return [measured({ metric: "room_feed_p50_ms", unit: "ms" }, [at(0.5)]), p99];
}
