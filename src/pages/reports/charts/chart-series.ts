/** A spec's categories and series in the order they first appear, and each pair's value. Pure. */
import { seriesColour } from "./chart-colours";
import type { Tip } from "./chart-marks";
import { formatNumber } from "./chart-scale";
import type { BarDatum, TrendPoint } from "./chart-types";

export interface Category {
  key: string;
  label: string;
}

export interface SeriesTable {
  categories: Category[];
  series: string[];
  /** The value at (category key, series), and what choosing it lists. */
  at: (key: string, series: string) => { value: number; drill: string } | undefined;
  /** Whether every value is a whole number (counts: an axis without fractions). */
  integers: boolean;
}

function table(
  items: readonly { key: string; label: string; series: string; value: number; drill: string }[],
) {
  const categories = new Map<string, Category>();
  const series = new Set<string>();
  const cells = new Map<string, { value: number; drill: string }>();
  for (const item of items) {
    if (!categories.has(item.key)) categories.set(item.key, { key: item.key, label: item.label });
    series.add(item.series);
    cells.set(`${item.key}\u0000${item.series}`, { value: item.value, drill: item.drill });
  }
  return {
    categories: [...categories.values()],
    series: [...series],
    at: (key: string, s: string) => cells.get(`${key}\u0000${s}`),
    integers: items.every((i) => Number.isInteger(i.value)),
  };
}

export const barTable = (bars: readonly BarDatum[]): SeriesTable =>
  table(
    bars.map((b) => ({
      key: b.key,
      label: b.label,
      series: b.series,
      value: b.value,
      drill: b.drill ?? b.key,
    })),
  );

export const trendTable = (points: readonly TrendPoint[]): SeriesTable =>
  table(points.map((p) => ({ key: p.key, label: p.x, series: p.series, value: p.y, drill: p.key })));

/** The largest bar: a stack's total when stacked, else the largest single value. */
export function largest(t: SeriesTable, stacked: boolean): number {
  let max = 0;
  for (const c of t.categories) {
    const values = t.series.map((s) => t.at(c.key, s)?.value ?? 0);
    max = Math.max(max, stacked ? values.reduce((a, b) => a + Math.max(0, b), 0) : Math.max(0, ...values));
  }
  return max;
}

/** A mark's name for screen readers: its category, its series when there are several, its value. */
export function seriesMarkLabel(data: SeriesTable, label: string, series: string, value: number): string {
  return data.series.length === 1
    ? `${label}: ${formatNumber(value)}`
    : `${label} · ${series}: ${formatNumber(value)}`;
}

/** A category's tooltip: every series' value, the one of the mark (index `current`) marked. */
export function seriesTip(data: SeriesTable, key: string, label: string, current: number): Tip {
  return {
    title: label,
    rows: data.series.map((name, s) => ({
      name,
      value: formatNumber(data.at(key, name)?.value ?? 0),
      colour: seriesColour(s),
      current: data.series.length > 1 && s === current,
    })),
  };
}
