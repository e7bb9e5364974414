import type { BOOKING_USAGES } from "#contract/limits";

/**
 * Booked versus used (docs/reports.md): what became of one ended room booking, from three sources.
 * - the calendar: the booking's time [startAt, endAt);
 * - the call detail records: when the room's terminal was connected to the booking's meeting;
 *   `meetingHeld` says whether anyone at all connected to the meeting during the booking;
 * - presence sensors: when the room's sensors saw someone (null: the room has none).
 *
 * Joined and present minutes are each the union of their intervals clipped to the booking; the used
 * minutes are the union of both (the room was in use while its terminal was connected or someone
 * was in it). Then:
 * - USED: used for at least half of the booked time;
 * - PARTLY_USED: used, but for under half of it;
 * - NO_SHOW: not used, though the meeting took place (others connected from elsewhere);
 * - GHOST: not used, and nobody connected to the meeting at all: booked, never joined, no one present.
 * The server's SQL (server/src/reports/bookings.ts) computes the same; unit tests hold both.
 */
export type BookingUsageKind = (typeof BOOKING_USAGES)[number];

export interface Interval {
  startAt: number;
  endAt: number;
}

export interface BookingTimeline {
  startAt: number;
  endAt: number;
  joins: readonly Interval[];
  /** null: the room has no sensors. */
  presence: readonly Interval[] | null;
  meetingHeld: boolean;
}

export interface BookingUsageResult {
  bookedMinutes: number;
  joinedMinutes: number;
  presentMinutes: number | null;
  usedMinutes: number;
  usage: BookingUsageKind;
}

const MINUTE = 60_000;

/** Milliseconds covered by the union of `intervals` inside [startAt, endAt). */
export function coveredMillis(intervals: readonly Interval[], startAt: number, endAt: number): number {
  const clipped = intervals
    .map((i) => ({ startAt: Math.max(i.startAt, startAt), endAt: Math.min(i.endAt, endAt) }))
    .filter((i) => i.endAt > i.startAt)
    .sort((a, b) => a.startAt - b.startAt);
  let total = 0;
  let reach = startAt;
  for (const i of clipped) {
    const from = Math.max(i.startAt, reach);
    if (i.endAt > from) total += i.endAt - from;
    reach = Math.max(reach, i.endAt);
  }
  return total;
}

/** Whole minutes (rounded down) of a span of milliseconds. */
export const wholeMinutes = (millis: number): number => Math.floor(millis / MINUTE);

export function classifyBooking(timeline: BookingTimeline): BookingUsageResult {
  const { startAt, endAt } = timeline;
  const bookedMillis = Math.max(0, endAt - startAt);
  const joinedMillis = coveredMillis(timeline.joins, startAt, endAt);
  const presentMillis = timeline.presence ? coveredMillis(timeline.presence, startAt, endAt) : null;
  const usedMillis = coveredMillis([...timeline.joins, ...(timeline.presence ?? [])], startAt, endAt);
  return {
    bookedMinutes: wholeMinutes(bookedMillis),
    joinedMinutes: wholeMinutes(joinedMillis),
    presentMinutes: presentMillis === null ? null : wholeMinutes(presentMillis),
    usedMinutes: wholeMinutes(usedMillis),
    usage: usageOf(usedMillis, bookedMillis, timeline.meetingHeld),
  };
}

/** The kind from the used and booked spans (milliseconds) and whether the meeting took place. */
export function usageOf(usedMillis: number, bookedMillis: number, meetingHeld: boolean): BookingUsageKind {
  if (usedMillis > 0) return usedMillis * 2 >= bookedMillis ? "USED" : "PARTLY_USED";
  return meetingHeld ? "NO_SHOW" : "GHOST";
}
