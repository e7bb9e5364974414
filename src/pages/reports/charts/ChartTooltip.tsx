import { Swatch } from "./ChartLegend";
import type { Tip } from "./chart-marks";

interface ChartTooltipProps {
  tip: Tip;
  /** The point of the mark it tells about, in the plot's pixels. */
  x: number;
  y: number;
  plotWidth: number;
}

const WIDTH = 200;

/**
 * The exact values of the mark under the pointer or under the keyboard's focus. Screen readers
 * hear the same from the mark's own name, so this box is for the eye only.
 */
export function ChartTooltip({ tip, x, y, plotWidth }: ChartTooltipProps) {
  const left = Math.min(Math.max(0, x - WIDTH / 2), Math.max(0, plotWidth - WIDTH));
  const below = y < 70;
  return (
    <div
      className="report-tooltip"
      aria-hidden="true"
      style={{
        left,
        top: below ? y + 12 : y - 8,
        maxWidth: WIDTH,
        transform: below ? undefined : "translateY(-100%)",
      }}
    >
      <div className="report-tooltip-title">{tip.title}</div>
      {tip.rows.map((row) => (
        <div key={row.name} className={row.current ? "report-tooltip-row current" : "report-tooltip-row"}>
          {row.colour ? <Swatch colour={row.colour} dashed={row.dashed} /> : null}
          {row.name ? <span className="report-tooltip-name">{row.name}</span> : null}
          <span className="report-tooltip-value">{row.value}</span>
        </div>
      ))}
    </div>
  );
}
