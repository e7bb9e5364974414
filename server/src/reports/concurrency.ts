import { type SQL, sql } from "drizzle-orm";
import type {
  ConcurrencyGranularity,
  ConcurrencyStatistic,
  ParticipantConcurrency,
  ReportMeeting,
} from "#contract/reports";
import type { AppContext } from "../context.ts";
import { meetingColumns, meetingJoins } from "./meeting-list.ts";
import { allOf, type ReportScope, rowsOf } from "./scope.ts";
import { baseMeetings, buckets } from "./sql.ts";

/**
 * Concurrency (docs/reports.md): a sweep over start (+1) and end (-1) events in time order; the
 * running sum is how many run at once from that instant to the next event. Every local hour start
 * of the range is an event of weight 0, so that each bucket and each weekday × hour cell sees the
 * level it opens with. Events at the same instant are summed first (an end and a start at 10:00
 * do not count as two).
 */
const MAX_TOP_MEETINGS = 20;

/** The sweep over `events(t, d)` (a CTE of that name), as `run(t, c)`. */
function sweep(rs: ReportScope): SQL {
  return sql`hours as (${buckets(rs, "hour")}),
    marks as (select t, sum(d) as d from (select t, d from events union all select start, 0 from hours) e
      where t < ${rs.range.end}::bigint group by t),
    run as (select t, (sum(d) over (order by t))::int as c from marks),
    clipped as (select t, c from run where t >= ${rs.range.start}::bigint),
    local as (select t, c, to_timestamp(t / 1000.0) at time zone ${rs.range.timeZone} as lt from clipped)`;
}

/**
 * The CTE `peaks(b, peak, at)`: the peak of each bucket at `granularity` (`b`, its local start) over
 * the levels `local`, and the first instant of it (null at 0), as the greatest (c, -t). Over the
 * hourly roll-up the same pass takes the peak of each weekday × hour cell: CTE `levels`, whose rows
 * with a weekday are the cells (weekday, hour, v).
 */
export function bucketPeaks(rs: ReportScope, granularity: ConcurrencyGranularity): SQL {
  const unit = sql.raw(`'${granularity}'`);
  const best = sql`max(array[c::bigint, -t]) as m`;
  const peak = sql`m[1]::int as peak, case when m[1] > 0 then -m[2] end as at`;
  if (!rolledUp(rs))
    return sql`peaks as (select b, ${peak} from (select date_trunc(${unit}, lt) as b, ${best} from local group by 1) x)`;
  const bucket = granularity === "day" ? sql`day` : sql`date_trunc(${unit}, lt)`;
  return sql`levels as (select ${bucket} as bucket, weekday, hour, max(c)::int as v, ${best}
      from local group by grouping sets ((bucket), (weekday, hour))),
    peaks as (select bucket::timestamp as b, ${peak} from levels where bucket is not null)`;
}

/** Every bucket of the range at `granularity` with its peak from `peaks` (empty ones at 0), as rows (period, start, peak, at). */
export function peakRows(rs: ReportScope, granularity: ConcurrencyGranularity): SQL {
  return sql`select k.period, k.start, coalesce(p.peak, 0) as peak, p.at
    from (${buckets(rs, granularity)}) k left join peaks p on p.b = k.local_start`;
}

/** The points as JSON: `json_agg` of the rows, keyed by their columns (a `json_build_object` per row costs more). */
function peaksJson(rs: ReportScope, granularity: ConcurrencyGranularity): SQL {
  return sql`coalesce((select json_agg(r order by r.start) from (${peakRows(rs, granularity)}) r), '[]'::json)`;
}

const heatmapJson = sql`coalesce((select json_agg(x order by x.weekday, x.hour)
    from (select (extract(isodow from lt) - 1)::int as weekday, extract(hour from lt)::int as hour, max(c)::int as value
      from local group by 1, 2) x), '[]'::json)`;

/** The CTE `top_peak`: the highest level of `peaks` and the first instant of it (no row: none above 0). */
const topPeak = sql`top_peak as (select at as t, peak as c from peaks where peak > 0 order by peak desc, at limit 1)`;

/** The overall peak over the CTE `top_peak` (levels are never below 0). */
const overallPeak = sql`json_build_object('period', '', 'start', 0, 'peak', coalesce((select c from top_peak), 0),
    'at', (select t from top_peak))`;

export const capacityJson = sql`(select json_build_object('mcus', count(*)::int, 'ports', coalesce(sum(capacity), 0)::int)
    from mcu_servers)`;

/** Connected spans of the call records of `base`'s meetings, clipped to now. */
const connectedSpans = (rs: ReportScope) => sql`select c.meeting_id, c.connected_at as s,
    coalesce(c.disconnected_at, ${rs.now}::bigint) as e
  from call_records c join base b on b.id = c.meeting_id
  where c.connected_at is not null and c.connected_at < ${rs.range.end}::bigint
    and coalesce(c.disconnected_at, ${rs.now}::bigint) > ${rs.range.start}::bigint`;

