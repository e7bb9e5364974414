import type { MEETING_TYPES } from "#contract/limits/meetings";

/**
 * Reports (README "Reports"): granularities, ranges, sorts and what each report's path segment selects.
 */

/** Reports (README "Reports"): how a series is bucketed, in the organisation's time zone (weeks start on Monday). */
export const REPORT_GRANULARITIES = ["day", "week", "month"] as const;
/** The concurrency reports may also bucket by hour. */
export const CONCURRENCY_GRANULARITIES = ["hour", "day", "week", "month"] as const;
/** The `{x}` of /report/statistic/{x}/by-concurrent: a meeting type's path segment, or every type. */
export const REPORT_TYPE_SEGMENTS = ["all", "video", "network", "streaming", "recording", "general"] as const;
/** What each `{x}` segment selects (null: every type). */
export const REPORT_SEGMENT_TYPES = {
  all: null,
  video: "VIDEO_MEETING",
  network: "NETWORK_MEETING",
  streaming: "STREAMING",
  recording: "RECORDING",
  general: "GENERAL",
} as const satisfies Record<(typeof REPORT_TYPE_SEGMENTS)[number], (typeof MEETING_TYPES)[number] | null>;
/** Booked versus used: what became of a booking (src/contract/rules/booking-usage.ts). */
export const BOOKING_USAGES = ["USED", "PARTLY_USED", "NO_SHOW", "GHOST"] as const;
/** How booked versus used is grouped. */
export const BOOKING_USAGE_GROUPINGS = ["department", "room", "organiser"] as const;
export const REPORT_EXPORT_FORMATS = ["xlsx", "csv"] as const;
/** The longest range a report covers, in days (a year and a month). */
export const REPORT_MAX_DAYS = 400;
/** The most bars a by-user or by-room chart answers (the largest first). */
export const REPORT_MAX_BARS = 50;
/** A day (`YYYY-MM-DD`, in the organisation's time zone) or an epoch millisecond inside that day. */
export const REPORT_DAY_PATTERN = "^(\\d{4}-\\d{2}-\\d{2}|\\d{1,15})$";
/** Sorts of the report meeting lists, and of the booking lists (default `startAt,desc`). */
export const REPORT_MEETING_SORTS = [
  "startAt",
  "minutes",
  "participants",
  "connectedMinutes",
  "name",
] as const;
export const BOOKING_SORTS = ["startAt", "bookedMinutes", "usedMinutes"] as const;
