import type { Dayjs } from "dayjs";
import type { ReactNode } from "react";

/**
 * The text a picker shows for its value, for its stand-in (picker-standin.tsx) to show the same
 * before the picker's chunk arrives.
 */

type DateFormat = string | ((value: Dayjs) => string);
type PickerFormat = DateFormat | DateFormat[] | { format: DateFormat } | undefined;

/** antd's field formats for the pickers whose format dayjs formats without plugins. */
const FIELD_FORMATS: Record<string, string | undefined> = {
  date: "YYYY-MM-DD",
  month: "YYYY-MM",
  year: "YYYY",
};

/** A date as a picker of `picker` with `format` shows it; none where that needs dayjs plugins. */
export function dateText(
  value: Dayjs | null | undefined,
  picker = "date",
  format?: PickerFormat,
): string | undefined {
  if (!value) return undefined;
  const chosen = Array.isArray(format) ? format[0] : typeof format === "object" ? format.format : format;
  const own = chosen ?? FIELD_FORMATS[picker];
  if (own === undefined) return undefined;
  return typeof own === "function" ? own(value) : value.format(own);
}

/** A range as a range picker shows it, its two ends apart. */
export function rangeText(
  value: readonly (Dayjs | null | undefined)[] | null | undefined,
  picker = "date",
  format?: PickerFormat,
): string | undefined {
  if (!value) return undefined;
  const [from, to] = value.map((end) => dateText(end, picker, format));
  return from || to ? `${from ?? ""} → ${to ?? ""}` : undefined;
}

interface Choice {
  value?: unknown;
  label?: ReactNode;
  title?: ReactNode;
  options?: Choice[];
  children?: Choice[];
}

const textOf = (node: ReactNode): string | undefined =>
  typeof node === "string" || typeof node === "number" ? String(node) : undefined;

function find(choices: readonly Choice[] | undefined, value: unknown): Choice | undefined {
  for (const choice of choices ?? []) {
    if (choice.value === value) return choice;
    const inner = find(choice.options ?? choice.children, value);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The chosen labels of a select or tree select: from a `labelInValue` value, else the options (or
 * tree nodes, nested or flat) whose values are chosen. A value not among them shows nothing.
 */
export function choiceText(value: unknown, choices: readonly Choice[] | undefined): string | undefined {
  const chosen = (
    Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
  ) as unknown[];
  const labels = chosen.flatMap((each) => {
    if (typeof each === "object" && each !== null && "label" in each)
      return textOf((each as Choice).label) ?? [];
    const choice = find(choices, each);
    return textOf(choice?.label ?? choice?.title) ?? [];
  });
  return labels.length ? labels.join(", ") : undefined;
}
