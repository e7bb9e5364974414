import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import { type SQL, sql } from "drizzle-orm";
import { ORG_ROOT_ID } from "#contract/limits";
import { allOf, deptCovered, type ReportScope } from "./scope.ts";

dayjs.extend(utc);

/**
 * The SQL the meeting reports share (docs/reports.md). Everything is grouped in the statement:
 * the handlers only shape what one statement answers.
 *
 * `base`: the meetings of the scope from the roll-up `report_meetings` (f) — not cancelled, started
 * by now, overlapping the range — with their type, organiser (the schedule's creator), the
 * organiser's department, participants and connected milliseconds. Conditions passed in name the
 * roll-up's columns as `f.*`. The lists read these; the figures, bars and trends read the day and
 * month roll-ups (`days`; the personal report its user's, statistics.ts).
 */
export function baseMeetings(rs: ReportScope, extra?: SQL): SQL {
  const { start, end } = rs.range;
  return sql`select f.meeting_id as id, f.schedule_id, f.start_at, f.end_at, f.type, f.organiser_id as creator_id,
      f.dept_id, f.host_id, f.name, f.number, f.participants, f.connected_ms
    from report_meetings f
    where ${allOf(
      sql`f.start_at < ${end}::bigint`,
      sql`f.end_at > ${start}::bigint`,
      sql`f.start_at <= ${rs.now}::bigint`,
      rs.type ? sql`f.type = ${rs.type}` : undefined,
      deptCovered(sql`f.dept_id`, rs),
      extra,
    )}`;
}

/** Every bucket of the range at `granularity`: its label and first instant. */
export function buckets(rs: ReportScope, granularity: string): SQL {
  const { fromDay, toDay, timeZone } = rs.range;
  const step = sql.raw(`'1 ${granularity}'`);
  const unit = sql.raw(`'${granularity}'`);
  const label = granularity === "hour" ? sql.raw(`'YYYY-MM-DD HH24:00'`) : sql.raw(`'YYYY-MM-DD'`);
  const last =
    granularity === "hour"
      ? sql`(${toDay}::date + interval '23 hours')::timestamp`
      : sql`${toDay}::date::timestamp`;
  return sql`select to_char(g, ${label}) as period, g as local_start,
      (extract(epoch from (g at time zone ${timeZone})) * 1000)::bigint as start
    from generate_series(date_trunc(${unit}, ${fromDay}::date::timestamp), ${last}, ${step}::interval) g`;
}

/** The bucket label of a local day at `granularity` (day, week or month). */
export function dayBucket(day: SQL, granularity: string): SQL {
  return sql`to_char(date_trunc(${sql.raw(`'${granularity}'`)}, ${day}::timestamp), 'YYYY-MM-DD')`;
}

/** Whole minutes of summed milliseconds. */
export const minutesOf = (ms: SQL): SQL => sql`(coalesce(${ms}, 0) / 60000)::int`;

/**
 * The rows of a day and month roll-up in the range (`table` / `monthTable`): the months for the
 * whole calendar months inside the range (unless `daysOnly`, for trends finer than a month), the days
 * for the other days. Each row (`day`: the day or the month's first day) comes with what it brings
 * into the range: a meeting counts once, on the first day it runs inside the range (its own first
 * day, or the range's first day when carried over into it), with its participants and connected
 * milliseconds; its milliseconds count on every day.
 */
function rangeRows(
  rs: ReportScope,
  tables: { days: string; months: string; columns: SQL },
  conditions: (SQL | undefined)[],
  daysOnly: boolean,
): SQL {
  const { fromDay, toDay } = rs.range;
  const months = daysOnly ? null : wholeMonths(fromDay, toDay);
  const first = sql`r.day = ${fromDay}::date`;
  const columns = sql`${tables.columns}, r.type, r.ms, r.meetings, r.started,
      r.started + case when ${first} then r.meetings - r.started else 0 end as entered,
      r.participants + case when ${first} then r.carried_participants else 0 end as participants,
      r.connected_ms + case when ${first} then r.carried_connected_ms else 0 end as connected_ms`;
  const scoped = [rs.type ? sql`r.type = ${rs.type}` : undefined, ...conditions];
  const parts = daySpans(fromDay, toDay, months).map(
    (span) => sql`select r.day, ${columns} from ${sql.raw(tables.days)} r where ${allOf(span, ...scoped)}`,
  );
  if (months)
    parts.push(sql`select r.day, ${columns} from (select month as day, * from ${sql.raw(tables.months)}) r
    where ${allOf(sql`r.day >= ${months.from}::date`, sql`r.day < ${months.to}::date`, ...scoped)}`);
  return sql.join(parts, sql` union all `);
}

/**
 * The days of `fromDay`..`toDay` outside its whole `months`, as conditions on `r.day`: the whole range,
 * or the days before the first whole month and after the last (each read as one index range).
 */
export function daySpans(fromDay: string, toDay: string, months: { from: string; to: string } | null): SQL[] {
  if (!months) return [sql`r.day >= ${fromDay}::date and r.day <= ${toDay}::date`];
  const spans: SQL[] = [];
  if (fromDay < months.from) spans.push(sql`r.day >= ${fromDay}::date and r.day < ${months.from}::date`);
  if (months.to <= toDay) spans.push(sql`r.day >= ${months.to}::date and r.day <= ${toDay}::date`);
  return spans;
}

