import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { callRecords } from "../../server/src/db/schema-live.ts";
import { meetings, scheduleAttendees, schedules } from "../../server/src/db/schema-meetings.ts";
import { ADMIN, call, envelopeOf, loginAs, makeApp } from "./helpers.ts";
import { addMeetings, clearMeetings, someRooms, userIds } from "./meeting-fixtures.ts";

/**
 * The daily and monthly roll-ups (report_days, report_months) follow late changes of their inputs.
 * UTC; June 2031. Meetings, all organised by zhangwei, VIDEO:
 *   P  Mon 2 June 10:00–11:00
 *   Q  Mon 2 June 23:30–Tue 3 June 00:30 (crosses midnight), in the room
 *   (P is booked in the room too.)
 *   R  Wed 4 June 09:00–10:00
 * The whole month of June is read from report_months, 3..30 June from report_days.
 */
const at = (day: number, hour: number, minute = 0) => Date.UTC(2031, 5, day, hour, minute);
const NOW = Date.UTC(2031, 6, 10, 12);
const JUNE = "from=2031-06-01&to=2031-06-30";
const FROM_THIRD = "from=2031-06-03&to=2031-06-30";

let app: FastifyInstance;
let admin: string;
let ids: Map<string, string>;
let roomId: string;

interface Figures {
  meetings: number;
  minutes: number;
  participants: number;
  connectedMinutes: number;
}

