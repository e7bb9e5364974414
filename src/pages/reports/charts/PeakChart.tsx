import { useCallback } from "react";
import { ColumnAxes, columnPlot, FONT } from "./ChartAxes";
import { ChartFrame, type Drawing } from "./ChartFrame";
import { ChartLegend } from "./ChartLegend";
import { CAPACITY_COLOUR, seriesColour } from "./chart-colours";
import type { Mark, TipRow } from "./chart-marks";
import { formatNumber } from "./chart-scale";
import type { ChartSpec } from "./chart-types";
import type { Size } from "./use-chart-size";

type PeaksSpec = Extract<ChartSpec, { kind: "peaks" }>;

interface PeakChartProps {
  spec: PeaksSpec;
  height: number;
  onSelect?: (key: string) => void;
}

/**
 * A column per period for its peak, and the capacity as a dashed line with its label: the axis
 * always reaches the capacity, so the distance to it is seen as it is.
 */
export function PeakChart({ spec, height, onSelect }: PeakChartProps) {
  const draw = useCallback((size: Size) => drawPeaks(spec, size), [spec]);
  const legend =
    spec.capacity === undefined ? null : (
      <ChartLegend items={[{ name: spec.capacityLabel, colour: CAPACITY_COLOUR, dashed: true }]} />
    );
  return <ChartFrame height={height} legend={legend} draw={draw} onSelect={onSelect} />;
}

function drawPeaks(spec: PeaksSpec, size: Size): Drawing {
  const highest = Math.max(0, ...spec.peaks.map((p) => p.peak), spec.capacity ?? 0);
  const plot = columnPlot(highest, true, spec.peaks.length, size, 0.3);
  const { left, right, y, band } = plot;
  const barWidth = Math.min(band.width, 64);
  const capacityRow: TipRow[] =
    spec.capacity === undefined
      ? []
      : [{ name: spec.capacityLabel, value: "", colour: CAPACITY_COLOUR, dashed: true }];
  const marks: Mark[] = spec.peaks.map((p, i) => ({
    id: `${i}-${p.key}`,
    row: 0,
    col: i,
    shape: {
      kind: "rect",
      x: band.centre(i) - barWidth / 2,
      y: y(p.peak),
      width: barWidth,
      height: y(0) - y(p.peak),
    },
    fill: seriesColour(0),
    label: `${p.x}: ${formatNumber(p.peak)}`,
    drill: p.key || undefined,
    tip: { title: p.x, rows: [{ name: "", value: formatNumber(p.peak) }, ...capacityRow] },
  }));
  const capacityY = spec.capacity === undefined ? undefined : y(spec.capacity);
  return {
    under: (
      <>
        <ColumnAxes plot={plot} labels={spec.peaks.map((p) => p.x)} />
      </>
    ),
    over:
      capacityY === undefined ? null : (
        <g>
          <line
            x1={left}
            x2={right}
            y1={capacityY}
            y2={capacityY}
            stroke={CAPACITY_COLOUR}
            strokeWidth={2}
            strokeDasharray="6 4"
          />
          <text x={right} y={capacityY - 6} textAnchor="end" fontSize={FONT} fill={CAPACITY_COLOUR}>
            {spec.capacityLabel}
          </text>
        </g>
      ),
    marks,
  };
}
