import { useCallback, useMemo } from "react";
import { CategoryAxisY, ColumnAxes, columnPlot, FONT, ValueAxisX } from "./ChartAxes";
import { ChartFrame, type Drawing } from "./ChartFrame";
import { SeriesLegend } from "./ChartLegend";
import { seriesColour } from "./chart-colours";
import type { Mark } from "./chart-marks";
import { bands, linear, textWidth, valueAxis } from "./chart-scale";
import { barTable, largest, type SeriesTable, seriesMarkLabel, seriesTip } from "./chart-series";
import type { ChartSpec } from "./chart-types";
import type { Size } from "./use-chart-size";

type BarsSpec = Extract<ChartSpec, { kind: "bars" }>;

interface BarChartProps {
  spec: BarsSpec;
  height: number;
  onSelect?: (key: string) => void;
}

/** Bars by category, vertical or horizontal, their series stacked (parts of a whole) or side by side. */
export function BarChart({ spec, height, onSelect }: BarChartProps) {
  const data = useMemo(() => barTable(spec.bars), [spec]);
  const draw = useCallback(
    (size: Size) => (spec.horizontal ? drawHorizontal : drawVertical)(data, !spec.grouped, size),
    [data, spec],
  );
  return (
    <ChartFrame
      height={height}
      legend={<SeriesLegend series={data.series} />}
      draw={draw}
      onSelect={onSelect}
    />
  );
}

/** The parts of one category's bar along the value axis: where each starts and ends. */
function parts(data: SeriesTable, key: string, stacked: boolean) {
  let base = 0;
  return data.series.map((series, s) => {
    const cell = data.at(key, series);
    const value = cell?.value ?? 0;
    const from = stacked ? base : 0;
    if (stacked) base += Math.max(0, value);
    return { series, s, value, from, to: from + Math.max(0, value), drill: cell?.drill };
  });
}

function drawVertical(data: SeriesTable, stacked: boolean, size: Size): Drawing {
  const plot = columnPlot(largest(data, stacked), data.integers, data.categories.length, size, 0.3);
  const { y, band } = plot;
  const barWidth = Math.min(band.width, 64);
  const marks: Mark[] = [];
  data.categories.forEach((c, i) => {
    const groupWidth = stacked ? barWidth : barWidth / data.series.length;
    const x0 = band.centre(i) - barWidth / 2;
    for (const part of parts(data, c.key, stacked)) {
      const x = stacked ? x0 : x0 + part.s * groupWidth;
      marks.push({
        id: `${c.key}|${part.series}`,
        row: part.s,
        col: i,
        shape: {
          kind: "rect",
          x,
          y: y(part.to),
          width: Math.max(1, groupWidth - (stacked ? 0 : 1)),
          height: y(part.from) - y(part.to),
        },
        fill: seriesColour(part.s),
        label: seriesMarkLabel(data, c.label, part.series, part.value),
        drill: part.drill,
        tip: seriesTip(data, c.key, c.label, part.s),
      });
    }
  });
  marks.sort((a, b) => a.row - b.row || a.col - b.col);
  return {
    under: (
      <>
        <ColumnAxes plot={plot} labels={data.categories.map((c) => c.label)} />
      </>
    ),
    marks,
  };
}

/** The least room a horizontal bar's row takes: beyond it the plot scrolls rather than squeeze names. */
const ROW_HEIGHT = 24;

function drawHorizontal(data: SeriesTable, stacked: boolean, size: Size): Drawing {
  const axis = valueAxis(largest(data, stacked), { integers: data.integers });
  const widest = Math.max(0, ...data.categories.map((c) => textWidth(c.label, FONT)));
  const left = Math.min(widest + 14, size.width * 0.32);
  const right = size.width - 16;
  const top = 4;
  const height = Math.max(size.height, top + data.categories.length * ROW_HEIGHT + 24);
  const bottom = height - 24;
  const x = linear(axis.max, left, right);
  const band = bands(data.categories.length, top, bottom - top, 0.3);
  const barWidth = Math.min(band.width, 40);
  const marks: Mark[] = [];
  data.categories.forEach((c, i) => {
    const groupWidth = stacked ? barWidth : barWidth / data.series.length;
    const y0 = band.centre(i) - barWidth / 2;
    for (const part of parts(data, c.key, stacked)) {
      marks.push({
        id: `${c.key}|${part.series}`,
        row: i,
        col: part.s,
        shape: {
          kind: "rect",
          x: x(part.from),
          y: stacked ? y0 : y0 + part.s * groupWidth,
          width: x(part.to) - x(part.from),
          height: Math.max(1, groupWidth - (stacked ? 0 : 1)),
        },
        fill: seriesColour(part.s),
        label: seriesMarkLabel(data, c.label, part.series, part.value),
        drill: part.drill,
        tip: seriesTip(data, c.key, c.label, part.s),
      });
    }
  });
  return {
    under: (
      <>
        <ValueAxisX axis={axis} x={x} top={top} bottom={bottom} />
        <CategoryAxisY
          labels={data.categories.map((c) => c.label)}
          centre={band.centre}
          x={left}
          width={left}
        />
      </>
    ),
    marks,
    height,
  };
}
