/**
 * What the room analysis asks the server for first, from its state in the address: the page reads
 * these, and a deep link asks for the same before the page's code has arrived (first-reads.ts).
 */
import type { BookingUsageGrouping } from "#contract/report-rooms";
import { sortParam } from "../meetings/shared/url-params";
import { granularityFor, type RangeQuery, rangeQuery } from "./report-query";
import type { ReportState, SortRule } from "./report-state";

/** BOOKING_SORTS of #contract/reports. */
export const ROOM_BOOKING_SORT: SortRule = {
  fields: ["startAt", "bookedMinutes", "usedMinutes"],
  fallback: { field: "startAt", order: "desc" },
};

export const DEFAULT_USAGE_GROUPING: BookingUsageGrouping = "department";

/** Booked versus used, counted per group over the range's days. */
export function bookedVsUsedQuery(range: RangeQuery, groupBy: BookingUsageGrouping) {
  return { ...range, groupBy, granularity: "day" as const };
}

export function roomReads(state: ReportState) {
  const range = rangeQuery(state);
  const granularity = granularityFor(state);
  const sort = state.sort ? sortParam(state.sort) : undefined;
  return {
    range,
    granularity,
    sort,
    /** Usage per room, in total and over time. */
    usage: { ...range, granularity },
    bookings: { ...range, page: state.current, size: state.pageSize, sort },
    bookedVsUsed: bookedVsUsedQuery(range, state.groupBy ?? DEFAULT_USAGE_GROUPING),
  };
}