/**
 * Without a department filter the levels come from the hourly roll-up `report_hours` (each local
 * hour of the range with its peak and the first instant of it, and its local day, weekday and hour,
 * as `local(t, c, lt, day, weekday, hour)`, read from its covering index): peaks are not additive
 * over departments, so a department's concurrency is swept from its meetings.
 */
const rolledUp = (rs: ReportScope) => rs.deptIds === null;

function hourLevels(rs: ReportScope, kind: "meetings" | "participants"): SQL {
  return sql`local as (select h.${sql.raw(`${kind}_at`)} as t, h.${sql.raw(`${kind}_peak`)} as c,
      h.local_hour as lt, h.local_day as day, h.weekday, h.hour
    from report_hours h
    where h.type = ${rs.type ?? ""} and h.hour_start >= ${rs.range.start}::bigint and h.hour_start < ${rs.range.end}::bigint)`;
}

/**
 * The CTEs that end in the levels `local(t, c, lt)` of meetings or participants at once over the
 * range: read from the hourly roll-up, or swept from the scope's meetings (`base`) and, for
 * participants, their connected spans (`spans`).
 */
export function levelsOf(rs: ReportScope, kind: "meetings" | "participants"): SQL {
  if (rolledUp(rs)) return hourLevels(rs, kind);
  if (kind === "meetings")
    return sql`base as materialized (${baseMeetings(rs)}),
      events as (select start_at as t, 1 as d from base union all select end_at, -1 from base),
      ${sweep(rs)}`;
  return sql`base as materialized (${baseMeetings(rs)}),
      spans as materialized (${connectedSpans(rs)}),
      events as (select s as t, 1 as d from spans union all select e, -1 from spans),
      ${sweep(rs)}`;
}

/** The heat map over the cells of `levels` (bucketPeaks; hours without a row are at 0): every weekday × hour of the range. */
const rolledHeatmap = (rs: ReportScope) => sql`coalesce((select json_agg(y order by y.weekday, y.hour)
    from (select k.w as weekday, k.h as hour, coalesce(x.v, 0) as value
      from (select distinct (extract(isodow from g) - 1)::int as w
          from generate_series(${rs.range.fromDay}::date::timestamp, ${rs.range.toDay}::date::timestamp, interval '1 day') g) d
        cross join lateral (select d.w, h from generate_series(0, 23) h) k
      left join (select weekday as w, hour as h, v from levels where weekday is not null) x
        on x.w = k.w and x.h = k.h) y), '[]'::json)`;

/** The connected calls of the scope's meetings at instant `at` (SQL), from the meetings that ran on its local day. */
const callsAt = (rs: ReportScope, at: SQL) => sql`(select count(*) from call_records c
    join (${baseMeetings(rs)}) b on b.id = c.meeting_id
    where c.meeting_id in (select meeting_id from report_meeting_days
        where day = (to_timestamp(${at} / 1000.0) at time zone ${rs.range.timeZone})::date)
      and c.connected_at <= ${at} and coalesce(c.disconnected_at, ${rs.now}::bigint) > ${at})::int`;

export async function meetingConcurrency(
  ctx: AppContext,
  rs: ReportScope,
  granularity: ConcurrencyGranularity,
): Promise<ConcurrencyStatistic> {
  if (rolledUp(rs)) {
    const [rolled] = await rowsOf<Omit<ConcurrencyStatistic, "timeZone" | "granularity">>(
      ctx,
      sql`with ${levelsOf(rs, "meetings")}, ${bucketPeaks(rs, granularity)}, ${topPeak}
      select ${capacityJson} as capacity, ${overallPeak} as peak, ${peaksJson(rs, granularity)} as points,
        ${rolledHeatmap(rs)} as heatmap,
        coalesce((select ${callsAt(rs, sql`top_peak.t`)} from top_peak), 0) as "participantsAtPeak"`,
    );
    return { timeZone: rs.range.timeZone, granularity, ...rolled };
  }
  const [row] = await rowsOf<Omit<ConcurrencyStatistic, "timeZone" | "granularity">>(
    ctx,
    sql`with ${levelsOf(rs, "meetings")}, ${bucketPeaks(rs, granularity)}, ${topPeak}
    select ${capacityJson} as capacity, ${overallPeak} as peak, ${peaksJson(rs, granularity)} as points,
      ${heatmapJson} as heatmap,
      (select count(*) from (${connectedSpans(rs)}) x
        where x.s <= (select t from top_peak) and x.e > (select t from top_peak))::int as "participantsAtPeak"`,
  );
  return { timeZone: rs.range.timeZone, granularity, ...row };
}

