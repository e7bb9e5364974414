/**
 * Pure time-range rules of the schedule form (spec §4 "Time-range selection", §5 "Time range", §9).
 * All times are epoch milliseconds; wall-clock arithmetic uses dayjs in the local time zone.
 */
import dayjs from "dayjs";
import { DEFAULT_APPOINTMENT_INTERVAL_MIN, DEFAULT_MEETING_DURATION_MIN } from "#contract/limits/meetings";

const MINUTE_MS = 60_000;
/** The length a repaired range gets (spec §4: "the end is set to start plus 1 hour"). */
export const FIX_DURATION_MIN = 60;

export interface TimeRange {
  start: number;
  end: number;
}

/** i18n keys of locales/<lang>/meetings.json. */
export type RangeWarning = "invalidOccupationTimeTips" | "Tips2" | "Tips3" | "maxDuration";

export type RangeCheck =
  | { ok: true }
  | {
      ok: false;
      warning: RangeWarning;
      /** The range the form should switch to; absent when the range is only rejected. */
      fixed?: TimeRange;
      /** Interpolation values for the warning text ({{max}} in minutes for "maxDuration"). */
      params?: { max: number };
    };

/** A usable interval: a positive whole number of minutes; anything else falls back to the §9 default (15). */
function intervalOf(intervalMinutes: number): number {
  return Number.isInteger(intervalMinutes) && intervalMinutes > 0
    ? intervalMinutes
    : DEFAULT_APPOINTMENT_INTERVAL_MIN;
}

/**
 * The first local wall-clock time at or after `ms` whose minute of the day is a multiple of the interval
 * (multiples are counted from local midnight, so 15 → :00, :15, :30, :45 and 60 → whole hours).
 * A time exactly on a multiple stays; any seconds or milliseconds count as past it (10:15:00.001 → 10:30).
 * Rounding past the last multiple of the day gives the next day's 00:00.
 */
export function roundUpToInterval(ms: number, intervalMinutes: number): number {
  const interval = intervalOf(intervalMinutes);
  const t = dayjs(ms);
  const minuteOfDay = t.hour() * 60 + t.minute();
  const pastMinute = t.second() > 0 || t.millisecond() > 0;
  if (!pastMinute && minuteOfDay % interval === 0) return ms;
  const target = (Math.floor(minuteOfDay / interval) + 1) * interval;
  return t
    .startOf("minute")
    .add(target - minuteOfDay, "minute")
    .valueOf();
}

/** The range a new schedule form starts with: now rounded up to the interval, lasting `durationMinutes`. */
export function defaultRange(
  now: number,
  intervalMinutes: number,
  durationMinutes: number = DEFAULT_MEETING_DURATION_MIN,
): TimeRange {
  const start = roundUpToInterval(now, intervalMinutes);
  return { start, end: start + durationMinutes * MINUTE_MS };
}

export interface RangeInput {
  start: number;
  end: number;
  now: number;
  intervalMinutes: number;
  /** Maximum meeting duration (spec §5: value not shown); absent, 0 or negative means no maximum. */
  maxDurationMinutes?: number;
  /**
   * Which picker the user just changed. Only picks the text when the end is before the start:
   * "end" → Tips3 ("end cannot be earlier than the start"), otherwise Tips2 ("start cannot be after the end").
   */
  changed?: "start" | "end";
}

/**
 * Checks a chosen range. The checks run in this order and the first failure is returned:
 *
 * 1. Start in the past (start < now, to the millisecond) → "invalidOccupationTimeTips";
 *    fixed: start = now rounded up to the interval, end = start + 1 h. The chosen end is ignored,
 *    since the fix replaces it (spec §4).
 * 2. Start after end (start > end) → "Tips2" (or "Tips3" when `changed` is "end");
 *    fixed: end = start + 1 h — the start is after the end, so the end is not after the start (spec §4).
 * 3. End not after start (end === start) → "Tips3"; fixed: end = start + 1 h.
 * 4. Duration above the maximum (end − start > maxDurationMinutes) → "maxDuration", rejected without a fix;
 *    exactly the maximum is allowed.
 *
 * A fix is clamped to the maximum duration when that maximum is below 1 h, so a fixed range always passes
 * a second check made at the same `now`.
 */
export function checkRange(input: RangeInput): RangeCheck {
  const { start, end, now, intervalMinutes, maxDurationMinutes, changed } = input;
  const maxMs = maxDurationMinutes && maxDurationMinutes > 0 ? maxDurationMinutes * MINUTE_MS : Infinity;
  const fixLength = Math.min(FIX_DURATION_MIN * MINUTE_MS, maxMs);

  if (start < now) {
    const fixedStart = roundUpToInterval(now, intervalMinutes);
    return {
      ok: false,
      warning: "invalidOccupationTimeTips",
      fixed: { start: fixedStart, end: fixedStart + fixLength },
    };
  }
  if (start > end) {
    return {
      ok: false,
      warning: changed === "end" ? "Tips3" : "Tips2",
      fixed: { start, end: start + fixLength },
    };
  }
  if (end === start) {
    return { ok: false, warning: "Tips3", fixed: { start, end: start + fixLength } };
  }
  if (end - start > maxMs) {
    return { ok: false, warning: "maxDuration", params: { max: maxDurationMinutes! } };
  }
  return { ok: true };
}
