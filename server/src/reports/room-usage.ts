import { type SQL, sql } from "drizzle-orm";
import { REPORT_MAX_BARS } from "#contract/limits/reports";
import type { RoomUsageStatistic, RoomUsageTotal, RoomUsageTrend } from "#contract/report-rooms";
import type { ReportGranularity } from "#contract/reports";
import type { AppContext } from "../context.ts";
import { OWN_PLAN } from "../db/preparing-client.ts";
import { countsJson, sumOfRows, topGroupRows } from "./booked-vs-used.ts";
import { allBookings, type BookingFilters, rolledUp, roomRows, withUsage } from "./bookings.ts";
import { allOf, deptCovered, type ReportScope, rowsOf } from "./scope.ts";
import { buckets, dayBucket } from "./sql.ts";

const countsOf = (rows: SQL) => sql`(select json_build_object('bookings', count(*)::int,
      'used', count(*) filter (where usage = 'USED')::int,
      'partlyUsed', count(*) filter (where usage = 'PARTLY_USED')::int,
      'noShow', count(*) filter (where usage = 'NO_SHOW')::int,
      'ghost', count(*) filter (where usage = 'GHOST')::int,
      'bookedMinutes', (coalesce(sum(booked_ms), 0) / 60000)::int,
      'usedMinutes', (coalesce(sum(used_ms), 0) / 60000)::int,
      'freedMinutes', (coalesce(sum(booked_ms) filter (where usage in ('NO_SHOW', 'GHOST')), 0) / 60000)::int)
    from ${rows})`;

export async function roomUsage(
  ctx: AppContext,
  rs: ReportScope,
  filters: BookingFilters,
): Promise<RoomUsageStatistic> {
  const bookings = sql`(select coalesce(sum(bookings), 0) from (${allBookings(rs)}) r)`;
  const rows = filters.roomId ? roomRows(rs, "room", filters.roomId) : topGroupRows(rs, "room", bookings);
  const source = rolledUp(filters, "room")
    ? sql`select key as room_id, bookings, booked_ms, used_ms from (${rows}) r`
    : sql`select room_id, 1 as bookings, booked_ms, used_ms from usage`;
  const rooms = await rowsOf<RoomUsageStatistic["rooms"][number]>(
    ctx,
    sql`${sql.raw(OWN_PLAN)} with ${withUsage(rs, filters)}
    select r.id, r.name, case when d.id is null then null else json_build_object('id', d.id, 'name', d.name) end as department,
      exists (select 1 from human_detectors hd join sensors se on se.detector_id = hd.id where hd.room_id = r.id) as "hasSensors",
      x.bookings, x.booked as "bookedMinutes", x.used as "usedMinutes",
      case when x.booked_ms = 0 then 0 else round(x.used_ms::numeric / x.booked_ms, 4)::float8 end as "usageRate"
    from (select room_id, sum(bookings)::int as bookings, sum(booked_ms) as booked_ms, sum(used_ms) as used_ms,
        (sum(booked_ms) / 60000)::int as booked, (sum(used_ms) / 60000)::int as used
      from (${source}) s group by room_id order by sum(booked_ms) desc, room_id limit ${REPORT_MAX_BARS}) x
    join rooms r on r.id = x.room_id left join departments d on d.id = r.dept_id
    order by x.booked_ms desc, r.id`,
  );
  return { timeZone: rs.range.timeZone, rooms };
}

/** Booked and used minutes per weekday × hour: each span cut at local hours. */
function heatmap(rs: ReportScope, spans: SQL): SQL {
  const tz = rs.range.timeZone;
  return sql`coalesce((select json_agg(json_build_object('weekday', w, 'hour', h, 'value', v) order by w, h) from (
      select (extract(isodow from g) - 1)::int as w, extract(hour from g)::int as h,
        (sum(least(sp.e, (extract(epoch from ((g + interval '1 hour') at time zone ${tz})) * 1000)::bigint)
          - greatest(sp.s, (extract(epoch from (g at time zone ${tz})) * 1000)::bigint)) / 60000)::int as v
      from ${spans} sp cross join lateral generate_series(
        date_trunc('hour', to_timestamp(sp.s / 1000.0) at time zone ${tz}),
        to_timestamp((sp.e - 1) / 1000.0) at time zone ${tz}, interval '1 hour') g
      where sp.e > sp.s
      group by 1, 2) x), '[]'::json)`;
}

