import { useCallback, useMemo } from "react";
import { CategoryAxisX, ValueAxisY, valueLabelsWidth } from "./ChartAxes";
import { ChartFrame, type Drawing } from "./ChartFrame";
import { ChartLegend } from "./ChartLegend";
import { seriesColour } from "./chart-colours";
import type { Mark } from "./chart-marks";
import { bands, formatNumber, linear, valueAxis } from "./chart-scale";
import { largest, type SeriesTable, trendTable } from "./chart-series";
import type { ChartSpec } from "./chart-types";
import type { Size } from "./use-chart-size";

interface TrendChartProps {
  spec: Extract<ChartSpec, { kind: "trend" }>;
  height: number;
  onSelect?: (key: string) => void;
}

/** One line per series over the periods, a point at each period (the point drills into its period). */
export function TrendChart({ spec, height, onSelect }: TrendChartProps) {
  const data = useMemo(() => trendTable(spec.points), [spec]);
  const draw = useCallback((size: Size) => drawTrend(data, size), [data]);
  return (
    <ChartFrame
      height={height}
      legend={<ChartLegend items={data.series.map((name, i) => ({ name, colour: seriesColour(i) }))} />}
      draw={draw}
      onSelect={onSelect}
    />
  );
}

function drawTrend(data: SeriesTable, size: Size): Drawing {
  const axis = valueAxis(largest(data, false), { integers: data.integers });
  const left = valueLabelsWidth(axis);
  const right = size.width - 8;
  const top = 8;
  const bottom = size.height - 24;
  const y = linear(axis.max, bottom, top);
  const band = bands(data.categories.length, left, right - left, 0);
  const single = data.series.length === 1;
  const marks: Mark[] = [];
  const lines = data.series.map((series, s) => {
    const points: string[] = [];
    data.categories.forEach((c, i) => {
      const cell = data.at(c.key, series);
      if (!cell) return;
      const cx = band.centre(i);
      const cy = y(cell.value);
      points.push(`${cx.toFixed(1)},${cy.toFixed(1)}`);
      marks.push({
        id: `${c.key}|${series}`,
        row: s,
        col: i,
        shape: { kind: "circle", cx, cy, r: 3.5 },
        fill: seriesColour(s),
        label: single
          ? `${c.label}: ${formatNumber(cell.value)}`
          : `${c.label} · ${series}: ${formatNumber(cell.value)}`,
        drill: cell.drill,
        tip: {
          title: c.label,
          rows: data.series.map((name, k) => ({
            name,
            value: formatNumber(data.at(c.key, name)?.value ?? 0),
            colour: seriesColour(k),
            current: !single && k === s,
          })),
        },
      });
    });
    return (
      <polyline
        key={series}
        points={points.join(" ")}
        fill="none"
        stroke={seriesColour(s)}
        strokeWidth={2}
        strokeLinejoin="round"
      />
    );
  });
  return {
    under: (
      <>
        <ValueAxisY axis={axis} y={y} left={left} right={right} />
        <CategoryAxisX
          labels={data.categories.map((c) => c.label)}
          centre={band.centre}
          length={right - left}
          y={bottom + 17}
        />
        {lines}
      </>
    ),
    marks,
  };
}
