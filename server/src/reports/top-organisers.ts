import { type SQL, sql } from "drizzle-orm";
import { REPORT_MAX_BARS } from "#contract/limits";
import { deptCovered, type ReportScope } from "./scope.ts";
import { organiserRows } from "./sql.ts";

export interface TopOrganisersTuning {
  /** Places of the top. */
  places: number;
  /** The organisers with the most meetings of all summed first, per place. */
  seedsPerPlace: number;
  /** Candidates are summed one by one while there is at most one per this many meetings of the range. */
  meetingsPerCandidate: number;
}

/**
 * Two seeds a place: a seed costs an index descent whatever it brings, and with a year's range the
 * organisers past the hundredth of all seldom pass the bar the first hundred set (they become
 * candidates, summed alike, when they do).
 */
const TUNING: TopOrganisersTuning = { places: REPORT_MAX_BARS, seedsPerPlace: 2, meetingsPerCandidate: 8 };

/**
 * The organisers with the most meetings in the scope and range (then the most minutes, then by id),
 * at most REPORT_MAX_BARS, as JSON; a CTE `days` of the scope's subtree rows must precede it.
 *
 * Summing every organiser's days reads about a row per meeting of the range. Instead: the organisers
 * with the most meetings of all (report_organisers, a bound on what any range counts for them) are
 * summed over the range first; the last place of the top among them sets a bar that only organisers
 * whose bound reaches it can pass, and those are summed too, one by one from the organiser index.
 * When they are too many for the range (a short range, or a meeting type the most active organisers
 * seldom hold), every organiser of the range is summed instead.
 */
export function topOrganisersJson(rs: ReportScope, tuning = TUNING): SQL {
  const { places: n, seedsPerPlace, meetingsPerCandidate } = tuning;
  const inScope = deptCovered(sql`o.dept_id`, rs) ?? sql`true`;
  const meetings = sql`(select coalesce(sum(entered), 0) from days)`;
  // A few organisers named by id are summed from their days alone: one index range each, where the
  // months and the range's two edges took three (an organiser's year is a few dozen day rows).
  const totals = (narrowed: SQL, few: boolean) => sql`select r.organiser_id, sum(r.entered)::int as meetings,
      (sum(r.ms) / 60000)::int as minutes
    from (${organiserRows(rs, narrowed, few)}) r group by r.organiser_id`;
  const seeds = sql`array(select organiser_id from seed)`;
  const passing = sql`from report_organisers o where o.meetings >= (select meetings from bar) and ${inScope}
    and not (o.organiser_id = any(${seeds}))`;
  return sql`(with seed as (select distinct o.organiser_id from (select o.organiser_id from report_organisers o
          where ${inScope} order by o.meetings desc limit ${n * seedsPerPlace}) o),
      seed_totals as materialized (${totals(sql`r.organiser_id = any(${seeds})`, true)}),
      bar as (select coalesce((select meetings from seed_totals order by meetings desc offset ${n - 1} limit 1), 1) as meetings),
      narrow as (select count(*) * ${meetingsPerCandidate} <= ${meetings} as yes
        from (select 1 ${passing} order by o.meetings desc limit ${meetings} / ${meetingsPerCandidate} + 1) c),
      candidates as (select array(select distinct o.organiser_id ${passing} and (select yes from narrow)) as ids),
      top as (select * from (select * from seed_totals where (select yes from narrow)
          union all ${totals(sql`(select yes from narrow) and r.organiser_id = any((select ids from candidates)::text[])`, true)}
          union all ${totals(sql`not (select yes from narrow)`, false)}) t
        order by meetings desc, minutes desc, organiser_id limit ${n})
    select coalesce(json_agg(json_build_object('id', u.id, 'name', u.name, 'meetings', x.meetings,
        'minutes', x.minutes) order by x.meetings desc, x.minutes desc, u.id), '[]'::json)
    from top x join users u on u.id = x.organiser_id)`;
}
