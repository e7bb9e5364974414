// Issue 4 figures: the /home list and calendar with 20 000 meetings and 10 000 rooms, and the
// schedule-create call under load (distinct room × slot per request, so each may succeed).
import autocannon from "autocannon";
import { scheduleBody } from "../tests/fixtures/schedule-body";
import { type BenchContext, deepLinkPage, drain, listLoad } from "./figures";
import { MEETING_LIST_BUDGET } from "./floor";
import { type Figure, measured } from "./report";

export const SCALE_MEETINGS = 20_000;

const MEETING_TABS = ["all", "public", "hosted", "invited"] as const;

/** The /home list on each tab, with and without a keyword, then the history list. */
export async function meetingListLoad(ctx: BenchContext): Promise<Figure[]> {
  const out: Figure[] = [];
  for (const tab of MEETING_TABS) {
    // "meeting_list" and "meeting_list_keyword" stay the names of the all tab, as in earlier results.
    const name = tab === "all" ? "meeting_list" : `meeting_list_${tab}`;
    const path = `/api/v1/meeting/schedules?tab=${tab}`;
    out.push(...(await listLoad(ctx, name, `${path}&page=1&size=20`, MEETING_LIST_BUDGET)));
    out.push(
      ...(await listLoad(ctx, `${name}_keyword`, `${path}&page=2&size=20&keyword=1`, MEETING_LIST_BUDGET)),
    );
  }
  out.push(
    ...(await listLoad(
      ctx,
      "history_list",
      "/api/v1/report/me/schedules?page=1&size=20",
      MEETING_LIST_BUDGET,
    )),
  );
  return out;
}

export async function meetingListPage(ctx: BenchContext): Promise<Figure[]> {
  return deepLinkPage(ctx, {
    path: "/home",
    readySelector: ".ant-table-row",
    prefix: "meeting_list",
    readyNote: `navigation start to the first meeting row, ${SCALE_MEETINGS} meetings seeded`,
    routeJsMetric: "meeting_list_route_js_kb",
  });
}

export const CALENDAR_READY = ".room-calendar-row";

export async function calendarPage(ctx: BenchContext): Promise<Figure[]> {
  return deepLinkPage(ctx, {
    path: "/home?view=calendar",
    readySelector: CALENDAR_READY,
    prefix: "calendar",
    readyNote: "navigation start to the first room row of the timeline, 10 000 rooms",
  });
}

const HOUR = 3_600_000;

/** POST /meeting/schedules at 20 connections for 10 s, each request a free room and hour. */
export async function scheduleCreateLoad(ctx: BenchContext): Promise<Figure[]> {
  const s = ctx.server();
  const token = await ctx.token();
  const headers = { token, "content-type": "application/json", language: "en-US", userAgent: "WEB" };
  const rooms = await (
    await fetch(`${s.baseUrl}/api/v1/device/room/query?page=1&size=500&sort=name,asc&enabled=true`, {
      headers,
    })
  ).json();
  const roomIds: string[] = rooms.data.records.map((r: { id: string }) => r.id);
  // Far beyond the seeded ±60 days, on whole hours of one day per room: never a conflict by design.
  const day = new Date(Date.now() + 400 * 24 * HOUR);
  day.setHours(0, 0, 0, 0);
  let index = 0;
  const r = await autocannon({
    url: `${s.baseUrl}/api/v1/meeting/schedules`,
    connections: 20,
    duration: 10,
    headers,
    requests: [
      {
        method: "POST",
        setupRequest: (req) => {
          const i = index++;
          const room = roomIds[i % roomIds.length];
          const slot = Math.floor(i / roomIds.length);
          const startAt = day.getTime() + (slot % 23) * HOUR + Math.floor(slot / 23) * 24 * HOUR;
          return {
            ...req,
            body: JSON.stringify(
              scheduleBody({ name: `bench ${i}`, roomIds: [room], startAt, endAt: startAt + HOUR }),
            ),
          };
        },
      },
    ],
  });
  await drain(ctx, `${s.baseUrl}/api/v1/current/user`, { token });
  const codes = Object.fromEntries(Object.entries(r.statusCodeStats).map(([k, v]) => [k, v.count]));
  const note = `20 connections, 10 s, ${roomIds.length} rooms; ${r["2xx"]} 2xx, ${r.non2xx} non-2xx ${JSON.stringify(codes)}`;
  const p99 = measured({ metric: "schedule_create_p99_ms", unit: "ms", budget: 200, note }, [r.latency.p99]);
  if (r.non2xx > 0 || r.errors > 0) p99.ok = false;
  return [
    measured({ metric: "schedule_create_p50_ms", unit: "ms" }, [r.latency.p50]),
    p99,
    measured(
      {
        metric: "schedule_create_rps",
        unit: "req/s",
        budget: 300,
        higherIsBetter: true,
        note: "20 connections",
      },
      [r.requests.average],
    ),
  ];
}
