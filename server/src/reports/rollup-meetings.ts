import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";

// The per-meeting rows of the roll-ups (rollups.ts): report_meetings, report_meeting_users,
// report_meeting_days and report_bookings of the queued meetings.

/**
 * Recomputes the rows of meetings `ids`; answers the local days they ran on and the users they
 * belong to (report_meeting_users), before and after.
 */
export async function recompute(
  db: Db,
  ids: string[],
  now: number,
  timeZone: string,
): Promise<{ days: string[]; users: string[] }> {
  const list = sql`${sql.param(ids)}::text[]`;
  const before = await daysOf(db, ids);
  const organisersBefore = await organisersOf(db, ids);
  const usersBefore = await usersOf(db, ids);
  await db.execute(sql`delete from report_meetings where meeting_id = any(${list})`);
  await db.execute(sql`delete from report_meeting_users where meeting_id = any(${list})`);
  await db.execute(sql`delete from report_meeting_days where meeting_id = any(${list})`);
  await db.execute(sql`delete from report_bookings where meeting_id = any(${list})`);
  await db.execute(sql`insert into report_meetings (meeting_id, schedule_id, name, number, type, start_at, end_at,
      organiser_id, host_id, dept_id, participants, connected_ms)
    select m.id, m.schedule_id, s.name, s.meeting_number, s.type, m.start_at, m.end_at, s.creator_id, s.host_id, u.dept_id,
      (select count(*) from participants p where p.meeting_id = m.id)::int,
      coalesce((select sum(coalesce(c.disconnected_at, ${now}::bigint) - c.connected_at)
        from call_records c where c.meeting_id = m.id and c.connected_at is not null), 0)
    from meetings m join schedules s on s.id = m.schedule_id join users u on u.id = s.creator_id
    where m.id = any(${list}) and m.cancelled_at is null`);
  await db.execute(sql`update report_meetings f set peak_participants = p.peak, peak_at = p.at
    from (select distinct on (meeting_id) meeting_id, c as peak, t as at
      from (select meeting_id, t, sum(d) over (partition by meeting_id order by t)::int as c
        from (select meeting_id, t, sum(d) as d from (
            select meeting_id, connected_at as t, 1 as d from call_records
              where meeting_id = any(${list}) and connected_at is not null
            union all select meeting_id, coalesce(disconnected_at, ${now}::bigint), -1 from call_records
              where meeting_id = any(${list}) and connected_at is not null) e
          group by 1, 2) g) x
      order by meeting_id, c desc, t) p
    where p.meeting_id = f.meeting_id and p.peak > 0`);
  await db.execute(sql`insert into report_meeting_users (meeting_id, user_id, roles, start_at, end_at)
    select x.meeting_id, x.user_id, bit_or(x.role)::int, min(x.start_at), min(x.end_at)
    from (select f.meeting_id, f.organiser_id as user_id, 1 as role, f.start_at, f.end_at
        from report_meetings f where f.meeting_id = any(${list})
      union all select f.meeting_id, f.host_id, 2, f.start_at, f.end_at
        from report_meetings f where f.meeting_id = any(${list}) and f.host_id is not null
      union all select f.meeting_id, a.user_id, 4, f.start_at, f.end_at
        from report_meetings f join schedule_attendees a on a.schedule_id = f.schedule_id
        where f.meeting_id = any(${list})) x
    group by x.meeting_id, x.user_id`);
  await db.execute(sql`insert into report_meeting_days (meeting_id, day, ms)
    select f.meeting_id, d.day, least(f.end_at, d.e) - greatest(f.start_at, d.s)
    from report_meetings f cross join lateral (
      select g::date as day,
        (extract(epoch from (g at time zone ${timeZone})) * 1000)::bigint as s,
        (extract(epoch from ((g + interval '1 day') at time zone ${timeZone})) * 1000)::bigint as e
      from generate_series(
        date_trunc('day', to_timestamp(f.start_at / 1000.0) at time zone ${timeZone}),
        to_timestamp((f.end_at - 1) / 1000.0) at time zone ${timeZone},
        interval '1 day') g
    ) d
    where f.meeting_id = any(${list}) and f.end_at > f.start_at`);
  await db.execute(sql`insert into report_bookings (booking_id, meeting_id, room_id, room_dept_id, organiser_id,
      organiser_dept_id, name, number, type, start_at, end_at, joined_ms, present_ms, used_ms, used, held)
    select k.id, k.meeting_id, k.room_id, k.room_dept, k.creator_id, k.organiser_dept, k.name, k.number, k.type,
      k.start_at, k.end_at, k.joined_ms, k.present_ms,
      coalesce((select sum(upper(g) - lower(g)) from unnest(k.used) g), 0), k.used::text, k.held
    from (${classifiedBookings(list, now)}) k`);
  await recountOrganisers(db, [...new Set([...organisersBefore, ...(await organisersOf(db, ids))])]);
  return {
    days: [...new Set([...before, ...(await daysOf(db, ids))])],
    users: [...new Set([...usersBefore, ...(await usersOf(db, ids))])],
  };
}

