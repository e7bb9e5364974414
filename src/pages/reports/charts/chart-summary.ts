/** What a chart says in words and rows: its summary for screen readers and its table view. */
import type { ChartSpec } from "./chart-types";

export interface ChartSummary {
  /** How many bars, points, cells or periods the chart draws. */
  count: number;
  /** The highest value and where it is (empty when the chart is empty). */
  top?: { label: string; value: number };
}

export function summarise(spec: ChartSpec): ChartSummary {
  const entries: { label: string; value: number }[] =
    spec.kind === "trend"
      ? spec.points.map((p) => ({ label: `${p.series} · ${p.x}`, value: p.y }))
      : spec.kind === "bars"
        ? spec.bars.map((b) => ({ label: b.series ? `${b.label} · ${b.series}` : b.label, value: b.value }))
        : spec.kind === "heatmap"
          ? spec.cells.map((c) => ({ label: `${spec.weekdays[c.weekday]} ${c.hour}:00`, value: c.value }))
          : spec.peaks.map((p) => ({ label: p.x, value: p.peak }));
  let top: ChartSummary["top"];
  for (const entry of entries) if (!top || entry.value > top.value) top = entry;
  return { count: entries.length, top };
}

export function isEmptyChart(spec: ChartSpec): boolean {
  switch (spec.kind) {
    case "trend":
      return spec.points.length === 0;
    case "bars":
      return spec.bars.length === 0;
    case "heatmap":
      return spec.cells.every((c) => c.value === 0);
    case "peaks":
      return spec.peaks.length === 0;
  }
}

/** A table of the chart's values: a header row and one row per category (series as columns). */
export interface ChartTable {
  columns: string[];
  rows: { key: string; cells: (string | number)[]; drill?: string }[];
}

/** `labels` names the first column; series become columns, so a stacked bar or a line set reads across. */
export function chartTable(spec: ChartSpec, labels: { category: string; value: string }): ChartTable {
  if (spec.kind === "heatmap") {
    const hours = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, "0"));
    return {
      columns: [labels.category, ...hours],
      rows: spec.weekdays.map((day, i) => ({
        key: day,
        cells: [
          day,
          ...hours.map((_, h) => spec.cells.find((c) => c.weekday === i && c.hour === h)?.value ?? 0),
        ],
      })),
    };
  }
  if (spec.kind === "peaks") {
    return {
      columns: [labels.category, labels.value],
      rows: spec.peaks.map((p) => ({ key: p.key, cells: [p.x, p.peak], drill: p.key })),
    };
  }
  const items =
    spec.kind === "trend"
      ? spec.points.map((p) => ({ key: p.key, label: p.x, series: p.series, value: p.y }))
      : spec.bars.map((b) => ({ key: b.key, label: b.label, series: b.series, value: b.value }));
  const series = [...new Set(items.map((i) => i.series))];
  const byKey = new Map<string, { label: string; values: Map<string, number> }>();
  for (const item of items) {
    const row = byKey.get(item.key) ?? { label: item.label, values: new Map() };
    row.values.set(item.series, (row.values.get(item.series) ?? 0) + item.value);
    byKey.set(item.key, row);
  }
  const single = series.length <= 1;
  return {
    columns: [labels.category, ...(single ? [labels.value] : series)],
    rows: [...byKey].map(([key, row]) => ({
      key,
      cells: [
        row.label,
        ...(single ? [row.values.get(series[0] ?? "") ?? 0] : series.map((s) => row.values.get(s) ?? 0)),
      ],
      drill: key,
    })),
  };
}
