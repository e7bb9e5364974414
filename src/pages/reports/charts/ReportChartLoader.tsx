import { type ComponentProps, lazy } from "react";
import { loadChunk } from "../../../routing/page-chunks";

type ChartModule = typeof import("./ReportChart");

let loaded: ChartModule | null = null;
const load = () =>
  loadChunk<ChartModule>("reportCharts").then((module) => {
    loaded = module;
    return module;
  });
const LazyChart = lazy(() => load().then((module) => ({ default: module.ReportChart })));

/**
 * The chart runtime, asked for as soon as a report's code runs (a deep link's page preloads it). A
 * chart drawn once it is in renders at once; through React's lazy alone, the first chart of every
 * card suspended for a render pass and a reveal React spaces out (up to 300 ms at a time).
 */
export function preloadReportChart(): void {
  void load().catch(() => undefined);
}

export function ReportChart(props: ComponentProps<ChartModule["ReportChart"]>) {
  const Chart = loaded?.ReportChart ?? LazyChart;
  return <Chart {...props} />;
}
