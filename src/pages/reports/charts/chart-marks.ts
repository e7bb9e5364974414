/** What a chart hands its frame to draw and operate: its marks, each focusable and described. */
import type { GridPlace } from "./chart-keys";

export type MarkShape =
  | { kind: "rect"; x: number; y: number; width: number; height: number }
  | { kind: "circle"; cx: number; cy: number; r: number };

export interface TipRow {
  name: string;
  value: string;
  colour?: string;
  /** The row of the mark the tooltip is for, among its neighbours'. */
  current?: boolean;
  /** Drawn as a dashed line in the swatch (the capacity). */
  dashed?: boolean;
}

export interface Tip {
  title: string;
  rows: TipRow[];
}

export interface Mark extends GridPlace {
  id: string;
  shape: MarkShape;
  fill: string;
  /** The mark's name for screen readers: what it is and its exact value. */
  label: string;
  /** What choosing it (click, Enter, Space) lists; none: it cannot be drilled into. */
  drill?: string;
  tip: Tip;
}

/** A mark's box, widened by `pad` (the focus ring, the tooltip's anchor). */
export function markBox(shape: MarkShape, pad = 0) {
  return shape.kind === "rect"
    ? { x: shape.x - pad, y: shape.y - pad, width: shape.width + 2 * pad, height: shape.height + 2 * pad }
    : {
        x: shape.cx - shape.r - pad,
        y: shape.cy - shape.r - pad,
        width: 2 * (shape.r + pad),
        height: 2 * (shape.r + pad),
      };
}
