/**
 * Pure recurrence rules of the schedule form (spec §5 "Schedule form": recurrence cannot cross days, a
 * recurrence start later than the period end is rejected, weekly recurrence needs weekdays).
 * Times are epoch milliseconds; dates and wall-clock times are those of the local time zone (dayjs).
 *
 * Conventions:
 * - `start`/`end` are the first occurrence as chosen in the time-range picker; every occurrence keeps the
 *   same local wall-clock start and end times (10:00–11:00 stays 10:00–11:00, also across a DST change,
 *   so an occurrence's length in ms may differ by the DST shift).
 * - `until` is the last day of the period and counts by its local date only: every occurrence whose start
 *   falls on or before that date is included, whatever the time of day in `until`.
 * - DAILY: every day from the start's date. WEEKLY: every day from the start's date whose ISO weekday
 *   (1 = Monday … 7 = Sunday) is in `weekdays`; the start's own date counts only if its weekday is chosen.
 *   MONTHLY: the start's day of the month in every month; months without that day are skipped, never
 *   moved to the month's last day (the 31st skips February, April, June, September and November; the 29th
 *   skips February in common years).
 * - At most `maxOccurrences` (default RECURRENCE_MAX_OCCURRENCES, 366) occurrences are produced.
 */
import dayjs, { type Dayjs } from "dayjs";
import { RECURRENCE_MAX_OCCURRENCES } from "#contract/limits/meetings";
import type { TimeRange } from "#contract/rules/time-range";
import type { RecurrenceKind } from "#contract/schedules";

const DAY_MS = 86_400_000;

export interface RecurrenceInput {
  start: number;
  end: number;
  kind: RecurrenceKind;
  /** ISO weekdays, 1 = Monday … 7 = Sunday; used (and required) for WEEKLY only. Other values are ignored. */
  weekdays?: readonly number[];
  /** Last day of the period (its local date counts). */
  until: number;
  /** Cap on the number of occurrences; a positive whole number, else RECURRENCE_MAX_OCCURRENCES. */
  maxOccurrences?: number;
}

/** i18n keys of locales/<lang>/meetings.json. */
export type RecurrenceWarning =
  | "recurrenceCrossesDay"
  | "recurrenceWeekdaysRequired"
  | "recurrenceStartAfterEnd"
  | "recurrenceNoOccurrence"
  | "recurrenceTooMany";

export type RecurrenceCheck =
  | { ok: true; occurrences: TimeRange[] }
  | {
      ok: false;
      warnings: RecurrenceWarning[];
      /** Interpolation values for the texts ({{max}} of "recurrenceTooMany"). */
      params: { max: number };
    };

/** Days since the epoch of a local calendar date, independent of time of day and DST. */
function dayNumber(d: Dayjs): number {
  return Date.UTC(d.year(), d.month(), d.date()) / DAY_MS;
}

function isoWeekday(d: Dayjs): number {
  return d.day() === 0 ? 7 : d.day();
}

/** The given local date at the wall-clock time of `clock`. */
function atClock(day: Dayjs, clock: Dayjs): Dayjs {
  return day
    .hour(clock.hour())
    .minute(clock.minute())
    .second(clock.second())
    .millisecond(clock.millisecond());
}

function capOf(maxOccurrences: number | undefined): number {
  return maxOccurrences !== undefined && Number.isInteger(maxOccurrences) && maxOccurrences > 0
    ? maxOccurrences
    : RECURRENCE_MAX_OCCURRENCES;
}

function validWeekdays(weekdays: readonly number[] | undefined): Set<number> {
  return new Set((weekdays ?? []).filter((w) => Number.isInteger(w) && w >= 1 && w <= 7));
}

/** Whether the end falls on another local date than the start (an end at the next day's 00:00 does). */
export function crossesDay(start: number, end: number): boolean {
  return dayNumber(dayjs(start)) !== dayNumber(dayjs(end));
}

/** The local dates of the occurrences, in order, at most `cap` of them. */
function occurrenceDays(input: RecurrenceInput, cap: number): Dayjs[] {
  const first = dayjs(input.start).startOf("day");
  const last = dayNumber(dayjs(input.until));
  const days: Dayjs[] = [];
  if (input.kind === "MONTHLY") {
    const dom = first.date();
    const firstOfMonth = first.date(1);
    for (let i = 0; days.length < cap; i++) {
      const month = firstOfMonth.add(i, "month");
      if (dayNumber(month) > last) break;
      if (month.daysInMonth() < dom) continue;
      const day = month.date(dom);
      if (dayNumber(day) > last) break;
      days.push(day);
    }
    return days;
  }
  const weekdays = input.kind === "WEEKLY" ? validWeekdays(input.weekdays) : null;
  if (weekdays?.size === 0) return days;
  // Each day is computed from the first one (not by stepping a cursor), so a DST change cannot drift it.
  for (let i = 0; days.length < cap; i++) {
    const day = first.add(i, "day");
    if (dayNumber(day) > last) break;
    if (!weekdays || weekdays.has(isoWeekday(day))) days.push(day);
  }
  return days;
}

/**
 * The occurrences of a recurring schedule, in order (see the module comment for the rules).
 * Returns [] when the start's date is after `until` or WEEKLY has no valid weekday.
 */
export function expandRecurrence(input: RecurrenceInput): TimeRange[] {
  const startClock = dayjs(input.start);
  const endClock = dayjs(input.end);
  const endOffsetDays = dayNumber(endClock) - dayNumber(startClock);
  return occurrenceDays(input, capOf(input.maxOccurrences)).map((day) => ({
    start: atClock(day, startClock).valueOf(),
    end: atClock(day.add(endOffsetDays, "day"), endClock).valueOf(),
  }));
}

/**
 * Checks a recurrence and, when it is valid, returns its occurrences. Every applicable warning is
 * returned, in this order:
 * 1. "recurrenceCrossesDay" — the end is not on the start's local date (spec: recurrence cannot cross days).
 * 2. "recurrenceWeekdaysRequired" — WEEKLY without any weekday 1–7.
 * 3. "recurrenceStartAfterEnd" — the start's date is after the period's last day.
 * 4. "recurrenceNoOccurrence" — the period holds no occurrence (e.g. only the 31st in a 30-day month,
 *    or no chosen weekday in the period); checked only without 2 and 3.
 * 5. "recurrenceTooMany" — more than the cap (params.max) occurrences; checked only without 2 and 3.
 */
export function checkRecurrence(input: RecurrenceInput): RecurrenceCheck {
  const cap = capOf(input.maxOccurrences);
  const warnings: RecurrenceWarning[] = [];
  if (crossesDay(input.start, input.end)) warnings.push("recurrenceCrossesDay");
  if (input.kind === "WEEKLY" && validWeekdays(input.weekdays).size === 0) {
    warnings.push("recurrenceWeekdaysRequired");
  }
  if (dayNumber(dayjs(input.start)) > dayNumber(dayjs(input.until))) warnings.push("recurrenceStartAfterEnd");

  let occurrences: TimeRange[] = [];
  if (!warnings.includes("recurrenceWeekdaysRequired") && !warnings.includes("recurrenceStartAfterEnd")) {
    occurrences = expandRecurrence({ ...input, maxOccurrences: cap + 1 });
    if (occurrences.length === 0) warnings.push("recurrenceNoOccurrence");
    else if (occurrences.length > cap) warnings.push("recurrenceTooMany");
  }
  return warnings.length === 0 ? { ok: true, occurrences } : { ok: false, warnings, params: { max: cap } };
}
