/**
 * The report charts: SVG drawn by React from a ChartSpec, in a chunk of its own that only report
 * pages load.
 */
import { BarChart } from "./BarChart";
import type { ChartSpec } from "./chart-types";
import { HeatMapChart } from "./HeatMapChart";
import { PeakChart } from "./PeakChart";
import { TrendChart } from "./TrendChart";
import "./charts.css";

export interface ReportChartProps {
  spec: ChartSpec;
  /** A bar, a point or a peak was chosen (clicked, or Enter or Space on it): the key of what it stands for. */
  onSelect?: (key: string) => void;
  height?: number;
}

export function ReportChart({ spec, onSelect, height = 280 }: ReportChartProps) {
  switch (spec.kind) {
    case "trend":
      return <TrendChart spec={spec} height={height} onSelect={onSelect} />;
    case "bars":
      return <BarChart spec={spec} height={height} onSelect={onSelect} />;
    case "heatmap":
      return <HeatMapChart spec={spec} height={height} />;
    case "peaks":
      return <PeakChart spec={spec} height={height} onSelect={onSelect} />;
  }
}