async function figures(range: string): Promise<Figures> {
  const response = await call(
    app,
    "GET",
    `/api/v1/report/statistic/meeting/network?${range}&granularity=month`,
    {
      token: admin,
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  const { meetings, minutes, participants, connectedMinutes } = envelopeOf<{ figures: Figures }>(response)
    .data.figures;
  return { meetings, minutes, participants, connectedMinutes };
}

async function dailyMinutes(range: string): Promise<[string, number, number][]> {
  const response = await call(
    app,
    "GET",
    `/api/v1/report/statistic/meeting/network?${range}&granularity=day`,
    {
      token: admin,
    },
  );
  const trend = envelopeOf<{ trend: { period: string; meetings: number; minutes: number }[] }>(response).data
    .trend;
  return trend.filter((p) => p.meetings > 0).map((p) => [p.period, p.meetings, p.minutes]);
}

async function get<T>(path: string): Promise<T> {
  const response = await call(app, "GET", `/api/v1/report${path}`, { token: admin });
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<T>(response).data;
}

const ROLLUPS = [
  "report_days",
  "report_months",
  "report_hours",
  "report_room_days",
  "report_room_months",
  "report_subtree_days",
  "report_subtree_months",
  "report_organisers",
  "report_room_keys",
  "report_meeting_users",
  "report_user_days",
  "report_user_rooms",
  "report_room_booked",
] as const;

/**
 * The personal report's figures and its list's ids (in start order, latest first) read from the
 * meetings, schedules, invitations and bookings themselves (UTC).
 */
async function livePersonal(
  userId: string,
  fromDay: string,
  toDay: string,
): Promise<{ figures: Record<string, number>; ids: string[] }> {
  const start = Date.parse(`${fromDay}T00:00:00Z`);
  const end = Date.parse(`${toDay}T00:00:00Z`) + 86_400_000;
  const invited = sql`exists (select 1 from schedule_attendees a where a.schedule_id = s.id and a.user_id = ${userId})`;
  const theirs = sql`select m.id, m.start_at, s.creator_id, s.host_id, ${invited} as invited,
      least(m.end_at, ${end}::bigint) - greatest(m.start_at, ${start}::bigint) as ms
    from meetings m join schedules s on s.id = m.schedule_id
    where m.cancelled_at is null and m.start_at < ${end}::bigint and m.end_at > ${start}::bigint
      and m.start_at <= ${NOW}::bigint and (s.creator_id = ${userId} or s.host_id = ${userId} or ${invited})`;
  const result = (await app.ctx.db.execute(sql`with t as (${theirs})
    select json_build_object('meetings', count(*)::int, 'minutes', (coalesce(sum(ms), 0) / 60000)::int,
        'organised', (count(*) filter (where creator_id = ${userId}))::int,
        'hosted', (count(*) filter (where host_id = ${userId}))::int,
        'attended', (count(*) filter (where invited))::int,
        'rooms', (select count(distinct rb.room_id) from room_bookings rb where rb.meeting_id in (select id from t))::int
      ) as figures,
      coalesce((select json_agg(id order by start_at desc, id desc) from (select * from t order by start_at desc, id desc limit 20) x),
        '[]'::json) as ids
    from t`)) as unknown as { rows: { figures: Record<string, number>; ids: string[] }[] };
  return result.rows[0];
}

const rows = async (table: (typeof ROLLUPS)[number]) =>
  (
    (await app.ctx.db.execute(sql`select * from ${sql.raw(table)} r order by r::text`)) as unknown as {
      rows: unknown[];
    }
  ).rows;

beforeAll(async () => {
  app = await makeApp({ now: () => NOW });
  const db = app.ctx.db;
  await clearMeetings(db);
  const [room] = await someRooms(db, 1);
  roomId = room.id;
  const added = await addMeetings(
    db,
    [
      {
        name: "P",
        creator: "zhangwei",
        times: [[at(2, 10), at(2, 11)]],
        rooms: [room.id],
        number: "720001",
        status: "OFFLINE",
      },
      {
        name: "Q",
        creator: "zhangwei",
        times: [[at(2, 23, 30), at(3, 0, 30)]],
        rooms: [room.id],
        number: "720002",
        status: "OFFLINE",
      },
      {
        name: "R",
        creator: "zhangwei",
        times: [[at(4, 9), at(4, 10)]],
        rooms: [],
        number: "720003",
        status: "OFFLINE",
      },
    ],
    NOW,
  );
  ids = new Map([...added].map(([name, inserted]) => [name, inserted.meetingIds[0]]));
  admin = (await loginAs(app, ...ADMIN)).token;
  const put = await call(app, "PUT", "/api/v1/report/settings", {
    token: admin,
    payload: { timeZone: "UTC" },
  });
  expect(put.statusCode).toBe(200);
});
afterAll(() => app.close());

describe("report roll-ups", () => {
  it("count a meeting once per range, on its first day inside it, from whole months and from days", async () => {
    expect(await figures(JUNE)).toEqual({ meetings: 3, minutes: 180, participants: 0, connectedMinutes: 0 });
    // Q is carried over into the 3rd: it counts there, with its 30 minutes of that day.
    expect(await figures(FROM_THIRD)).toEqual({
      meetings: 2,
      minutes: 90,
      participants: 0,
      connectedMinutes: 0,
    });
    expect(await dailyMinutes(JUNE)).toEqual([
      ["2031-06-02", 2, 90],
      ["2031-06-03", 1, 30],
      ["2031-06-04", 1, 60],
    ]);
  });

  it("follow an edit: a meeting moved to another month leaves June's days and month", async () => {
    await app.ctx.db
      .update(meetings)
      .set({ startAt: Date.UTC(2031, 6, 1, 9), endAt: Date.UTC(2031, 6, 1, 10) })
      .where(eq(meetings.id, ids.get("R")!));
    expect(await figures(JUNE)).toEqual({ meetings: 2, minutes: 120, participants: 0, connectedMinutes: 0 });
    expect(await figures("from=2031-07-01&to=2031-07-09")).toMatchObject({ meetings: 1, minutes: 60 });
  });

  it("follow a cancel", async () => {
    await app.ctx.db
      .update(meetings)
      .set({ cancelledAt: NOW })
      .where(eq(meetings.id, ids.get("P")!));
    expect(await figures(JUNE)).toEqual({ meetings: 1, minutes: 60, participants: 0, connectedMinutes: 0 });
    expect(await dailyMinutes(JUNE)).toEqual([
      ["2031-06-02", 1, 30],
      ["2031-06-03", 1, 30],
    ]);
  });

  it("follow a call record that arrives late, on the day the meeting started and carried over", async () => {
    const bookings = () =>
      get<{ totals: Record<string, number> }>(`/statistic/room/booked-vs-used?${JUNE}&groupBy=room`);
    expect((await bookings()).totals).toMatchObject({ bookings: 1, ghost: 1, used: 0, freedMinutes: 60 });
    const peak = () =>
      get<{ peak: { peak: number; at: number | null } }>(
        `/statistic/network/participant/by-concurrent?${JUNE}`,
      );
    expect((await peak()).peak).toMatchObject({ peak: 0 });
    await app.ctx.db.insert(callRecords).values({
      id: "c-Q-late",
      meetingId: ids.get("Q")!,
      participantId: null,
      name: "late",
      callAddress: "late@example.com",
      protocol: "SIP",
      roomId,
      callDirection: true,
      dialledAt: at(2, 23, 30),
      connectedAt: at(2, 23, 30),
      disconnectedAt: at(3, 0, 10),
    });
    expect(await figures(JUNE)).toEqual({ meetings: 1, minutes: 60, participants: 0, connectedMinutes: 40 });
    expect(await figures(FROM_THIRD)).toEqual({
      meetings: 1,
      minutes: 30,
      participants: 0,
      connectedMinutes: 40,
    });
  });

  it("follow a change of organiser: the month counts the meeting for its new organiser only", async () => {
    const lina = (await userIds(app.ctx.db, ["lina"])).get("lina")!;
    const [q] = await app.ctx.db
      .select({ scheduleId: meetings.scheduleId })
      .from(meetings)
      .where(eq(meetings.id, ids.get("Q")!));
    await app.ctx.db.update(schedules).set({ creatorId: lina }).where(eq(schedules.id, q.scheduleId));
    // P is cancelled and R moved to July: Q is June's only meeting, now lina's.
    const data = await get<{ users: { name: string; meetings: number; minutes: number }[] }>(
      `/statistic/network/by-dept?${JUNE}`,
    );
    expect(data.users.map((u) => [u.name, u.meetings, u.minutes])).toEqual([["李娜", 1, 60]]);
  });

  it("answer the personal report as the meetings themselves do, after an invitation, an edit and a cancel", async () => {
    const people = await userIds(app.ctx.db, ["zhangwei", "lina", "wangfang"]);
    const [q] = await app.ctx.db
      .select({ scheduleId: meetings.scheduleId })
      .from(meetings)
      .where(eq(meetings.id, ids.get("Q")!));
    const agree = async (note: string) => {
      for (const user of people.values())
        for (const [from, to] of [
          ["2031-06-01", "2031-06-30"],
          ["2031-06-03", "2031-06-30"],
          ["2031-06-01", "2031-07-09"],
        ]) {
          const range = `from=${from}&to=${to}`;
          const expected = await livePersonal(user, from, to);
          const report = await get<{ figures: Record<string, number> }>(
            `/statistic/by-user?${range}&userId=${user}`,
          );
          expect(report.figures, `${note}: ${user} ${range}`).toEqual(expected.figures);
          const list = await get<{ total: number; records: { id: string }[] }>(
            `/meeting/by-user?${range}&userId=${user}&page=1&size=20`,
          );
          expect(list.total, `${note}: ${user} ${range}`).toBe(expected.ids.length);
          expect(
            list.records.map((r) => r.id),
            `${note}: ${user} ${range}`,
          ).toEqual(expected.ids);
        }
    };
    await agree("as seeded");
    await app.ctx.db
      .insert(scheduleAttendees)
      .values({ scheduleId: q.scheduleId, userId: people.get("wangfang")! });
    expect((await livePersonal(people.get("wangfang")!, "2031-06-01", "2031-06-30")).figures).toMatchObject({
      meetings: 1,
      attended: 1,
    });
    await agree("wangfang invited to Q");
    await app.ctx.db
      .update(meetings)
      .set({ startAt: at(5, 23), endAt: at(6, 1) })
      .where(eq(meetings.id, ids.get("Q")!));
    await agree("Q moved to the 5th, across midnight");
    await app.ctx.db.delete(scheduleAttendees).where(eq(scheduleAttendees.scheduleId, q.scheduleId));
    await agree("wangfang uninvited");
    await app.ctx.db
      .insert(scheduleAttendees)
      .values({ scheduleId: q.scheduleId, userId: people.get("wangfang")! });
    await app.ctx.db
      .update(meetings)
      .set({ cancelledAt: NOW })
      .where(eq(meetings.id, ids.get("Q")!));
    await agree("Q cancelled");
    await app.ctx.db
      .update(meetings)
      .set({ cancelledAt: null })
      .where(eq(meetings.id, ids.get("Q")!));
    await agree("Q restored");
  });

  it("hold what a recomputation of every meeting from scratch gives", async () => {
    await figures(JUNE);
    const before = new Map<string, unknown[]>();
    for (const table of ROLLUPS) {
      before.set(table, await rows(table));
      expect(before.get(table)?.length, table).toBeGreaterThan(0);
      await app.ctx.db.execute(sql`delete from ${sql.raw(table)}`);
    }
    await app.ctx.db.execute(sql`insert into report_dirty select id from meetings on conflict do nothing`);
    await figures(JUNE);
    for (const table of ROLLUPS) expect(await rows(table), table).toEqual(before.get(table));
  });
});
