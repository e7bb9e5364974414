import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { keysOf } from "./rollup-meetings.ts";

// The room roll-ups (rollups.ts): each room's, department's and organiser's booked and used days and
// months, the heat-map cells and the booked days of each room.

/** The local start days of the bookings of meetings `ids` (null: of every booking) in report_bookings. */
export async function bookingDaysOf(db: Db, ids: string[] | null, timeZone: string): Promise<string[]> {
  const { rows } = (await db.execute(
    sql`select distinct (to_timestamp(start_at / 1000.0) at time zone ${timeZone})::date::text as day
      from report_bookings ${ids ? sql`where meeting_id = any(${sql.param(ids)}::text[])` : sql``}`,
  )) as unknown as { rows: { day: string }[] };
  return rows.map((row) => row.day);
}

/**
 * `report_room_days` of the local `days` summed again from the bookings starting on them and ended
 * by `watermark` (classified by the rule of booking-usage.ts), then `report_room_months` of their
 * months from the days, for the keys with rows on those days before or after.
 */
export async function rollUpRoomDays(
  db: Db,
  days: string[],
  watermark: number,
  timeZone: string,
): Promise<void> {
  if (days.length === 0) return;
  const list = sql`${sql.param(days)}::date[]`;
  const epoch = (local: SQL) => sql`(extract(epoch from (${local} at time zone ${timeZone})) * 1000)::bigint`;
  const sums = sql`count(*)::int, (count(*) filter (where usage = 'USED'))::int,
      (count(*) filter (where usage = 'PARTLY_USED'))::int, (count(*) filter (where usage = 'NO_SHOW'))::int,
      (count(*) filter (where usage = 'GHOST'))::int, sum(booked_ms)::bigint, sum(used_ms)::bigint,
      coalesce(sum(booked_ms) filter (where usage in ('NO_SHOW', 'GHOST')), 0)::bigint`;
  const keys = new Set(
    await keysOf(db, sql`select distinct key from report_room_days where day = any(${list})`),
  );
  const roomsOf = sql`select distinct key from report_room_days where day = any(${list}) and grouping = 'room'`;
  const rooms = new Set(await keysOf(db, roomsOf));
  await boundRoomKeys(db, list, -1);
  await db.execute(sql`delete from report_room_days where day = any(${list})`);
  await db.execute(sql`insert into report_room_days (day, grouping, key, room_dept_id, type, bookings, used,
      partly_used, no_show, ghost, booked_ms, used_ms, freed_ms)
    select b.day, g.grouping, g.key, g.room_dept_id, b.type, ${sums}
    from (select (to_timestamp(f.start_at / 1000.0) at time zone ${timeZone})::date as day, f.room_id, f.room_dept_id,
        f.organiser_id, f.organiser_dept_id, f.type, f.end_at - f.start_at as booked_ms, f.used_ms,
        case when f.used_ms > 0 then case when f.used_ms * 2 >= f.end_at - f.start_at then 'USED' else 'PARTLY_USED' end
          when f.held then 'NO_SHOW' else 'GHOST' end as usage
      from report_bookings f
      where f.start_at >= ${epoch(sql`(select min(d) from unnest(${list}) d)::timestamp`)}
        and f.start_at < ${epoch(sql`(select max(d) + 1 from unnest(${list}) d)::timestamp`)}
        and f.end_at <= ${watermark}::bigint) b
    cross join lateral (values ('room', b.room_id, b.room_dept_id),
      ('department', coalesce(b.organiser_dept_id, ''), b.room_dept_id), ('organiser', b.organiser_id, b.room_dept_id),
      ('org', '', null)) g(grouping, key, room_dept_id)
    where b.day = any(${list})
    group by b.day, g.grouping, g.key, g.room_dept_id, b.type`);
  await boundRoomKeys(db, list, 1);
  for (const room of await keysOf(db, roomsOf)) rooms.add(room);
  await bookedDays(db, [...rooms]);
  // The heat-map cells (grouping 'cell', key 'weekday:hour'): booked and used spans cut at local hours;
  // and the same over every room's department ('org-cell', room_dept_id null) for the whole organisation.
  const hour = (local: SQL) => epoch(local);
  const cell = sql`(extract(isodow from g) - 1)::int || ':' || extract(hour from g)::int`;
  await db.execute(sql`insert into report_room_days (day, grouping, key, room_dept_id, type, bookings, used,
      partly_used, no_show, ghost, booked_ms, used_ms, freed_ms)
    with b as (select (to_timestamp(f.start_at / 1000.0) at time zone ${timeZone})::date as day, f.room_dept_id, f.type,
          f.start_at, f.end_at, f.used
        from report_bookings f
        where f.start_at >= ${epoch(sql`(select min(d) from unnest(${list}) d)::timestamp`)}
          and f.start_at < ${epoch(sql`(select max(d) + 1 from unnest(${list}) d)::timestamp`)}
          and f.end_at <= ${watermark}::bigint),
      spans as (select day, room_dept_id, type, start_at as s, end_at as e, true as booked from b where day = any(${list})
        union all select day, room_dept_id, type, lower(g), upper(g), false
        from b, unnest(b.used::int8multirange) g where day = any(${list}))
    select sp.day, case when grouping(sp.room_dept_id) = 0 then 'cell' else 'org-cell' end,
      ${cell}, sp.room_dept_id, sp.type,
      0, 0, 0, 0, 0,
      coalesce(sum(least(sp.e, ${hour(sql`(g + interval '1 hour')`)}) - greatest(sp.s, ${hour(sql`g`)})) filter (where sp.booked), 0)::bigint,
      coalesce(sum(least(sp.e, ${hour(sql`(g + interval '1 hour')`)}) - greatest(sp.s, ${hour(sql`g`)})) filter (where not sp.booked), 0)::bigint,
      0
    from spans sp cross join lateral generate_series(
      date_trunc('hour', to_timestamp(sp.s / 1000.0) at time zone ${timeZone}),
      to_timestamp((sp.e - 1) / 1000.0) at time zone ${timeZone}, interval '1 hour') g
    where sp.e > sp.s
    group by grouping sets ((sp.day, ${cell}, sp.room_dept_id, sp.type), (sp.day, ${cell}, sp.type))`);
  // The months of those days, for the keys that had or have rows on them (the others' stay as they are).
  for (const key of await keysOf(db, sql`select distinct key from report_room_days where day = any(${list})`))
    keys.add(key);
  if (keys.size === 0) return;
  const theirs = sql`key = any(${sql.param([...keys])}::text[])`;
  const months = sql`(select distinct date_trunc('month', d)::date from unnest(${list}) d)`;
  await db.execute(sql`delete from report_room_months where month in ${months} and ${theirs}`);
  await db.execute(sql`insert into report_room_months (month, grouping, key, room_dept_id, type, bookings, used,
      partly_used, no_show, ghost, booked_ms, used_ms, freed_ms)
    select date_trunc('month', r.day)::date, r.grouping, r.key, r.room_dept_id, r.type, sum(r.bookings)::int,
      sum(r.used)::int, sum(r.partly_used)::int, sum(r.no_show)::int, sum(r.ghost)::int, sum(r.booked_ms)::bigint,
      sum(r.used_ms)::bigint, sum(r.freed_ms)::bigint
    from report_room_days r
    where r.day >= (select min(m) from ${months} x(m)) and r.day < (select max(m) from ${months} x(m)) + interval '1 month'
      and date_trunc('month', r.day)::date in ${months} and r.${theirs}
    group by 1, r.grouping, r.key, r.room_dept_id, r.type`);
}

