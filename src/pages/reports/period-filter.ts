/**
 * A trend point clicked through: the URL's `drill=period:<period>` as the filter of the list behind
 * it. The server names a bucket by its first day (a Monday for a week, the 1st for a month); a
 * period that is no bucket of the range's granularity (a hand-edited or outdated link) opens nothing.
 */
import type { ReportGranularity } from "#contract/reports";
import type { Drill } from "./drill";
import { DAY_FORMAT, dayOf, mondayOf, type ReportState } from "./report-state";

export interface PeriodFilter {
  period: string;
  granularity: ReportGranularity;
}

/** The first and last day of the bucket starting on `first`. */
function bucketDays(first: string, granularity: ReportGranularity): { first: string; last: string } {
  const start = dayOf(first);
  if (!start) return { first, last: first };
  return { first, last: start.add(1, granularity).subtract(1, "day").format(DAY_FORMAT) };
}

export function periodFilter(
  period: string,
  granularity: ReportGranularity,
  range: Pick<ReportState, "from" | "to">,
): PeriodFilter | undefined {
  const day = dayOf(period);
  if (!day) return undefined;
  if (granularity === "week" && !mondayOf(day).isSame(day, "day")) return undefined;
  if (granularity === "month" && day.date() !== 1) return undefined;
  const { first, last } = bucketDays(period, granularity);
  // Buckets cut by the range (a week that began before it) still hold some of its days.
  if (last < range.from || first > range.to) return undefined;
  return { period, granularity };
}

/** A drawer's title for the bucket: "2026-11-03", "2026-11-02 – 2026-11-08", "2026-11". */
export function periodTitle(filter: PeriodFilter): string {
  if (filter.granularity === "month") return filter.period.slice(0, 7);
  if (filter.granularity === "day") return filter.period;
  const { first, last } = bucketDays(filter.period, filter.granularity);
  return `${first} – ${last}`;
}

/** The URL's drill-down, unless it names a period that is no bucket of the range: then none is open. */
export function checkedDrill(
  drill: Drill | undefined,
  granularity: ReportGranularity,
  range: Pick<ReportState, "from" | "to">,
): Drill | undefined {
  return drill?.kind === "period" && !periodFilter(drill.value, granularity, range) ? undefined : drill;
}
