/**
 * What the report charts draw, in plain data: the pages turn the server's answers into these
 * (chart-data.ts), the charts chunk draws them, and the same rows are the charts' text alternative.
 */

/** A point of a trend line: the period's label, its value, the line it belongs to, and its period. */
export interface TrendPoint {
  x: string;
  y: number;
  series: string;
  /** The period as the server names it (the drill-down key of the point). */
  key: string;
}

/** A bar: what it stands for (the drill-down key), its label, its value, and its stack or group. */
export interface BarDatum {
  /** The row of the table view (a department, a room…). */
  key: string;
  /** What a click on this part of the bar lists, when narrower than the row (a stack's part). */
  drill?: string;
  label: string;
  value: number;
  series: string;
}

/** A weekday × hour cell: weekday 0 (Monday) to 6 (Sunday), hour 0 to 23. */
export interface HeatCell {
  weekday: number;
  hour: number;
  value: number;
}

/** A period's peak against the capacity it can reach. */
export interface PeakDatum {
  key: string;
  x: string;
  peak: number;
}

export type ChartSpec =
  | { kind: "trend"; points: TrendPoint[] }
  /** Series side by side when `grouped` (booked beside used), else stacked (parts of a whole). */
  | { kind: "bars"; bars: BarDatum[]; horizontal?: boolean; grouped?: boolean }
  | { kind: "heatmap"; cells: HeatCell[]; weekdays: string[] }
  | { kind: "peaks"; peaks: PeakDatum[]; capacity?: number; capacityLabel: string };
