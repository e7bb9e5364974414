import dayjs from "dayjs";
import { RECURRENCE_MAX_OCCURRENCES } from "#contract/limits";
import { checkRecurrence as checkRule, expandRecurrence } from "#contract/rules/recurrence";
import type { Occurrence, RecurrenceRule } from "#contract/schedules";

/**
 * The occurrences of a schedule by the schedule form's own rules (rules/recurrence), in the
 * server's time zone (process TZ): every occurrence keeps the first one's local start and end times.
 */
export { RECURRENCE_MAX_OCCURRENCES };

export type RecurrenceProblem =
  | "schedule.recurrenceCrossesDay"
  | "schedule.recurrenceWeekdaysRequired"
  | "schedule.recurrenceStartAfterEnd"
  | "schedule.recurrenceNoOccurrence"
  | "schedule.recurrenceTooMany";

const DAY_MS = 86_400_000;

/** The server-local calendar day of a moment, as days since the epoch. */
export function localDay(ms: number): number {
  const d = dayjs(ms);
  return Date.UTC(d.year(), d.month(), d.date()) / DAY_MS;
}

const toOccurrence = ({ start, end }: { start: number; end: number }): Occurrence => ({
  startAt: start,
  endAt: end,
});

/** Every occurrence (at most `cap`), the single one when there is no recurrence. */
export function expandOccurrences(
  startAt: number,
  endAt: number,
  rule: RecurrenceRule | null,
  cap = RECURRENCE_MAX_OCCURRENCES,
): Occurrence[] {
  if (!rule) return [{ startAt, endAt }];
  return expandRecurrence({ start: startAt, end: endAt, ...rule, maxOccurrences: cap }).map(toOccurrence);
}

/** The first recurrence rule broken (in the form's order), or the occurrences. */
export function checkRecurrence(
  startAt: number,
  endAt: number,
  rule: RecurrenceRule,
): { problem: RecurrenceProblem } | { occurrences: Occurrence[] } {
  const checked = checkRule({ start: startAt, end: endAt, ...rule });
  if (!checked.ok) return { problem: `schedule.${checked.warnings[0]}` };
  return { occurrences: checked.occurrences.map(toOccurrence) };
}
