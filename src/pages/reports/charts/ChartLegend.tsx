import { seriesColour } from "./chart-colours";

export interface LegendItem {
  name: string;
  colour: string;
  /** A dashed line rather than a square (the capacity line). */
  dashed?: boolean;
}

/** Names every series beside its colour, so that no series is told by colour alone. */
export function ChartLegend({ items }: { items: LegendItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="report-legend">
      {items.map((item) => (
        <li key={item.name}>
          <Swatch colour={item.colour} dashed={item.dashed} />
          {item.name}
        </li>
      ))}
    </ul>
  );
}

/** The legend of a chart's series, each in its colour. */
export function SeriesLegend({ series }: { series: string[] }) {
  return <ChartLegend items={series.map((name, i) => ({ name, colour: seriesColour(i) }))} />;
}

export function Swatch({ colour, dashed }: { colour: string; dashed?: boolean }) {
  return dashed ? (
    <svg className="report-swatch" width="14" height="10" aria-hidden="true">
      <line x1="0" y1="5" x2="14" y2="5" stroke={colour} strokeWidth="2" strokeDasharray="4 2" />
    </svg>
  ) : (
    <span className="report-swatch" style={{ background: colour }} aria-hidden="true" />
  );
}