/**
 * The subtree roll-ups' rows of the departments `keys` (a text[]: departments whose subtrees do not
 * overlap, or '0' for the organisation) in the range (as CTE `days`; rangeRows), one per department,
 * day (or month) and type, with `dept_id` the department of `keys` and, apart, what its own members
 * organised (`own_entered`, `own_ms`).
 */
export function subtreeRows(rs: ReportScope, keys: SQL, daysOnly = false): SQL {
  const first = sql`r.day = ${rs.range.fromDay}::date`;
  return rangeRows(
    rs,
    {
      days: "report_subtree_days",
      months: "report_subtree_months",
      columns: sql`r.dept_id, r.own_ms,
        r.own_started + case when ${first} then r.own_meetings - r.own_started else 0 end as own_entered`,
    },
    [sql`r.dept_id = any(${keys})`],
    daysOnly,
  );
}

/** The departments whose subtrees make up the scope, as a text[] (the organisation: '0'). */
export function scopeKeys(rs: ReportScope): SQL {
  if (rs.deptIds === null) return sql`array[${ORG_ROOT_ID}]::text[]`;
  if (rs.department) return sql`array[${rs.department.id}]::text[]`;
  const covered = sql`${sql.param(rs.deptIds)}::text[]`;
  return sql`array(select id from departments where id = any(${covered})
    and (parent_id is null or not (parent_id = any(${covered}))))`;
}

/**
 * The organiser-level roll-ups' rows in the scope and range (rangeRows), narrowed by `extra`; with
 * `daysOnly`, from the days alone.
 */
export function organiserRows(rs: ReportScope, extra?: SQL, daysOnly = false): SQL {
  return rangeRows(
    rs,
    { days: "report_days", months: "report_months", columns: sql`r.dept_id, r.organiser_id` },
    [deptCovered(sql`r.dept_id`, rs), extra],
    daysOnly,
  );
}

/** The whole calendar months of `fromDay`..`toDay`: [from, to) as first days of months, or null. */
export function wholeMonths(fromDay: string, toDay: string): { from: string; to: string } | null {
  const start = dayjs.utc(fromDay);
  const from = start.date() === 1 ? start : start.add(1, "month").startOf("month");
  const to = dayjs.utc(toDay).add(1, "day").startOf("month");
  return from.isBefore(to) ? { from: from.format("YYYY-MM-DD"), to: to.format("YYYY-MM-DD") } : null;
}

/** The figure cards as JSON over `days`. */
export const dayFiguresJson = sql`(select json_build_object(
      'meetings', f.meetings, 'minutes', f.minutes, 'participants', f.participants,
      'connectedMinutes', f.connected, 'averageMinutes', case when f.meetings = 0 then 0 else round(f.minutes::numeric / f.meetings)::int end)
    from (select coalesce(sum(entered), 0)::int as meetings, (coalesce(sum(ms), 0) / 60000)::int as minutes,
        coalesce(sum(participants), 0)::int as participants, (coalesce(sum(connected_ms), 0) / 60000)::int as connected
      from days) f)`;

/** Meetings and minutes per meeting type as JSON over `days`. */
export const dayByTypeJson = sql`coalesce((select json_agg(json_build_object('type', t.type,
      'meetings', t.meetings, 'minutes', t.minutes) order by t.minutes desc, t.type)
    from (select type, sum(entered)::int as meetings, (sum(ms) / 60000)::int as minutes
      from days group by type) t), '[]'::json)`;

/**
 * Meetings and minutes per bucket of `granularity` over rows of `days` (`r`), as `period`,
 * `meetings`, `minutes`, grouped further by `by` when given: a meeting counts once per bucket, on
 * the bucket's first day inside the range when carried over into it.
 */
export function dayBucketTotals(rs: ReportScope, granularity: string, rows: SQL, by?: SQL): SQL {
  const unit = sql.raw(`'${granularity}'`);
  const first = sql`d.day = greatest(date_trunc(${unit}, d.day)::date, ${rs.range.fromDay}::date)`;
  const key = by ? sql`${by} as key, ` : sql``;
  return sql`select ${by ? sql`d.key, ` : sql``}${dayBucket(sql`d.day`, granularity)} as period,
      sum(d.started + case when ${first} then d.meetings - d.started else 0 end)::int as meetings,
      ${minutesOf(sql`sum(d.ms)`)} as minutes
    from (select ${key}r.day, sum(r.started) as started, sum(r.meetings) as meetings, sum(r.ms) as ms
      from ${rows} r group by ${by ? sql`1, 2` : sql`1`}) d
    group by ${by ? sql`1, 2` : sql`1`}`;
}

/** A trend as JSON: every bucket of the range, with the `period`, `meetings`, `minutes` of `totals`. */
export function bucketTrendJson(rs: ReportScope, granularity: string, totals: SQL): SQL {
  return sql`coalesce((select json_agg(json_build_object(
        'period', k.period, 'start', k.start,
        'meetings', coalesce(t.meetings, 0), 'minutes', coalesce(t.minutes, 0)) order by k.start)
      from (${buckets(rs, granularity)}) k
      left join ${totals} t on t.period = k.period), '[]'::json)`;
}
