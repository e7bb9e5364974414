import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { BookingRow } from "#contract/report-rooms";
import { classifyBooking } from "#contract/rules/booking-usage";
import { departments, users } from "../../server/src/db/schema.ts";
import { callRecords } from "../../server/src/db/schema-live.ts";
import { presenceReadings } from "../../server/src/db/schema-reports.ts";
import { call, envelopeOf } from "./helpers.ts";
import { userIds } from "./meeting-fixtures.ts";
import { at, NOW, RANGE, reportSeed } from "./report-fixtures.ts";

/** The reports against the hand-worked seed of report-fixtures.ts (its comment has the meetings). */
let app: FastifyInstance;
let admin: string;
let manager: string;
let dept: Map<string, string>;
let R1: string;
let R2: string;

beforeAll(async () => {
  ({ app, admin, manager, dept, R1, R2 } = await reportSeed());
});
afterAll(() => app.close());

async function get<T>(path: string, token = admin): Promise<T> {
  const response = await call(app, "GET", `/api/v1/report${path}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<T>(response).data;
}
const status = async (path: string, token = admin) =>
  (await call(app, "GET", `/api/v1/report${path}`, { token })).statusCode;

describe("settings", () => {
  it("keeps the organisation's time zone and refuses what is not an IANA zone", async () => {
    expect(await get<{ timeZone: string }>("/settings")).toEqual({ timeZone: "Asia/Shanghai" });
    for (const timeZone of ["+08:00", "Mars/Base"]) {
      const response = await call(app, "PUT", "/api/v1/report/settings", {
        token: admin,
        payload: { timeZone },
      });
      expect(response.statusCode).toBe(400);
    }
    expect(
      (await call(app, "PUT", "/api/v1/report/settings", { token: manager, payload: { timeZone: "UTC" } }))
        .statusCode,
    ).toBe(403);
  });
});

describe("department analysis", () => {
  it("rolls the organisation up: figures, a bar per department, organisers and types", async () => {
    const data = await get<{
      figures: Record<string, number>;
      departments: {
        name: string;
        meetings: number;
        minutes: number;
        participants: number;
        ownMeetings: number;
      }[];
      users: { name: string; meetings: number; minutes: number }[];
      byType: { type: string; meetings: number; minutes: number }[];
    }>(`/statistic/network/by-dept?${RANGE}&departmentId=${dept.get("总部")}`);
    // 60 + 60 + 60 + 60 + 120; participants 2 + 1 + 1; connected 40 + 30 + 60 + 50.
    expect(data.figures).toEqual({
      meetings: 5,
      minutes: 360,
      participants: 4,
      connectedMinutes: 180,
      averageMinutes: 72,
    });
    const bars = Object.fromEntries(
      data.departments.map((d) => [d.name, [d.meetings, d.minutes, d.participants, d.ownMeetings]]),
    );
    expect(bars.研发中心).toEqual([3, 180, 3, 0]);
    expect(bars.市场部).toEqual([2, 180, 1, 1]);
    expect(bars.财务部).toEqual([0, 0, 0, 0]);
    expect(data.users.map((u) => [u.name, u.meetings, u.minutes]).slice(0, 2)).toEqual([
      ["张伟", 2, 120],
      ["赵敏", 1, 120],
    ]);
    expect(data.byType).toEqual([
      { type: "VIDEO_MEETING", meetings: 4, minutes: 240 },
      { type: "GENERAL", meetings: 1, minutes: 120 },
    ]);
  });

  it("splits a meeting crossing midnight by minutes over both days", async () => {
    const data = await get<{
      total: { period: string; meetings: number; minutes: number }[];
      series: { name: string; points: { minutes: number }[] }[];
    }>(`/statistic/network/trend/by-dept?${RANGE}&departmentId=${dept.get("总部")}`);
    // Monday: A 60 + B 30; Tuesday: B 30 + F 60 + G 60 + C 120.
    expect(data.total.map((p) => [p.period, p.meetings, p.minutes])).toEqual([
      ["2031-06-09", 2, 90],
      ["2031-06-10", 4, 270],
    ]);
    const rd = data.series.find((s) => s.name === "研发中心")!;
    expect(rd.points.map((p) => p.minutes)).toEqual([90, 90]);
  });

  it("lists the meetings behind a bar and behind a day", async () => {
    const rd = dept.get("研发中心");
    const all = await get<{ records: { name: string }[]; total: number }>(
      `/meeting/network/by-dept?${RANGE}&departmentId=${rd}&sort=startAt,asc`,
    );
    expect(all.records.map((r) => r.name)).toEqual(["A", "B", "F"]);
    expect(all.total).toBe(3);
    const tuesday = await get<{ records: { name: string }[] }>(
      `/meeting/network/by-dept?${RANGE}&departmentId=${rd}&period=2031-06-10&sort=startAt,asc`,
    );
    expect(tuesday.records.map((r) => r.name)).toEqual(["B", "F"]);
  });

  it("gives a department manager their subtree only, and 404 for another department", async () => {
    const mine = await get<{
      figures: { meetings: number; minutes: number };
      departments: { name: string }[];
    }>(`/statistic/network/by-dept?${RANGE}`, manager);
    expect(mine.figures.meetings).toBe(3);
    expect(mine.figures.minutes).toBe(180);
    expect(mine.departments.map((d) => d.name)).toEqual(["研发中心"]);
    const leaf = await get<{
      figures: { meetings: number };
      departments: { name: string; meetings: number }[];
    }>(`/statistic/network/by-dept?${RANGE}&departmentId=${dept.get("平台研发部")}`, manager);
    expect(leaf.figures.meetings).toBe(2);
    expect(leaf.departments.map((d) => [d.name, d.meetings])).toEqual([["平台研发部", 2]]);
    expect(
      await status(`/statistic/network/by-dept?${RANGE}&departmentId=${dept.get("市场部")}`, manager),
    ).toBe(404);
    expect(
      await status(`/meeting/network/by-dept?${RANGE}&departmentId=${dept.get("市场部")}`, manager),
    ).toBe(404);
    expect(await status(`/meeting/network?${RANGE}&departmentId=nope`, manager)).toBe(404);
  });

  it("refuses a reversed or too long range", async () => {
    expect(await status("/statistic/network/by-dept?from=2031-06-10&to=2031-06-09")).toBe(400);
    expect(await status("/statistic/network/by-dept?from=2030-01-01&to=2031-06-09")).toBe(400);
    expect(await status("/statistic/network/by-dept?from=2031-02-30&to=2031-03-01")).toBe(400);
  });
});

describe("personal analysis", () => {
  it("counts the meetings a user organised, and a manager may look at a user of their subtree only", async () => {
    const ids = await userIds(app.ctx.db, ["zhangwei", "hexue"]);
    const data = await get<{
      user: { name: string };
      figures: Record<string, number>;
      byRoom: { meetings: number; minutes: number }[];
      trend: { minutes: number }[];
    }>(`/statistic/by-user?${RANGE}&userId=${ids.get("zhangwei")}`, manager);
    expect(data.user.name).toBe("张伟");
    expect(data.figures).toEqual({
      meetings: 2,
      minutes: 120,
      organised: 2,
      hosted: 2,
      attended: 0,
      rooms: 2,
    });
    expect(data.trend.map((p) => p.minutes)).toEqual([60, 60]);
    expect(await status(`/statistic/by-user?${RANGE}&userId=${ids.get("hexue")}`, manager)).toBe(404);
    const list = await get<{ total: number }>(
      `/meeting/by-user?${RANGE}&userId=${ids.get("zhangwei")}&roomId=${R2}`,
      manager,
    );
    expect(list.total).toBe(1);
  });
});

describe("meeting detail", () => {
  it("answers the cards, the table page and one meeting's participants", async () => {
    const data = await get<{ figures: Record<string, number>; trend: { minutes: number }[] }>(
      `/statistic/meeting/network?${RANGE}`,
    );
    expect(data.figures.meetings).toBe(5);
    expect(data.trend.map((p) => p.minutes)).toEqual([90, 270]);
    const page = await get<{
      records: {
        name: string;
        minutes: number;
        participants: number;
        connectedMinutes: number;
        rooms: { id: string }[];
      }[];
      total: number;
    }>(`/meeting/network?${RANGE}&sort=connectedMinutes,desc&size=2`);
    expect(page.total).toBe(5);
    expect(page.records.map((r) => [r.name, r.connectedMinutes, r.participants])).toEqual([
      ["A", 70, 2],
      ["B", 60, 1],
    ]);
    const a = await get<{
      records: { name: string; connectedMinutes: number; calls: number; room: { id: string } | null }[];
    }>(`/meeting/participants?meetingId=m-710001-0&sort=connectedMinutes,desc`);
    expect(a.records.map((r) => [r.name, r.connectedMinutes, r.calls, r.room?.id ?? null])).toEqual([
      ["r1", 40, 1, R1],
      ["guest", 30, 1, null],
    ]);
    expect(await status("/meeting/participants?meetingId=m-710004-0", manager)).toBe(404);
  });

  it("exports the table as CSV with formula-leading text neutralised", async () => {
    const response = await call(
      app,
      "GET",
      `/api/v1/report/meeting/network/export?${RANGE}&format=csv&sort=startAt,asc`,
      {
        token: admin,
        language: "en-US",
      },
    );
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toContain("Meeting name");
    expect(lines).toHaveLength(6);
    expect(lines[2]).toContain("2031/06/09 23:30");
    expect(lines[5].startsWith("'=SUM(1)")).toBe(true);
  });

  it("lists the meetings behind each trend point, as many as the point counts, and exports them", async () => {
    const { trend } = await get<{ trend: { period: string; meetings: number }[] }>(
      `/statistic/meeting/network?${RANGE}`,
    );
    const names: Record<string, string[]> = {};
    for (const point of trend) {
      const page = await get<{ records: { name: string }[]; total: number }>(
        `/meeting/network?${RANGE}&period=${point.period}&granularity=day&sort=startAt,asc`,
      );
      expect(page.total, point.period).toBe(point.meetings);
      names[point.period] = page.records.map((r) => r.name);
    }
    // B runs across midnight: it is behind both days' points.
    expect(names["2031-06-09"]).toEqual(["A", "B"]);
    expect(names["2031-06-10"]?.[0]).toBe("B");
    expect(names["2031-06-10"]).toHaveLength(4);
    const week = await get<{ total: number }>(`/meeting/network?${RANGE}&period=2031-06-09&granularity=week`);
    expect(week.total).toBe(5);
    expect(await status(`/meeting/network?${RANGE}&period=2031-02-30`)).toBe(400);
    const file = await call(
      app,
      "GET",
      `/api/v1/report/meeting/network/export?${RANGE}&period=2031-06-09&format=csv&sort=startAt,asc`,
      { token: admin },
    );
    expect(file.statusCode).toBe(200);
    expect(file.body.trim().split("\r\n")).toHaveLength(3);
  });

  it("exports XLSX", async () => {
    const response = await call(app, "GET", `/api/v1/report/meeting/network/export?${RANGE}&format=xlsx`, {
      token: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });
});

describe("concurrency", () => {
  it("finds the peak of meetings at once per day, against the MCU ports", async () => {
    const data = await get<{
      peak: { peak: number; at: number };
      points: { period: string; peak: number; at: number | null }[];
      participantsAtPeak: number;
      capacity: { ports: number };
    }>(`/statistic/all/by-concurrent?${RANGE}`);
    expect(data.peak).toMatchObject({ peak: 2, at: at(10, 9, 30) });
    expect(data.points.map((p) => [p.period, p.peak, p.at])).toEqual([
      ["2031-06-09", 1, at(9, 10)],
      ["2031-06-10", 2, at(10, 9, 30)],
    ]);
    expect(data.participantsAtPeak).toBe(1);
    const ports = (await app.ctx.db.execute(
      sql`select coalesce(sum(capacity), 0)::int as n from mcu_servers`,
    )) as unknown as { rows: { n: number }[] };
    expect(data.capacity.ports).toBe(ports.rows[0].n);
    const general = await get<{ peak: { peak: number } }>(`/statistic/general/by-concurrent?${RANGE}`);
    expect(general.peak.peak).toBe(1);
    const running = await get<{ records: { name: string }[] }>(
      `/meeting/all/by-concurrent?${RANGE}&at=${at(10, 9, 45)}`,
    );
    expect(running.records.map((r) => r.name)).toEqual(["F", "G"]);
  });

  it("finds the peak of participants at once, and the meetings behind it", async () => {
    const data = await get<{
      peak: { peak: number; at: number };
      meetings: { meeting: { name: string }; peak: number }[];
    }>(`/statistic/network/participant/by-concurrent?${RANGE}&granularity=hour`);
    expect(data.peak).toMatchObject({ peak: 2, at: at(9, 10, 5) });
    expect(data.meetings.map((m) => [m.meeting.name, m.peak])).toEqual([
      ["A", 2],
      ["B", 1],
      ["G", 1],
    ]);
    const behind = await get<{ records: { name: string; participantsAt: number }[] }>(
      `/meeting/network/participant/by-concurrent?${RANGE}&at=${at(9, 10, 10)}`,
    );
    expect(behind.records.map((r) => [r.name, r.participantsAt])).toEqual([["A", 2]]);
  });
});

describe("rooms and booked versus used", () => {
  it("answers booked and used minutes per room, totals and the heat maps", async () => {
    const data = await get<{
      rooms: {
        id: string;
        bookings: number;
        bookedMinutes: number;
        usedMinutes: number;
        usageRate: number;
      }[];
    }>(`/statistic/room/by-usage?${RANGE}`);
    expect(data.rooms.map((r) => [r.id, r.bookings, r.bookedMinutes, r.usedMinutes, r.usageRate])).toEqual([
      [R1, 3, 240, 70, 0.2917],
      [R2, 2, 120, 60, 0.5],
    ]);
    const total = await get<{
      counts: Record<string, number>;
      bookedHeatmap: { weekday: number; hour: number; value: number }[];
      usedHeatmap: { weekday: number; hour: number; value: number }[];
    }>(`/statistic/room/total/by-usage?${RANGE}`);
    expect(total.counts).toEqual({
      bookings: 5,
      used: 2,
      partlyUsed: 1,
      noShow: 1,
      ghost: 1,
      bookedMinutes: 360,
      usedMinutes: 130,
      freedMinutes: 120,
    });
    const cell = (cells: { weekday: number; hour: number; value: number }[], weekday: number, hour: number) =>
      cells.find((c) => c.weekday === weekday && c.hour === hour)?.value ?? 0;
    expect(cell(total.bookedHeatmap, 0, 23)).toBe(30);
    expect(cell(total.bookedHeatmap, 1, 0)).toBe(30);
    expect(cell(total.bookedHeatmap, 1, 9)).toBe(90);
    expect(cell(total.usedHeatmap, 0, 10)).toBe(40);
    expect(cell(total.usedHeatmap, 1, 14)).toBe(30);
    // A manager of 研发中心 sees R1's cells only (the cells by room's department), not R2's B at 23:00.
    const mine = await get<{
      bookedHeatmap: { weekday: number; hour: number; value: number }[];
      usedHeatmap: { weekday: number; hour: number; value: number }[];
    }>(`/statistic/room/total/by-usage?${RANGE}`, manager);
    expect(cell(mine.bookedHeatmap, 0, 23)).toBe(0);
    expect(cell(mine.bookedHeatmap, 0, 10)).toBe(60);
    expect(cell(mine.bookedHeatmap, 1, 9)).toBe(30);
    expect(cell(mine.usedHeatmap, 0, 10)).toBe(40);
    const trend = await get<{ points: { bookings: number; bookedMinutes: number; usedMinutes: number }[] }>(
      `/statistic/room/trend/by-usage?${RANGE}`,
    );
    expect(trend.points.map((p) => [p.bookings, p.bookedMinutes, p.usedMinutes])).toEqual([
      [2, 120, 100],
      [3, 240, 30],
    ]);
  });

  it("classifies each booking and groups the counts by organiser", async () => {
    const page = await get<{
      records: {
        meeting: { name: string };
        usage: string;
        joinedMinutes: number;
        presentMinutes: number | null;
        usedMinutes: number;
      }[];
    }>(`/room/by-usage?${RANGE}&sort=startAt,asc`);
    expect(
      page.records.map((r) => [r.meeting.name, r.usage, r.joinedMinutes, r.presentMinutes, r.usedMinutes]),
    ).toEqual([
      ["A", "USED", 40, 0, 40],
      ["B", "USED", 60, null, 60],
      ["F", "GHOST", 0, null, 0],
      ["G", "NO_SHOW", 0, 0, 0],
      ["=SUM(1)", "PARTLY_USED", 0, 30, 30],
    ]);
    const ghosts = await get<{ total: number }>(`/room/by-usage?${RANGE}&usage=GHOST`);
    expect(ghosts.total).toBe(1);
    const grouped = await get<{
      groups: { name: string; counts: { bookings: number; freedMinutes: number } }[];
    }>(`/statistic/room/booked-vs-used?${RANGE}&groupBy=organiser`);
    // Freed minutes first (F's ghost, G's no-show), then booked minutes.
    expect(grouped.groups.map((g) => [g.name, g.counts.bookings, g.counts.freedMinutes])).toEqual([
      ["张伟", 2, 60],
      ["何雪", 1, 60],
      ["赵敏", 1, 0],
      ["李娜", 1, 0],
    ]);
  });

  it("limits a manager to the rooms of their departments", async () => {
    const data = await get<{ rooms: { id: string }[] }>(`/statistic/room/by-usage?${RANGE}`, manager);
    expect(data.rooms.map((r) => r.id)).toEqual([R1]);
    expect(await status(`/statistic/room/by-usage?${RANGE}&roomId=${R2}`, manager)).toBe(404);
    const grouped = await get<{ totals: { bookings: number } }>(
      `/statistic/room/booked-vs-used?${RANGE}`,
      manager,
    );
    expect(grouped.totals.bookings).toBe(3);
  });

  it("exports the bookings with their usage in the request's language", async () => {
    const response = await call(
      app,
      "GET",
      `/api/v1/report/room/by-usage/export?${RANGE}&format=csv&sort=startAt,asc`,
      {
        token: admin,
        language: "en-US",
      },
    );
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(6);
    expect(lines[3]).toContain("Ghost");
    expect(lines[5]).toContain("'=SUM(1)");
  });
});

describe("booked versus used in SQL and in the rule", () => {
  it("classifies every booking as classifyBooking does from the same timelines", async () => {
    const page = await get<{ records: BookingRow[] }>(`/room/by-usage?${RANGE}`);
    const calls = await app.ctx.db.select().from(callRecords);
    const presence = await app.ctx.db.select().from(presenceReadings);
    for (const row of page.records) {
      const connected = calls.filter((c) => c.meetingId === row.meeting.id && c.connectedAt !== null);
      const expected = classifyBooking({
        startAt: row.startAt,
        endAt: row.endAt,
        joins: connected
          .filter((c) => c.roomId === row.room.id)
          .map((c) => ({ startAt: c.connectedAt!, endAt: c.disconnectedAt ?? NOW })),
        presence: row.room.id === R1 ? presence.filter((p) => p.roomId === R1) : null,
        meetingHeld: connected.some(
          (c) => c.connectedAt! < row.endAt && (c.disconnectedAt ?? NOW) > row.startAt,
        ),
      });
      expect([row.usage, row.usedMinutes, row.joinedMinutes, row.presentMinutes], row.meeting.name).toEqual([
        expected.usage,
        expected.usedMinutes,
        expected.joinedMinutes,
        expected.presentMinutes,
      ]);
    }
    expect(page.records).toHaveLength(5);
  });
});

// Last: it changes the seed.
describe("roll-ups", () => {
  it("follow their inputs: a call record that arrives late, an organiser who moves department", async () => {
    const db = app.ctx.db;
    await db.insert(callRecords).values({
      id: "c-F-r2",
      meetingId: "m-710003-0",
      participantId: null,
      name: "r2",
      callAddress: "r2@example.com",
      protocol: "SIP",
      roomId: R2,
      callDirection: true,
      dialledAt: at(10, 9),
      connectedAt: at(10, 9),
      disconnectedAt: at(10, 9, 45),
    });
    const f = await get<{ records: { usage: string; usedMinutes: number }[] }>(
      `/room/by-usage?${RANGE}&keyword=F`,
    );
    expect(f.records).toMatchObject([{ usage: "USED", usedMinutes: 45 }]);

    const ids = await userIds(db, ["zhangwei"]);
    await db
      .update(users)
      .set({ deptId: dept.get("市场部") })
      .where(inArray(users.id, [ids.get("zhangwei")!]));
    const data = await get<{ departments: { name: string; meetings: number }[] }>(
      `/statistic/network/by-dept?${RANGE}&departmentId=${dept.get("总部")}`,
    );
    const bars = Object.fromEntries(data.departments.map((d) => [d.name, d.meetings]));
    expect(bars.研发中心).toBe(1);
    expect(bars.市场部).toBe(4);

    // A department moved: its meetings roll up into its new parent's bar.
    await db
      .update(departments)
      .set({ parentId: dept.get("市场部") })
      .where(eq(departments.id, dept.get("终端研发部")!));
    const moved = await get<{
      figures: { meetings: number };
      departments: { name: string; meetings: number; ownMeetings: number }[];
    }>(`/statistic/network/by-dept?${RANGE}&departmentId=${dept.get("总部")}`);
    expect(moved.figures.meetings).toBe(5);
    expect(moved.departments.map((d) => [d.name, d.meetings, d.ownMeetings])).toEqual(
      expect.arrayContaining([
        ["研发中心", 0, 0],
        ["市场部", 5, 3],
      ]),
    );
    const trend = await get<{ series: { name: string; points: { meetings: number }[] }[] }>(
      `/statistic/network/trend/by-dept?${RANGE}&departmentId=${dept.get("总部")}`,
    );
    expect(trend.series.find((s) => s.name === "市场部")?.points.map((p) => p.meetings)).toEqual([2, 4]);

    // In UTC, B (15:30–16:30 UTC) no longer crosses midnight.
    const put = await call(app, "PUT", "/api/v1/report/settings", {
      token: admin,
      payload: { timeZone: "UTC" },
    });
    expect(put.statusCode).toBe(200);
    const utc = await get<{
      timeZone: string;
      trend: { period: string; meetings: number; minutes: number }[];
    }>(`/statistic/meeting/network?${RANGE}`);
    expect(utc.timeZone).toBe("UTC");
    expect(utc.trend.map((p) => [p.period, p.meetings, p.minutes])).toEqual([
      ["2031-06-09", 2, 120],
      ["2031-06-10", 3, 240],
    ]);
  });
});