export async function participantConcurrency(
  ctx: AppContext,
  rs: ReportScope,
  granularity: ConcurrencyGranularity,
): Promise<ParticipantConcurrency> {
  if (rolledUp(rs)) {
    const [rolled] = await rowsOf<Omit<ParticipantConcurrency, "timeZone" | "granularity">>(
      ctx,
      sql`with ${levelsOf(rs, "participants")}, ${bucketPeaks(rs, granularity)}, ${topPeak}
      select ${capacityJson} as capacity, ${overallPeak} as peak, ${peaksJson(rs, granularity)} as points,
        ${rolledHeatmap(rs)} as heatmap,
        coalesce((select json_agg(json_build_object('meeting', json_build_object('id', x.id, 'name', x.name),
            'type', x.type, 'startAt', x.start_at, 'endAt', x.end_at, 'peak', x.peak_participants, 'at', x.peak_at)
            order by x.peak_participants desc, x.peak_at, x.id)
          from (select f.meeting_id as id, f.name, f.type, f.start_at, f.end_at, f.peak_participants, f.peak_at
            from report_meetings f
            where ${allOf(
              sql`f.peak_participants > 0`,
              sql`f.start_at < ${rs.range.end}::bigint`,
              sql`f.end_at > ${rs.range.start}::bigint`,
              sql`f.start_at <= ${rs.now}::bigint`,
              rs.type ? sql`f.type = ${rs.type}` : undefined,
            )}
            order by f.peak_participants desc nulls last, f.peak_at, f.meeting_id limit ${MAX_TOP_MEETINGS}) x), '[]'::json) as meetings`,
    );
    return { timeZone: rs.range.timeZone, granularity, ...rolled };
  }
  const [row] = await rowsOf<Omit<ParticipantConcurrency, "timeZone" | "granularity">>(
    ctx,
    sql`with ${levelsOf(rs, "participants")}, ${bucketPeaks(rs, granularity)}, ${topPeak},
      per_meeting as (select meeting_id, t, (sum(d) over (partition by meeting_id order by t))::int as c
        from (select meeting_id, t, sum(d) as d from (select meeting_id, s as t, 1 as d from spans
          union all select meeting_id, e, -1 from spans) x group by 1, 2) y),
      top as (select distinct on (meeting_id) meeting_id, c as peak, t as at from per_meeting
        order by meeting_id, c desc, t)
    select ${capacityJson} as capacity, ${overallPeak} as peak, ${peaksJson(rs, granularity)} as points,
      ${heatmapJson} as heatmap,
      coalesce((select json_agg(json_build_object('meeting', json_build_object('id', m.id, 'name', s.name),
          'type', s.type, 'startAt', m.start_at, 'endAt', m.end_at, 'peak', x.peak, 'at', x.at)
          order by x.peak desc, x.at)
        from (select * from top order by peak desc, at limit ${MAX_TOP_MEETINGS}) x
        join meetings m on m.id = x.meeting_id join schedules s on s.id = m.schedule_id), '[]'::json) as meetings`,
  );
  return { timeZone: rs.range.timeZone, granularity, ...row };
}

/** The meetings running at `at` (of the scope), longest first. */
export async function meetingsRunningAt(
  ctx: AppContext,
  rs: ReportScope,
  at: number,
  page: { page: number; size: number },
): Promise<{ records: ReportMeeting[]; total: number }> {
  const rows = await rowsOf<ReportMeeting & { total: number }>(
    ctx,
    sql`with base as materialized (${baseMeetings(rs, sql`f.start_at <= ${at}::bigint and f.end_at > ${at}::bigint`)})
    select ${meetingColumns}, (select count(*) from base)::int as total
    from base p ${meetingJoins}
    order by p.start_at, p.id limit ${page.size} offset ${(page.page - 1) * page.size}`,
  );
  return { records: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
}

/** The CTEs `base` and `connected(meeting_id, n)`: the meetings with `n` participants connected at `at`. */
export const connectedAt = (rs: ReportScope, at: number) =>
  sql`base as materialized (${baseMeetings(rs, sql`f.start_at <= ${at}::bigint and f.end_at >= ${at}::bigint`)}),
      connected as (select c.meeting_id, count(*)::int as n from call_records c join base b on b.id = c.meeting_id
        where c.connected_at <= ${at}::bigint and coalesce(c.disconnected_at, ${rs.now}::bigint) > ${at}::bigint
        group by c.meeting_id)`;

/** The meetings with participants connected at `at`, the most first. */
export async function meetingsConnectedAt(
  ctx: AppContext,
  rs: ReportScope,
  at: number,
  page: { page: number; size: number },
): Promise<{ records: (ReportMeeting & { participantsAt: number })[]; total: number }> {
  const rows = await rowsOf<ReportMeeting & { participantsAt: number; total: number }>(
    ctx,
    sql`with ${connectedAt(rs, at)}
    select ${meetingColumns}, x.n as "participantsAt", (select count(*) from connected)::int as total
    from connected x join base p on p.id = x.meeting_id ${meetingJoins}
    order by x.n desc, p.id limit ${page.size} offset ${(page.page - 1) * page.size}`,
  );
  return { records: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
}
