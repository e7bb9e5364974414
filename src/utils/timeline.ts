/**
 * Pure layout of the room timeline (/home?view=calendar): where a booking bar sits in a time window,
 * which lane it takes when bookings overlap, and which free slot a click or a key press picks.
 * Times are epoch milliseconds; wall-clock arithmetic uses dayjs in the local time zone.
 */
import dayjs from "dayjs";
import { roundUpToInterval, type TimeRange } from "#contract/rules/time-range";
import { DEFAULT_APPOINTMENT_INTERVAL_MIN } from "../config/constants";

const MINUTE_MS = 60_000;

export interface Interval {
  startAt: number;
  endAt: number;
}

/** The hours a day column shows: [from, to) in whole local hours (0..24). */
export interface HourSpan {
  from: number;
  to: number;
}

export const WORKING_HOURS: HourSpan = { from: 7, to: 22 };
export const FULL_DAY: HourSpan = { from: 0, to: 24 };

/** `date` as YYYY-MM-DD, or null when it is not a real calendar date. */
export function parseDay(date: string | null | undefined): dayjs.Dayjs | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const day = dayjs(date);
  return day.isValid() && day.format("YYYY-MM-DD") === date ? day.startOf("day") : null;
}

/** The window of one local day limited to `hours`. */
export function dayWindow(day: number, hours: HourSpan): TimeRange {
  const midnight = dayjs(day).startOf("day");
  return { start: midnight.add(hours.from, "hour").valueOf(), end: midnight.add(hours.to, "hour").valueOf() };
}

/** Local midnights of the Monday-to-Sunday week holding `day`. */
export function weekDays(day: number): number[] {
  const midnight = dayjs(day).startOf("day");
  const monday = midnight.subtract((midnight.day() + 6) % 7, "day");
  return Array.from({ length: 7 }, (_, i) => monday.add(i, "day").valueOf());
}

/** Where `ms` falls in the window, in percent (not clamped: outside the window gives < 0 or > 100). */
export function percentOf(ms: number, window: TimeRange): number {
  return ((ms - window.start) / (window.end - window.start)) * 100;
}

export interface BarGeometry {
  /** Percent of the window's width. */
  left: number;
  width: number;
  /** The booking starts before / ends after the window. */
  clippedStart: boolean;
  clippedEnd: boolean;
}

/** A bar for [startAt, endAt) clipped to the window; null when nothing of it is inside or it is empty. */
export function barGeometry(item: Interval, window: TimeRange): BarGeometry | null {
  if (!(item.endAt > item.startAt) || item.endAt <= window.start || item.startAt >= window.end) return null;
  const from = Math.max(item.startAt, window.start);
  const to = Math.min(item.endAt, window.end);
  const left = percentOf(from, window);
  return {
    left,
    width: percentOf(to, window) - left,
    clippedStart: item.startAt < window.start,
    clippedEnd: item.endAt > window.end,
  };
}

/**
 * Lanes for overlapping intervals (one room cannot hold two bookings at once, but the view must not
 * draw them on top of each other if it ever happens): each interval gets the lowest lane free at its
 * start, taken in start order. Returns the lane of each input (same order) and the number of lanes.
 */
export function assignLanes(items: readonly Interval[]): { lanes: number[]; count: number } {
  const order = items.map((_, i) => i).sort((a, b) => items[a].startAt - items[b].startAt || a - b);
  const laneEnds: number[] = [];
  const lanes = new Array<number>(items.length).fill(0);
  for (const i of order) {
    const item = items[i];
    let lane = laneEnds.findIndex((end) => end <= item.startAt);
    if (lane < 0) lane = laneEnds.length;
    laneEnds[lane] = Math.max(item.endAt, item.startAt);
    lanes[i] = lane;
  }
  return { lanes, count: Math.max(1, laneEnds.length) };
}

export interface Bar<T extends Interval> extends BarGeometry {
  item: T;
  lane: number;
}

