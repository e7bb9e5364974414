/**
 * The arithmetic of the report charts, pure: value axes with round ticks, bands for categories,
 * which category labels fit, how wide a label is drawn, and the heat map's colour ramp.
 */

export interface ValueAxis {
  /** The top of the axis (the domain is 0..max). */
  max: number;
  step: number;
  ticks: number[];
}

const STEPS = [1, 2, 2.5, 5, 10];

/** The round step (1, 2, 2.5 or 5 × 10ⁿ) that cuts `span` into at most about `count` parts. */
export function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const nice = STEPS.find((s) => s * power >= raw * (1 - 1e-9)) ?? 10;
  return Number((nice * power).toPrecision(12));
}

/**
 * An axis from 0 to at least `max`, in round steps; counts (`integers`) never get fractional
 * ticks, and an empty chart (max 0) still gets an axis of 0..1.
 */
export function valueAxis(max: number, { count = 5, integers = false } = {}): ValueAxis {
  const top = max > 0 && Number.isFinite(max) ? max : 1;
  let step = niceStep(top, count);
  if (integers) step = Math.max(1, Math.round(step));
  const steps = Math.max(1, Math.ceil(top / step - 1e-9));
  const ticks = Array.from({ length: steps + 1 }, (_, i) => Number((i * step).toPrecision(12)));
  return { max: steps * step, step, ticks };
}

/** A tick's text: as many decimals as its step has, no more (0.5, 1.0 → 0.5, 1; 0.25 → 0.25). */
export function formatTick(value: number, step: number): string {
  const decimals = (String(step).split(".")[1] ?? "").length;
  return formatNumber(Number(value.toFixed(decimals)));
}

/** A value as the tooltip and the marks' names give it: exact, grouped by thousands. */
export function formatNumber(value: number): string {
  return value.toLocaleString("en-US", { maximumFractionDigits: 6 });
}

/** Maps 0..domainMax onto `from`..`to` (pixels; `to` may be smaller, for an upward y axis). */
export function linear(domainMax: number, from: number, to: number): (value: number) => number {
  const span = domainMax > 0 ? domainMax : 1;
  return (value) => from + ((to - from) * value) / span;
}

export interface Bands {
  /** Distance between the starts of two bands. */
  step: number;
  /** The drawn width of a band (the step less its inner padding). */
  width: number;
  /** Where band `i` starts. */
  start: (i: number) => number;
  /** Band `i`'s middle. */
  centre: (i: number) => number;
}

/** `count` equal bands over `from`..`from + length`, `padding` (0..1) of each step left empty. */
export function bands(count: number, from: number, length: number, padding = 0.2): Bands {
  const step = length / Math.max(1, count);
  const width = step * (1 - padding);
  const start = (i: number) => from + i * step + (step - width) / 2;
  return { step, width, start, centre: (i) => from + i * step + step / 2 };
}

/** Every how many categories a label is written so that labels of `labelWidth` do not overlap. */
export function labelStride(count: number, length: number, labelWidth: number, gap = 8): number {
  if (count <= 1) return 1;
  const step = length / count;
  return Math.max(1, Math.ceil((labelWidth + gap) / Math.max(step, 1e-6)));
}

/** A text's drawn width, estimated: full-width (CJK) characters are as wide as the font is high. */
export function textWidth(text: string, fontSize = 12): number {
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    width += code >= 0x2e80 ? fontSize : /[A-Z0-9%]/.test(char) ? fontSize * 0.62 : fontSize * 0.55;
  }
  return width;
}

/** The text cut to fit `maxWidth`, with an ellipsis when cut. */
export function fitText(text: string, maxWidth: number, fontSize = 12): string {
  if (textWidth(text, fontSize) <= maxWidth) return text;
  let out = "";
  for (const char of text) {
    if (textWidth(`${out}${char}…`, fontSize) > maxWidth) break;
    out += char;
  }
  return `${out}…`;
}

type Rgb = [number, number, number];
const hex = (colour: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16)) as Rgb;
const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

/** The colour between `from` (t = 0) and `to` (t = 1), mixed channel by channel. */
export function mix(from: string, to: string, t: number): string {
  const a = hex(from);
  const b = hex(to);
  const k = Math.min(1, Math.max(0, t));
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * k) as Rgb);
}

/** A heat map cell's colour: `empty` for nothing, then from `low` (the least) to `high` (the most). */
export function heatColour(value: number, max: number, ramp: { empty: string; low: string; high: string }) {
  if (value <= 0 || max <= 0) return ramp.empty;
  return mix(ramp.low, ramp.high, max === 0 ? 0 : value / max);
}

/**
 * What a category axis writes under each of `labels` over `length` px (null: nothing): every label
 * when they fit; a few categories (up to `few`) each cut to its band; many, every n-th whole.
 */
export function categoryLabels(
  labels: readonly string[],
  length: number,
  fontSize = 12,
  few = 12,
): (string | null)[] {
  const widest = Math.max(0, ...labels.map((l) => textWidth(l, fontSize)));
  const stride = labelStride(labels.length, length, widest);
  if (stride === 1) return [...labels];
  if (labels.length <= few) return labels.map((l) => fitText(l, length / labels.length - 8, fontSize));
  return labels.map((l, i) => (i % stride === 0 ? l : null));
}
