/**
 * The server's report answers turned into what the charts draw. Minutes become hours (one decimal);
 * every bar keeps the id of what it stands for, so a click lists the meetings behind it.
 */
import type { BookingUsage } from "#contract/report-rooms";
import type { ReportGranularity } from "#contract/reports";
import type { BarDatum, ChartSpec, HeatCell, PeakDatum, TrendPoint } from "./chart-types";

export const hours = (minutes: number): number => Math.round(minutes / 6) / 10;

/** A bucket's name as an axis shows it: `2026-11-03` → `11-03`, a month `2026-11`, an hour `11-03 14:00`. */
export function periodLabel(
  period: string,
  granularity: ReportGranularity | "hour",
  sameDay = false,
): string {
  if (granularity === "month") return period.slice(0, 7);
  if (granularity === "hour") return sameDay ? period.slice(11, 16) : period.slice(5, 16);
  return period.slice(5, 10);
}

interface Period {
  period: string;
}

/** Lines over the periods, one per measure: `measures` maps a series name to how it reads a point. */
export function trendSpec<P extends Period>(
  points: readonly P[],
  granularity: ReportGranularity,
  measures: Record<string, (point: P) => number>,
): ChartSpec {
  const lines: TrendPoint[] = [];
  for (const [series, read] of Object.entries(measures)) {
    for (const point of points)
      lines.push({ x: periodLabel(point.period, granularity), y: read(point), series, key: point.period });
  }
  return { kind: "trend", points: lines };
}

/** One line per series (a department each), of one measure. */
export function seriesTrendSpec<P extends Period>(
  series: readonly { name: string; points: readonly P[] }[],
  granularity: ReportGranularity,
  read: (point: P) => number,
): ChartSpec {
  return {
    kind: "trend",
    points: series.flatMap((s) =>
      s.points.map((point) => ({
        x: periodLabel(point.period, granularity),
        y: read(point),
        series: s.name,
        key: point.period,
      })),
    ),
  };
}

/** Bars of named things (departments, users, rooms, types): `measures` as for trendSpec. */
export function barsSpec<B>(
  items: readonly B[],
  key: (item: B) => string,
  label: (item: B) => string,
  measures: Record<string, (item: B) => number>,
  options: { horizontal?: boolean; grouped?: boolean } = {},
): ChartSpec {
  const bars: BarDatum[] = [];
  for (const [series, read] of Object.entries(measures)) {
    for (const item of items) bars.push({ key: key(item), label: label(item), value: read(item), series });
  }
  return { kind: "bars", bars, ...options };
}

/** The weekday × hour map: every one of the 168 cells, those the server left out as 0. */
export function heatSpec(cells: readonly HeatCell[], weekdays: string[]): ChartSpec {
  const value = new Map(cells.map((c) => [c.weekday * 24 + c.hour, c.value]));
  const full: HeatCell[] = [];
  for (let weekday = 0; weekday < 7; weekday++) {
    for (let hour = 0; hour < 24; hour++)
      full.push({ weekday, hour, value: value.get(weekday * 24 + hour) ?? 0 });
  }
  return { kind: "heatmap", cells: full, weekdays };
}

/** A heat map whose cells the server counts in minutes (the rooms'), in hours as its axis says. */
export const inHours = (cells: readonly HeatCell[]): HeatCell[] =>
  cells.map((cell) => ({ ...cell, value: hours(cell.value) }));

interface Peak extends Period {
  peak: number;
  at: number | null;
}

/**
 * Peaks per period against a capacity: a bar's key is the moment of its peak (what the meetings
 * behind it are listed at); a period where nothing ran has no moment and cannot be drilled.
 */
export function peaksSpec(
  points: readonly Peak[],
  granularity: ReportGranularity | "hour",
  capacity: number | undefined,
  capacityLabel: string,
): ChartSpec {
  const sameDay = granularity === "hour" && new Set(points.map((p) => p.period.slice(0, 10))).size <= 1;
  const peaks: PeakDatum[] = points.map((p) => ({
    key: p.at === null ? "" : String(p.at),
    x: periodLabel(p.period, granularity, sameDay),
    peak: p.peak,
  }));
  return { kind: "peaks", peaks, capacity: capacity && capacity > 0 ? capacity : undefined, capacityLabel };
}

export interface UsageCountsLike {
  used: number;
  partlyUsed: number;
  noShow: number;
  ghost: number;
}

/** The four fates of a booking, in the order the stacks and the table show them. */
export const USAGE_PARTS: readonly { usage: BookingUsage; count: keyof UsageCountsLike }[] = [
  { usage: "USED", count: "used" },
  { usage: "PARTLY_USED", count: "partlyUsed" },
  { usage: "NO_SHOW", count: "noShow" },
  { usage: "GHOST", count: "ghost" },
];

/**
 * Booked versus used per group: one stack per department, room or organiser, a part per fate; a
 * click on a part lists that group's bookings of that fate (`<id>~<USAGE>`).
 */
export function usageSpec(
  groups: readonly { id: string; name: string; counts: UsageCountsLike }[],
  usageLabel: (usage: BookingUsage) => string,
): ChartSpec {
  const bars: BarDatum[] = [];
  for (const part of USAGE_PARTS) {
    for (const g of groups) {
      bars.push({
        key: g.id,
        drill: `${g.id}~${part.usage}`,
        label: g.name,
        value: g.counts[part.count],
        series: usageLabel(part.usage),
      });
    }
  }
  return { kind: "bars", bars, horizontal: true };
}

/** A rate 0..1 as a percentage with one decimal. */
export const percent = (rate: number): number => Math.round(rate * 1000) / 10;
