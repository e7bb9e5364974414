import { and, eq, gt, lt, sql } from "drizzle-orm";
import { users } from "../../server/src/db/schema.ts";
import { meetings, roomBookings, scheduleAttendees, schedules } from "../../server/src/db/schema-meetings.ts";
import { seedMeetings } from "../../server/src/db/seed-meetings.ts";
import { seedScale } from "../../server/src/db/seed-scale.ts";
import { freshDatabase } from "./helpers.ts";
import { clearMeetings, DAY } from "./meeting-fixtures.ts";

/** The demo meetings and the benchmark meetings of `npm run seed -- --meetings K`. */
describe("seed meetings", () => {
  it("seeds demo meetings around now for admin, operator and user", async () => {
    const database = await freshDatabase();
    try {
      const db = database.db;
      const [{ seeded }] = await db.select({ seeded: sql<number>`count(*)::int` }).from(meetings);
      expect(seeded).toBeGreaterThan(50);
      await clearMeetings(db);
      const now = Date.now();
      const added = await seedMeetings(db, now);
      expect(added).toBeGreaterThanOrEqual(55);
      expect(added).toBeLessThanOrEqual(65);
      const rows = await db
        .select({ startAt: meetings.startAt, endAt: meetings.endAt, status: meetings.status })
        .from(meetings);
      expect(rows).toHaveLength(added);
      const past = rows.filter((r) => r.endAt <= now);
      const future = rows.filter((r) => r.startAt > now);
      expect(past.length).toBeGreaterThanOrEqual(25);
      expect(past.every((r) => r.status === "OFFLINE" && r.startAt >= now - 31 * DAY)).toBe(true);
      expect(future.length).toBeGreaterThanOrEqual(20);
      expect(future.every((r) => r.status === "SCHEDULE" && r.startAt <= now + 15 * DAY)).toBe(true);
      expect(rows.some((r) => r.startAt <= now && r.endAt > now)).toBe(true);
      const [series] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(meetings)
        .innerJoin(schedules, eq(schedules.id, meetings.scheduleId))
        .where(sql`${schedules.recurrence} is not null`);
      expect(series.n).toBeGreaterThanOrEqual(3);

      for (const account of ["admin", "operator", "user"]) {
        const [{ id }] = await db.select({ id: users.id }).from(users).where(eq(users.account, account));
        const hosted = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(meetings)
          .innerJoin(schedules, eq(schedules.id, meetings.scheduleId))
          .where(and(eq(schedules.hostId, id), gt(meetings.startAt, now)));
        const invited = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(meetings)
          .innerJoin(scheduleAttendees, eq(scheduleAttendees.scheduleId, meetings.scheduleId))
          .where(and(eq(scheduleAttendees.userId, id), gt(meetings.startAt, now)));
        const ended = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(meetings)
          .innerJoin(schedules, eq(schedules.id, meetings.scheduleId))
          .where(and(eq(schedules.hostId, id), lt(meetings.endAt, now)));
        expect([account, hosted[0].n > 0, invited[0].n > 0, ended[0].n > 0]).toEqual([
          account,
          true,
          true,
          true,
        ]);
      }
      const [{ publicCount }] = await db
        .select({ publicCount: sql<number>`count(*)::int` })
        .from(schedules)
        .where(eq(schedules.isPublic, true));
      expect(publicCount).toBeGreaterThan(5);
    } finally {
      await database.close();
    }
  });

  it("tops scale meetings up to the target over now ± 60 days, without overlapping bookings", async () => {
    const database = await freshDatabase();
    try {
      const db = database.db;
      const now = Date.now();
      const first = await seedScale(db, { rooms: 0, terminals: 0, meetings: 400 }, now);
      expect(first).toMatchObject({ meetings: 400, addedMeetings: 400 });
      const again = await seedScale(db, { rooms: 0, terminals: 0, meetings: 400 }, now);
      expect(again).toMatchObject({ meetings: 400, addedMeetings: 0 });
      const more = await seedScale(db, { rooms: 0, terminals: 0, meetings: 450 }, now);
      expect(more).toMatchObject({ meetings: 450, addedMeetings: 50 });

      const [span] = await db
        .select({
          min: sql<number>`min(${meetings.startAt})::float8`,
          max: sql<number>`max(${meetings.endAt})::float8`,
          past: sql<number>`count(*) filter (where ${meetings.endAt} <= ${now} and ${meetings.status} = 'OFFLINE')::int`,
          future: sql<number>`count(*) filter (where ${meetings.startAt} > ${now} and ${meetings.status} = 'SCHEDULE')::int`,
        })
        .from(meetings)
        .innerJoin(schedules, eq(schedules.id, meetings.scheduleId))
        .where(sql`${schedules.name} like '规模会议 M%'`);
      expect(span.min).toBeGreaterThanOrEqual(now - 61 * DAY);
      expect(span.max).toBeLessThanOrEqual(now + 61 * DAY);
      expect(span.past).toBeGreaterThan(100);
      expect(span.future).toBeGreaterThan(100);
      const [{ overlaps }] = await db
        .select({ overlaps: sql<number>`count(*)::int` })
        .from(roomBookings)
        .where(
          sql`exists (select 1 from room_bookings o where o.room_id = ${roomBookings.roomId} and o.id <> ${roomBookings.id} and o.start_at < ${roomBookings.endAt} and o.end_at > ${roomBookings.startAt})`,
        );
      expect(overlaps).toBe(0);
      const [{ attendees }] = await db
        .select({ attendees: sql<number>`count(*)::int` })
        .from(scheduleAttendees);
      expect(attendees).toBeGreaterThan(800);
    } finally {
      await database.close();
    }
  });
});