/** `report_room_booked` of `rooms` summed again from their rows of report_room_days. */
async function bookedDays(db: Db, rooms: string[]): Promise<void> {
  if (rooms.length === 0) return;
  const theirs = sql`${sql.param(rooms)}::text[]`;
  await db.execute(sql`delete from report_room_booked where room_id = any(${theirs})`);
  await db.execute(sql`insert into report_room_booked (type, room_id, room_dept_id, days)
    select t.type, r.key, r.room_dept_id, range_agg(daterange(r.day, r.day, '[]'))
    from report_room_days r cross join lateral (values (r.type), ('')) t(type)
    where r.grouping = 'room' and r.key = any(${theirs})
    group by t.type, r.key, r.room_dept_id`);
}

/**
 * `report_room_keys` moved by the department, organiser and room rows of report_room_days on the days
 * `list` (the months are their sums): taken out (`sign` -1) before those days are summed again,
 * added (1) after.
 */
async function boundRoomKeys(db: Db, list: SQL, sign: 1 | -1): Promise<void> {
  const by = sql.raw(String(sign));
  await db.execute(sql`insert into report_room_keys (grouping, key, bookings, booked_ms, freed_ms)
    select grouping, key, ${by} * sum(bookings)::int, ${by} * sum(booked_ms)::bigint, ${by} * sum(freed_ms)::bigint
    from report_room_days where day = any(${list}) and grouping in ('department', 'organiser', 'room')
    group by grouping, key
    on conflict (grouping, key) do update set bookings = report_room_keys.bookings + excluded.bookings,
      booked_ms = report_room_keys.booked_ms + excluded.booked_ms,
      freed_ms = report_room_keys.freed_ms + excluded.freed_ms`);
  if (sign === 1) await db.execute(sql`delete from report_room_keys where bookings = 0`);
}
