import { AXIS_COLOUR, GRID_COLOUR, LABEL_COLOUR } from "./chart-colours";
import {
  bands,
  categoryLabels,
  fitText,
  formatTick,
  linear,
  textWidth,
  type ValueAxis,
  valueAxis,
} from "./chart-scale";
import type { Size } from "./use-chart-size";

export const FONT = 12;

/** Room for a value axis's labels left of the plot. */
export const valueLabelsWidth = (axis: ValueAxis) =>
  Math.max(...axis.ticks.map((t) => textWidth(formatTick(t, axis.step), FONT))) + 10;

/** Horizontal grid lines at the ticks, their values on the left (a vertical value axis). */
export function ValueAxisY({
  axis,
  y,
  left,
  right,
}: {
  axis: ValueAxis;
  y: (v: number) => number;
  left: number;
  right: number;
}) {
  return (
    <g fontSize={FONT} fill={LABEL_COLOUR}>
      {axis.ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={left}
            x2={right}
            y1={y(tick)}
            y2={y(tick)}
            stroke={tick === 0 ? AXIS_COLOUR : GRID_COLOUR}
          />
          <text x={left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
            {formatTick(tick, axis.step)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** Vertical grid lines at the ticks, their values below (a horizontal value axis). */
export function ValueAxisX({
  axis,
  x,
  top,
  bottom,
}: {
  axis: ValueAxis;
  x: (v: number) => number;
  top: number;
  bottom: number;
}) {
  return (
    <g fontSize={FONT} fill={LABEL_COLOUR}>
      {axis.ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={x(tick)}
            x2={x(tick)}
            y1={top}
            y2={bottom}
            stroke={tick === 0 ? AXIS_COLOUR : GRID_COLOUR}
          />
          <text x={x(tick)} y={bottom + 16} textAnchor="middle">
            {formatTick(tick, axis.step)}
          </text>
        </g>
      ))}
    </g>
  );
}

/**
 * Category names under the plot at their centres; when they would overlap, every n-th only (the
 * tooltip and the table view name each one).
 */
export function CategoryAxisX({
  labels,
  centre,
  length,
  y,
}: {
  labels: string[];
  centre: (i: number) => number;
  length: number;
  y: number;
}) {
  const shown = categoryLabels(labels, length, FONT);
  return (
    <g fontSize={FONT} fill={LABEL_COLOUR}>
      {shown.map((label, i) =>
        label === null ? null : (
          <text key={`${label}@${centre(i)}`} x={centre(i)} y={y} textAnchor="middle">
            {label}
          </text>
        ),
      )}
    </g>
  );
}

/** Category names left of the plot, cut to `width` with the whole name as the text's title. */
export function CategoryAxisY({
  labels,
  centre,
  x,
  width,
}: {
  labels: string[];
  centre: (i: number) => number;
  x: number;
  width: number;
}) {
  return (
    <g fontSize={FONT} fill={LABEL_COLOUR}>
      {labels.map((label, i) => (
        <text key={`${label}@${centre(i)}`} x={x - 6} y={centre(i)} dy="0.32em" textAnchor="end">
          {fitText(label, width - 8, FONT)}
        </text>
      ))}
    </g>
  );
}

/**
 * A plot with its values up the left and its categories along the bottom (columns, lines): its
 * edges, its value axis and scale, and a band per category (`padding`: the share between bands).
 */
export function columnPlot(
  highest: number,
  integers: boolean,
  categories: number,
  size: Size,
  padding: number,
) {
  const axis = valueAxis(highest, { integers });
  const left = valueLabelsWidth(axis);
  const right = size.width - 8;
  const top = 8;
  const bottom = size.height - 24;
  const y = linear(axis.max, bottom, top);
  return { axis, left, right, bottom, y, band: bands(categories, left, right - left, padding) };
}

export type ColumnPlot = ReturnType<typeof columnPlot>;

/** A column plot's axes: the value grid on the left, the category labels below. */
export function ColumnAxes({ plot, labels }: { plot: ColumnPlot; labels: string[] }) {
  return (
    <>
      <ValueAxisY axis={plot.axis} y={plot.y} left={plot.left} right={plot.right} />
      <CategoryAxisX
        labels={labels}
        centre={plot.band.centre}
        length={plot.right - plot.left}
        y={plot.bottom + 17}
      />
    </>
  );
}