/** The local days of `ids` in report_meeting_days. */
async function daysOf(db: Db, ids: string[]): Promise<string[]> {
  const { rows } = (await db.execute(
    sql`select distinct day::text as day from report_meeting_days where meeting_id = any(${sql.param(ids)}::text[])`,
  )) as unknown as { rows: { day: string }[] };
  return rows.map((row) => row.day);
}

/** The users of meetings `ids` in report_meeting_users. */
async function usersOf(db: Db, ids: string[]): Promise<string[]> {
  return keysOf(
    db,
    sql`select distinct user_id from report_meeting_users where meeting_id = any(${sql.param(ids)}::text[])`,
  );
}

/** The organisers of meetings `ids` in report_meetings. */
async function organisersOf(db: Db, ids: string[]): Promise<string[]> {
  const { rows } = (await db.execute(
    sql`select distinct organiser_id from report_meetings where meeting_id = any(${sql.param(ids)}::text[])`,
  )) as unknown as { rows: { organiser_id: string }[] };
  return rows.map((row) => row.organiser_id);
}

/** `report_organisers` of `organisers` counted again from report_meetings. */
async function recountOrganisers(db: Db, organisers: string[]): Promise<void> {
  if (organisers.length === 0) return;
  const list = sql`${sql.param(organisers)}::text[]`;
  await db.execute(sql`delete from report_organisers where organiser_id = any(${list})`);
  await db.execute(sql`insert into report_organisers (organiser_id, dept_id, meetings)
    select organiser_id, dept_id, count(*)::int from report_meetings where organiser_id = any(${list})
    group by organiser_id, dept_id`);
}

/**
 * Each booking of the meetings `ids` as booked versus used sees it (the SQL twin of
 * src/contract/rules/booking-usage.ts): the union of the room terminal's connected spans in the
 * meeting (joined), of the room's presence readings (present; null without sensors, a detector
 * that reported in counting as one), of both
 * (used), each clipped to the booking, and whether anyone connected to the meeting during it (held).
 */
function classifiedBookings(ids: ReturnType<typeof sql>, now: number) {
  const open = sql`${now}::bigint`;
  return sql`select bk.*,
      coalesce((select sum(upper(g) - lower(g)) from unnest(x.joined) g), 0)::bigint as joined_ms,
      case when x.has_sensors then coalesce((select sum(upper(g) - lower(g)) from unnest(x.present) g), 0)::bigint end as present_ms,
      coalesce(x.joined, '{}'::int8multirange) + coalesce(x.present, '{}'::int8multirange) as used, x.held
    from (select rb.id, rb.meeting_id, rb.room_id, rb.start_at, rb.end_at, s.name, s.meeting_number as number, s.type,
        s.creator_id, u.dept_id as organiser_dept, r.dept_id as room_dept
      from room_bookings rb join meetings m on m.id = rb.meeting_id join schedules s on s.id = m.schedule_id
      join users u on u.id = s.creator_id join rooms r on r.id = rb.room_id
      where rb.meeting_id = any(${ids}) and m.cancelled_at is null) bk
    cross join lateral (
      select
        (select range_agg(int8range(greatest(c.connected_at, bk.start_at), least(coalesce(c.disconnected_at, ${open}), bk.end_at)))
          from call_records c where c.meeting_id = bk.meeting_id and c.room_id = bk.room_id
            and c.connected_at is not null and c.connected_at < bk.end_at
            and coalesce(c.disconnected_at, ${open}) > bk.start_at) as joined,
        (select range_agg(int8range(greatest(p.start_at, bk.start_at), least(p.end_at, bk.end_at)))
          from presence_readings p where p.room_id = bk.room_id and p.start_at < bk.end_at and p.end_at > bk.start_at) as present,
        exists (select 1 from human_detectors hd where hd.room_id = bk.room_id
          and (hd.last_seen_at is not null or exists (select 1 from sensors se where se.detector_id = hd.id))) as has_sensors,
        exists (select 1 from call_records c where c.meeting_id = bk.meeting_id and c.connected_at is not null
          and c.connected_at < bk.end_at and coalesce(c.disconnected_at, ${open}) > bk.start_at) as held
    ) x`;
}

/** The first column of a statement's rows, as text. */
export async function keysOf(db: Db, statement: SQL): Promise<string[]> {
  const { rows } = (await db.execute(statement)) as unknown as { rows: Record<string, string>[] };
  return rows.map((row) => Object.values(row)[0]);
}
