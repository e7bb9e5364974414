/**
 * The report charts (@ant-design/charts), in a chunk of their own that only report pages load: the
 * chart runtime is most of a report's weight, so the figures and the table do not wait for it.
 */
import { Bar, Column, Heatmap, Line } from "@ant-design/charts";
import type { ChartSpec } from "./chart-types";

export interface ReportChartProps {
  spec: ChartSpec;
  /** A bar or a peak was clicked: the key of what it stands for. */
  onSelect?: (key: string) => void;
  height?: number;
}

interface ChartEvent {
  type?: string;
  data?: { data?: { key?: unknown; drill?: unknown } };
}

const CAPACITY_COLOUR = "#cf1322";

export function ReportChart({ spec, onSelect, height = 280 }: ReportChartProps) {
  const onEvent = (_chart: unknown, event: ChartEvent) => {
    const datum = event.data?.data;
    const key = datum?.drill ?? datum?.key;
    if (onSelect && event.type === "element:click" && typeof key === "string") onSelect(key);
  };
  const common = { height, autoFit: true, animate: false as const, onEvent };

  switch (spec.kind) {
    case "trend":
      return (
        <Line
          {...common}
          data={spec.points}
          xField="x"
          yField="y"
          colorField="series"
          point={{ shapeField: "circle", sizeField: 3 }}
          axis={{ x: { title: false }, y: { title: false } }}
        />
      );
    case "bars": {
      const Shape = spec.horizontal ? Bar : Column;
      return (
        <Shape
          {...common}
          data={spec.bars}
          xField="label"
          yField="value"
          colorField="series"
          stack={!spec.grouped}
          group={spec.grouped}
          style={{ cursor: onSelect ? "pointer" : "default" }}
          axis={{ x: { title: false }, y: { title: false } }}
        />
      );
    }
    case "heatmap":
      return (
        <Heatmap
          {...common}
          data={spec.cells.map((cell) => ({
            hour: String(cell.hour).padStart(2, "0"),
            day: spec.weekdays[cell.weekday],
            value: cell.value,
          }))}
          xField="hour"
          yField="day"
          colorField="value"
          mark="cell"
          scale={{ y: { domain: spec.weekdays }, color: { palette: "blues" } }}
          style={{ inset: 0.5 }}
          axis={{ x: { title: false, grid: false }, y: { title: false, grid: false } }}
        />
      );
    case "peaks":
      return (
        <Column
          {...common}
          data={spec.peaks}
          xField="x"
          yField="peak"
          style={{ cursor: onSelect ? "pointer" : "default" }}
          axis={{ x: { title: false }, y: { title: false } }}
          annotations={
            spec.capacity === undefined
              ? []
              : [
                  {
                    type: "lineY",
                    data: [spec.capacity],
                    style: { stroke: CAPACITY_COLOUR, lineDash: [4, 4], lineWidth: 2 },
                    label: { text: spec.capacityLabel, position: "right", fill: CAPACITY_COLOUR, dy: -8 },
                  },
                ]
          }
        />
      );
  }
}
