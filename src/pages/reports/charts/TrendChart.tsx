import { useCallback, useMemo } from "react";
import { ColumnAxes, columnPlot } from "./ChartAxes";
import { ChartFrame, type Drawing } from "./ChartFrame";
import { SeriesLegend } from "./ChartLegend";
import { seriesColour } from "./chart-colours";
import type { Mark } from "./chart-marks";
import { largest, type SeriesTable, seriesMarkLabel, seriesTip, trendTable } from "./chart-series";
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
      legend={<SeriesLegend series={data.series} />}
      draw={draw}
      onSelect={onSelect}
    />
  );
}

function drawTrend(data: SeriesTable, size: Size): Drawing {
  const plot = columnPlot(largest(data, false), data.integers, data.categories.length, size, 0);
  const { y, band } = plot;
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
        label: seriesMarkLabel(data, c.label, series, cell.value),
        drill: cell.drill,
        tip: seriesTip(data, c.key, c.label, s),
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
        <ColumnAxes plot={plot} labels={data.categories.map((c) => c.label)} />
        {lines}
      </>
    ),
    marks,
  };
}