/** The bars of one row in one window: the items inside it, clipped, each in its lane. */
export function layoutBars<T extends Interval>(
  items: readonly T[],
  window: TimeRange,
): { bars: Bar<T>[]; lanes: number } {
  const visible: { item: T; geometry: BarGeometry }[] = [];
  for (const item of items) {
    const geometry = barGeometry(item, window);
    if (geometry) visible.push({ item, geometry });
  }
  const { lanes, count } = assignLanes(visible.map((v) => v.item));
  return {
    bars: visible.map((v, i) => ({ ...v.geometry, item: v.item, lane: lanes[i] })),
    lanes: count,
  };
}

/** Every whole local hour inside [start, end) with its position. */
export function hourMarks(window: TimeRange): { at: number; left: number }[] {
  const marks: { at: number; left: number }[] = [];
  let t = dayjs(window.start).startOf("hour");
  if (t.valueOf() < window.start) t = t.add(1, "hour");
  for (; t.valueOf() < window.end; t = t.add(1, "hour")) {
    marks.push({ at: t.valueOf(), left: percentOf(t.valueOf(), window) });
  }
  return marks;
}

function intervalOf(minutes: number): number {
  return Number.isInteger(minutes) && minutes > 0 ? minutes : DEFAULT_APPOINTMENT_INTERVAL_MIN;
}

/** The start of the interval cell holding `ms` (multiples counted from local midnight, like roundUpToInterval). */
export function floorToInterval(ms: number, intervalMinutes: number): number {
  const interval = intervalOf(intervalMinutes);
  const t = dayjs(ms);
  const minuteOfDay = t.hour() * 60 + t.minute();
  return t
    .startOf("minute")
    .subtract(minuteOfDay % interval, "minute")
    .valueOf();
}

/** The time under a horizontal position (0 = window start, 1 = window end; clamped). */
export function timeAtRatio(ratio: number, window: TimeRange): number {
  const r = Number.isFinite(ratio) ? Math.min(Math.max(ratio, 0), 1) : 0;
  return Math.min(window.start + r * (window.end - window.start), window.end - 1);
}

export interface SlotInput {
  /** The time under the pointer (or where a keyboard search starts). */
  at: number;
  window: TimeRange;
  now: number;
  intervalMinutes: number;
  durationMinutes: number;
  /** The room's bookings (any order). */
  bookings: readonly Interval[];
}

/**
 * The range a click books:
 * - the interval cell under `at`; a cell that ended at or before `now` is past → null;
 * - a start before `now` moves up to `now` rounded up to the interval (never in the past);
 * - a start inside a booking moves to that booking's end rounded up to the interval;
 * - the end is start + duration, cut short at the next booking of the room;
 * - null when the start has left the window (no free time after the click in this view).
 */
export function pickSlot(input: SlotInput): TimeRange | null {
  const { window, now, bookings } = input;
  const interval = intervalOf(input.intervalMinutes);
  const cell = floorToInterval(input.at, interval);
  if (cell + interval * MINUTE_MS <= now) return null;
  let start = cell < now ? roundUpToInterval(now, interval) : cell;
  const sorted = [...bookings].filter((b) => b.endAt > b.startAt).sort((a, b) => a.startAt - b.startAt);
  for (const booking of sorted) {
    if (booking.startAt <= start && start < booking.endAt) start = roundUpToInterval(booking.endAt, interval);
  }
  if (start >= window.end) return null;
  const duration = Math.max(1, input.durationMinutes) * MINUTE_MS;
  const next = sorted.find((b) => b.startAt > start);
  const end = next ? Math.min(start + duration, next.startAt) : start + duration;
  return { start, end };
}

/**
 * The first free slot at or after now over consecutive windows (a day, or the days of a week):
 * the keyboard's "book the next free time in this row".
 */
export function nextFreeSlot(
  windows: readonly TimeRange[],
  input: Omit<SlotInput, "at" | "window">,
): TimeRange | null {
  for (const window of windows) {
    if (window.end <= input.now) continue;
    const slot = pickSlot({ ...input, window, at: Math.max(window.start, input.now) });
    if (slot) return slot;
  }
  return null;
}

/** Items grouped by a key, each group sorted by start. */
export function groupByKey<T extends Interval>(
  items: readonly T[],
  key: (item: T) => string,
): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  for (const group of groups.values()) group.sort((a, b) => a.startAt - b.startAt);
  return groups;
}
