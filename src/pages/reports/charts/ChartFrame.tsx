import { type KeyboardEvent, type ReactNode, useMemo, useRef, useState } from "react";
import { ChartTooltip } from "./ChartTooltip";
import { FOCUS_COLOUR } from "./chart-colours";
import { gridMove, MOVE_KEYS, type MoveKey } from "./chart-keys";
import { type Mark, type MarkShape, markBox } from "./chart-marks";
import { type Size, useChartSize } from "./use-chart-size";

export interface Drawing {
  /** Axes, grid lines and series lines, beneath the marks (decoration: the marks carry the values). */
  under?: ReactNode;
  /** What lies over the marks (the capacity line and its label). */
  over?: ReactNode;
  marks: Mark[];
  /** Taller than the plot (many bars of a fixed thickness): the plot scrolls, the card keeps its height. */
  height?: number;
}

interface ChartFrameProps {
  /** The whole chart's height, legend included: reserved before it is measured. */
  height: number;
  legend?: ReactNode;
  /** Lays the chart out in the plot's size (memoise it on the data: a new function draws anew). */
  draw: (size: Size) => Drawing;
  onSelect?: (key: string) => void;
}

/**
 * What every report chart shares: the reserved height, the plot sized to its container, one tab
 * stop for all the marks (arrow keys move between them, Enter or Space drills into one), a visible
 * focus ring, and the tooltip on hover and on keyboard focus.
 */
export function ChartFrame({ height, legend, draw, onSelect }: ChartFrameProps) {
  const { ref, size } = useChartSize<HTMLDivElement>();
  const svg = useRef<SVGSVGElement>(null);
  const [active, setActive] = useState(0);
  const [focused, setFocused] = useState<{ index: number; visible: boolean } | null>(null);
  const [hover, setHover] = useState<number | null>(null);
  // Laid out again on a new size or new data only, not on every hover or focus.
  const drawing = useMemo(() => (size.width > 0 && size.height > 0 ? draw(size) : undefined), [draw, size]);
  const marks = drawing?.marks ?? [];
  const current = Math.max(0, Math.min(active, marks.length - 1));
  const drillable = (mark: Mark | undefined) => Boolean(onSelect && mark?.drill);

  const focusMark = (index: number) => {
    svg.current?.querySelector<SVGGElement>(`[data-mark="${index}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (MOVE_KEYS.includes(event.key)) {
      event.preventDefault();
      const next = gridMove(marks, current, event.key as MoveKey);
      setActive(next);
      focusMark(next);
      return;
    }
    const mark = marks[current];
    if ((event.key === "Enter" || event.key === " ") && onSelect && mark?.drill) {
      event.preventDefault();
      onSelect(mark.drill);
    }
  };

  const shown = hover ?? focused?.index ?? null;
  const tipMark = shown === null ? undefined : marks[shown];
  const tipBox = tipMark && markBox(tipMark.shape);
  const ringMark = focused?.visible ? marks[focused.index] : undefined;

  return (
    <div className="report-chart-body" style={{ height }}>
      {legend}
      <div
        className="report-plot"
        ref={ref}
        style={drawing?.height && drawing.height > size.height ? { overflowY: "auto" } : undefined}
      >
        {drawing ? (
          // biome-ignore lint/a11y/noSvgWithoutTitle: its marks are named one by one, and the group around it has the chart's title
          <svg
            ref={svg}
            className="report-svg"
            width={size.width}
            height={Math.max(size.height, drawing.height ?? 0)}
            onKeyDown={onKeyDown}
          >
            {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: decoration only: nothing in it takes focus */}
            <g aria-hidden="true">{drawing.under}</g>
            <g>
              {marks.map((mark, i) => (
                // biome-ignore lint/a11y/noStaticElementInteractions: an SVG mark, a button or an image by its role
                <g
                  key={mark.id}
                  data-mark={i}
                  className={drillable(mark) ? "report-mark drillable" : "report-mark"}
                  tabIndex={i === current ? 0 : -1}
                  role={drillable(mark) ? "button" : "img"}
                  aria-label={mark.label}
                  onFocus={(event) => {
                    setActive(i);
                    setFocused({ index: i, visible: focusVisible(event.currentTarget) });
                  }}
                  onBlur={() => setFocused(null)}
                  onMouseEnter={() => setHover(i)}
                  onMouseLeave={() => setHover((h) => (h === i ? null : h))}
                  onClick={drillable(mark) ? () => onSelect?.(mark.drill as string) : undefined}
                >
                  <Shape shape={mark.shape} fill={mark.fill} />
                </g>
              ))}
            </g>
            {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: decoration only: nothing in it takes focus */}
            <g aria-hidden="true">{drawing.over}</g>
            {ringMark ? <FocusRing shape={ringMark.shape} /> : null}
          </svg>
        ) : null}
        {tipMark && tipBox ? (
          <ChartTooltip
            tip={tipMark.tip}
            x={tipBox.x + tipBox.width / 2}
            y={tipBox.y}
            plotWidth={size.width}
          />
        ) : null}
      </div>
    </div>
  );
}

function focusVisible(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true;
  }
}

function Shape({ shape, fill }: { shape: MarkShape; fill: string }) {
  if (shape.kind === "rect") {
    return (
      <rect
        x={shape.x}
        y={shape.y}
        width={Math.max(0, shape.width)}
        height={Math.max(0, shape.height)}
        fill={fill}
      />
    );
  }
  return (
    <>
      {/* A wider target than the dot itself, for the pointer. */}
      <circle cx={shape.cx} cy={shape.cy} r={Math.max(shape.r, 8)} fill="transparent" />
      <circle cx={shape.cx} cy={shape.cy} r={shape.r} fill={fill} stroke="#fff" strokeWidth={1.5} />
    </>
  );
}

function FocusRing({ shape }: { shape: MarkShape }) {
  const box = markBox(shape, 3);
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: decoration only: nothing in it takes focus
    <g aria-hidden="true" pointerEvents="none">
      <rect {...box} rx={3} fill="none" stroke="#fff" strokeWidth={4} />
      <rect {...box} rx={3} fill="none" stroke={FOCUS_COLOUR} strokeWidth={2} />
    </g>
  );
}