/** A heat map from the roll-ups' cells (CTE `cells`), for the cells with any `column`. */
const cellHeatmap = (
  column: SQL,
) => sql`coalesce((select json_agg(json_build_object('weekday', x.w, 'hour', x.h,
      'value', (x.ms / 60000)::int) order by x.w, x.h)
    from (select split_part(key, ':', 1)::int as w, split_part(key, ':', 2)::int as h, ${column} as ms
      from cells where ${column} > 0) x), '[]'::json)`;

/** The rooms with bookings in the range: from their booked days (report_room_booked), or the one room's rows. */
function roomCount(rs: ReportScope, roomId: string | undefined): SQL {
  if (roomId)
    return sql`(select count(*) from (select key from (${roomRows(rs, "room", roomId)}) r group by key) k)::int`;
  return sql`(select count(distinct b.room_id) from report_room_booked b
    where ${allOf(
      sql`b.type = ${rs.type ?? ""}`,
      sql`b.days && daterange(${rs.range.fromDay}::date, ${rs.range.toDay}::date, '[]')`,
      deptCovered(sql`b.room_dept_id`, rs),
    )})::int`;
}

export async function roomUsageTotal(
  ctx: AppContext,
  rs: ReportScope,
  filters: BookingFilters,
): Promise<RoomUsageTotal> {
  const [row] = await rowsOf<Omit<RoomUsageTotal, "timeZone">>(
    ctx,
    sql`with ${withUsage(rs, filters)}${
      rolledUp(filters, "room")
        ? sql`, cells as materialized (select key, sum(booked_ms) as booked_ms, sum(used_ms) as used_ms
        from (${roomRows(rs, rs.deptIds === null ? "org-cell" : "cell")}) r group by key)
    select ${roomCount(rs, filters.roomId)} as rooms,
      ${countsJson(sql`t`)} as counts,
      case when coalesce(t.booked_ms, 0) = 0 then 0 else round(t.used_ms::numeric / t.booked_ms, 4)::float8 end as "usageRate",`
        : sql`
    select (select count(distinct room_id) from usage)::int as rooms, ${countsOf(sql`usage`)} as counts,
      (select case when coalesce(sum(booked_ms), 0) = 0 then 0 else round(sum(used_ms)::numeric / sum(booked_ms), 4)::float8 end from usage) as "usageRate",`
    }
      ${
        rolledUp(filters, "cell")
          ? sql`${cellHeatmap(sql`booked_ms`)} as "bookedHeatmap", ${cellHeatmap(sql`used_ms`)} as "usedHeatmap"`
          : sql`${heatmap(rs, sql`(select start_at as s, end_at as e from usage)`)} as "bookedHeatmap",
      ${heatmap(rs, sql`(select lower(g) as s, upper(g) as e from usage, unnest(usage.used::int8multirange) g)`)} as "usedHeatmap"`
      }
    ${rolledUp(filters, "room") ? sql`from (${sumOfRows(sql`(${allBookings(rs, filters.roomId)}) r`)}) t` : sql``}`,
  );
  return { timeZone: rs.range.timeZone, ...row };
}

export async function roomUsageTrend(
  ctx: AppContext,
  rs: ReportScope,
  filters: BookingFilters,
  granularity: ReportGranularity,
): Promise<RoomUsageTrend> {
  const tz = rs.range.timeZone;
  const [row] = await rowsOf<Pick<RoomUsageTrend, "points">>(
    ctx,
    sql`with ${withUsage(rs, filters)}
    select coalesce((select json_agg(json_build_object('period', k.period, 'start', k.start,
        'bookings', coalesce(t.bookings, 0), 'bookedMinutes', coalesce(t.booked, 0), 'usedMinutes', coalesce(t.used, 0))
        order by k.start)
      from (${buckets(rs, granularity)}) k
      left join (select ${dayBucket(sql`day`, granularity)} as period,
          sum(bookings)::int as bookings, (sum(booked_ms) / 60000)::int as booked, (sum(used_ms) / 60000)::int as used
        from (${
          rolledUp(filters, "room")
            ? sql`select day, sum(bookings) as bookings, sum(booked_ms) as booked_ms, sum(used_ms) as used_ms
                from (${allBookings(rs, filters.roomId, granularity !== "month")}) r group by day`
            : sql`select (to_timestamp(start_at / 1000.0) at time zone ${tz})::date as day, 1 as bookings, booked_ms, used_ms from usage`
        }) x group by 1) t on t.period = k.period), '[]'::json) as points`,
  );
  return { timeZone: rs.range.timeZone, granularity, ...row };
}
