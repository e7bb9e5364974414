import { useTranslate } from "@refinedev/core";
import { useCallback } from "react";
import { FONT } from "./ChartAxes";
import { ChartFrame, type Drawing } from "./ChartFrame";
import { HEAT_RAMP, LABEL_COLOUR } from "./chart-colours";
import type { Mark } from "./chart-marks";
import { bands, formatNumber, heatColour, labelStride, mix, textWidth } from "./chart-scale";
import type { ChartSpec } from "./chart-types";
import type { Size } from "./use-chart-size";

type HeatSpec = Extract<ChartSpec, { kind: "heatmap" }>;

interface HeatMapChartProps {
  spec: HeatSpec;
  height: number;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, "0"));
const hourName = (hour: number) => `${HOURS[hour]}:00`;

/** Weekday × hour: a cell per hour of each weekday, darker for more, with its colour scale. */
export function HeatMapChart({ spec, height }: HeatMapChartProps) {
  const max = Math.max(0, ...spec.cells.map((c) => c.value));
  const draw = useCallback((size: Size) => drawHeat(spec, max, size), [spec, max]);
  return <ChartFrame height={height} legend={<HeatLegend max={max} />} draw={draw} />;
}

function HeatLegend({ max }: { max: number }) {
  const t = useTranslate();
  const stops = [0, 0.25, 0.5, 0.75, 1].map((k) => `${mix(HEAT_RAMP.low, HEAT_RAMP.high, k)} ${k * 100}%`);
  return (
    <div className="report-legend report-heat-legend">
      <span>{t("reports.chart.scaleLow")}</span>
      <span>0</span>
      <span
        className="report-heat-ramp"
        aria-hidden="true"
        style={{ background: `linear-gradient(to right, ${stops.join(", ")})` }}
      />
      <span>{formatNumber(max)}</span>
      <span>{t("reports.chart.scaleHigh")}</span>
    </div>
  );
}

function drawHeat(spec: HeatSpec, max: number, size: Size): Drawing {
  const left = Math.max(...spec.weekdays.map((d) => textWidth(d, FONT))) + 12;
  const right = size.width - 4;
  const top = 2;
  const bottom = size.height - 22;
  const cols = bands(24, left, right - left, 0);
  const rows = bands(spec.weekdays.length, top, bottom - top, 0);
  const stride = labelStride(24, right - left, textWidth("00", FONT));
  const marks: Mark[] = spec.cells.map((cell) => {
    const day = spec.weekdays[cell.weekday] ?? "";
    const title = `${day} ${hourName(cell.hour)}`;
    return {
      id: `${cell.weekday}-${cell.hour}`,
      row: cell.weekday,
      col: cell.hour,
      shape: {
        kind: "rect",
        x: cols.start(cell.hour) + 1,
        y: rows.start(cell.weekday) + 1,
        width: cols.width - 2,
        height: rows.width - 2,
      },
      fill: heatColour(cell.value, max, HEAT_RAMP),
      label: `${title}: ${formatNumber(cell.value)}`,
      tip: { title, rows: [{ name: "", value: formatNumber(cell.value) }] },
    };
  });
  marks.sort((a, b) => a.row - b.row || a.col - b.col);
  return {
    under: (
      <g fontSize={FONT} fill={LABEL_COLOUR}>
        {spec.weekdays.map((day, i) => (
          <text key={day} x={left - 6} y={rows.centre(i)} dy="0.32em" textAnchor="end">
            {day}
          </text>
        ))}
        {HOURS.map((name, hour) =>
          hour % stride === 0 ? (
            <text key={name} x={cols.centre(hour)} y={bottom + 15} textAnchor="middle">
              {name}
            </text>
          ) : null,
        )}
      </g>
    ),
    marks,
  };
}
