// Figures: building them, printing them (JSON lines + table), saving and comparing results files.
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export type FigureValue = number | boolean | string | null;

export interface Figure {
  metric: string;
  value: FigureValue;
  unit: string;
  /** Upper bound (or lower bound when `higherIsBetter`); null = informative figure. */
  budget: number | null;
  stretch?: number | null;
  ok: boolean | null;
  runs: FigureValue[];
  higherIsBetter?: boolean;
  /** A list's req/s divided by the floor's (floor.ts). */
  ratio?: number;
  note?: string;
  detail?: Record<string, unknown>;
}

export interface FigureSpec {
  metric: string;
  unit: string;
  budget?: number | null;
  stretch?: number | null;
  higherIsBetter?: boolean;
  note?: string;
  detail?: Record<string, unknown>;
}

export interface ResultsFile {
  timestamp: string;
  meta: Record<string, string | number | null>;
  figures: Figure[];
}

export function round(x: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

function withinBudget(value: number, budget: number, higherIsBetter: boolean | undefined): boolean {
  return higherIsBetter ? value >= budget : value <= budget;
}

/** A measured number: value = median of runs (or `aggregate` of them), checked against the budget. */
export function measured(
  spec: FigureSpec,
  runs: readonly number[],
  aggregate: (xs: readonly number[]) => number = median,
): Figure {
  const value = runs.length ? round(aggregate(runs)) : null;
  const budget = spec.budget ?? null;
  return {
    metric: spec.metric,
    value,
    unit: spec.unit,
    budget,
    stretch: spec.stretch ?? null,
    ok: budget === null ? null : value !== null && withinBudget(value, budget, spec.higherIsBetter),
    runs: runs.map((r) => round(r)),
    ...(spec.higherIsBetter ? { higherIsBetter: true } : {}),
    ...(spec.note ? { note: spec.note } : {}),
    ...(spec.detail ? { detail: spec.detail } : {}),
  };
}

/** An informative value with no budget. */
export function info(metric: string, value: FigureValue, unit: string, note?: string): Figure {
  const v = typeof value === "number" ? round(value) : value;
  return { metric, value: v, unit, budget: null, ok: null, runs: [v], ...(note ? { note } : {}) };
}

/** An expectation that is not a number: ok says whether it is met. */
export function check(metric: string, value: FigureValue, ok: boolean, note?: string, unit = ""): Figure {
  return { metric, value, unit, budget: null, ok, runs: [value], ...(note ? { note } : {}) };
}

/** A figure that could not be measured. */
export function failed(metric: string, error: unknown): Figure {
  const note = error instanceof Error ? error.message : String(error);
  return { metric, value: null, unit: "", budget: null, ok: false, runs: [], note: note.slice(0, 500) };
}

export function jsonLine(f: Figure): string {
  return JSON.stringify(f);
}

export async function loadPrevious(dir: string): Promise<{ file: string; data: ResultsFile } | null> {
  let names: string[];
  try {
    names = (await readdir(dir))
      .filter((n) => /^\d{4}-.*\.json$/.test(n) && !n.endsWith(".partial.json"))
      .sort();
  } catch {
    return null;
  }
  for (let i = names.length - 1; i >= 0; i--) {
    const file = path.join(dir, names[i]);
    try {
      const data = JSON.parse(await readFile(file, "utf8")) as ResultsFile;
      if (Array.isArray(data.figures)) return { file, data };
    } catch {
      // unreadable results file: try the one before
    }
  }
  return null;
}

/** A partial run (some figures, fewer runs) is saved as *.partial.json and never used as the baseline. */
export async function saveResults(dir: string, results: ResultsFile, partial = false): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${results.timestamp.replace(/:/g, "-")}${partial ? ".partial" : ""}.json`);
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}

export function deltaPercent(current: Figure, previous: Figure | undefined): number | null {
  if (!previous || typeof current.value !== "number" || typeof previous.value !== "number") return null;
  if (previous.value === 0) return null;
  return round(((current.value - previous.value) / Math.abs(previous.value)) * 100, 1);
}

function show(v: FigureValue | undefined): string {
  if (v === null || v === undefined) return "-";
  return String(v);
}

export function formatTable(figures: readonly Figure[], previous: readonly Figure[] | null): string {
  const prev = new Map((previous ?? []).map((f) => [f.metric, f]));
  const header = ["metric", "value", "unit", "budget", "stretch", "ok", "floor", "Δ prev"];
  const rows = figures.map((f) => {
    const d = deltaPercent(f, prev.get(f.metric));
    const bound = f.budget === null ? "-" : `${f.higherIsBetter ? ">=" : "<="} ${f.budget}`;
    const stretch = f.stretch === null || f.stretch === undefined ? "-" : String(f.stretch);
    const ok = f.ok === null ? "info" : f.ok ? "ok" : "FAIL";
    const delta = d === null ? "-" : `${d > 0 ? "+" : ""}${d}%`;
    const ratio = f.ratio === undefined ? "-" : `${round(f.ratio * 100, 1)}%`;
    return [f.metric, show(f.value), f.unit, bound, stretch, ok, ratio, delta];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}
