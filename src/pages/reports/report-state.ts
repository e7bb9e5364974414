/**
 * A report's filters and their URL: ?range=day|week|month|custom, &date=YYYY-MM-DD (the day the
 * range holds) or &from&to (a custom range, both days included), &dept, and the detail table's
 * &current&pageSize&sort, &drill (the bar whose meetings are open) and &drillPage, and the
 * booked-versus-used grouping &groupBy, the concurrency type segment &x and the personal report's
 * user &user (none: the caller). Days, not instants: a link
 * means the same days to everyone, and the server counts them in the organisation's time zone.
 */
import type { CrudSort } from "@refinedev/core";
import dayjs, { type Dayjs } from "dayjs";
import { BOOKING_USAGE_GROUPINGS, REPORT_TYPE_SEGMENTS } from "#contract/limits/reports";
import {
  DEFAULT_PAGE_SIZE,
  oneOf,
  pageSizeOf,
  positiveInt,
  sortOf,
  sortParam,
  toQuery,
} from "../meetings/shared/url-params";

export const RANGE_KINDS = ["day", "week", "month", "custom"] as const;
export type RangeKind = (typeof RANGE_KINDS)[number];

/** The longest custom range, in days (a year and a day, so that a leap year fits). */
export const MAX_RANGE_DAYS = 366;
export const DAY_FORMAT = "YYYY-MM-DD";

export interface ReportState {
  range: RangeKind;
  /** The first day of the range (a Monday for a week, the 1st for a month). */
  from: string;
  /** The last day of the range, included. */
  to: string;
  dept?: string;
  current: number;
  pageSize: number;
  sort?: CrudSort;
  /** The key of the bar (department, user, room, day…) whose meetings the drawer shows. */
  drill?: string;
  drillPage: number;
  /** Booked versus used grouped by department (the default), room or organiser. */
  groupBy?: (typeof BOOKING_USAGE_GROUPINGS)[number];
  /** The concurrency report's meeting type segment (`all` by default). */
  x?: (typeof REPORT_TYPE_SEGMENTS)[number];
  /** Whose personal report (a manager's choice); none: the caller's own. */
  user?: string;
}

/** The detail table's sortable fields and its default order. */
export interface SortRule {
  fields: readonly string[];
  fallback: CrudSort;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[\w.:-]{1,64}$/;

export function dayOf(raw: string | null): Dayjs | undefined {
  if (!raw || !DAY.test(raw)) return undefined;
  const day = dayjs(raw);
  // dayjs rolls 2026-02-31 over to March: a date that does not print back as written is not a date.
  return day.isValid() && day.format(DAY_FORMAT) === raw ? day : undefined;
}

/** Monday of the day's week, whatever the language's first day of the week. */
export function mondayOf(day: Dayjs): Dayjs {
  return day.subtract((day.day() + 6) % 7, "day").startOf("day");
}

/** The first and last day of the range of this kind that holds `day`. */
export function rangeAround(kind: Exclude<RangeKind, "custom">, day: Dayjs): { from: string; to: string } {
  const first = kind === "day" ? day.startOf("day") : kind === "week" ? mondayOf(day) : day.startOf("month");
  const last = kind === "day" ? first : kind === "week" ? first.add(6, "day") : first.endOf("month");
  return { from: first.format(DAY_FORMAT), to: last.format(DAY_FORMAT) };
}

/** The range one step before (-1) or after (+1) this one; a custom range moves by its length. */
export function shiftRange(state: Pick<ReportState, "range" | "from" | "to">, step: -1 | 1) {
  const from = dayjs(state.from);
  if (state.range === "custom") {
    const days = dayjs(state.to).diff(from, "day") + 1;
    return {
      from: from.add(step * days, "day").format(DAY_FORMAT),
      to: dayjs(state.to)
        .add(step * days, "day")
        .format(DAY_FORMAT),
    };
  }
  const unit = state.range === "day" ? "day" : state.range === "week" ? "week" : "month";
  return rangeAround(state.range, from.add(step, unit));
}

export function readReportState(query: URLSearchParams, sortRule?: SortRule, today = dayjs()): ReportState {
  const kind = (RANGE_KINDS as readonly string[]).includes(query.get("range") ?? "")
    ? (query.get("range") as RangeKind)
    : "month";
  let range: Pick<ReportState, "range" | "from" | "to">;
  const from = dayOf(query.get("from"));
  const to = dayOf(query.get("to"));
  if (kind === "custom" && from && to && !to.isBefore(from) && to.diff(from, "day") < MAX_RANGE_DAYS) {
    range = { range: "custom", from: from.format(DAY_FORMAT), to: to.format(DAY_FORMAT) };
  } else {
    // A custom range with a half, reversed or too long span falls back to the month it starts in.
    const fallbackKind = kind === "custom" ? "month" : kind;
    const anchor = dayOf(query.get("date")) ?? (kind === "custom" ? from : undefined) ?? today;
    range = { range: fallbackKind, ...rangeAround(fallbackKind, anchor) };
  }
  const dept = query.get("dept");
  const user = query.get("user");
  const drill = query.get("drill");
  return {
    ...range,
    dept: dept && ID.test(dept) ? dept : undefined,
    current: positiveInt(query.get("current"), 1),
    pageSize: pageSizeOf(query.get("pageSize")),
    sort: sortRule ? sortOf(query.get("sort"), sortRule.fields, sortRule.fallback) : undefined,
    drill: drill && drill.length <= 64 ? drill : undefined,
    drillPage: positiveInt(query.get("drillPage"), 1),
    groupBy: oneOf(query.get("groupBy"), BOOKING_USAGE_GROUPINGS),
    x: oneOf(query.get("x"), REPORT_TYPE_SEGMENTS),
    user: user && ID.test(user) ? user : undefined,
  };
}

export function writeReportState(state: ReportState, sortRule?: SortRule): URLSearchParams {
  const sort = state.sort ? sortParam(state.sort) : undefined;
  const fallback = sortRule ? sortParam(sortRule.fallback) : undefined;
  return toQuery({
    range: state.range === "month" ? undefined : state.range,
    date: state.range === "custom" ? undefined : state.from,
    from: state.range === "custom" ? state.from : undefined,
    to: state.range === "custom" ? state.to : undefined,
    dept: state.dept,
    current: state.current === 1 ? undefined : state.current,
    pageSize: state.pageSize === DEFAULT_PAGE_SIZE ? undefined : state.pageSize,
    sort: sort === fallback ? undefined : sort,
    drill: state.drill,
    drillPage: state.drill === undefined || state.drillPage === 1 ? undefined : state.drillPage,
    groupBy: state.groupBy === "department" ? undefined : state.groupBy,
    x: state.x === "all" ? undefined : state.x,
    user: state.user,
  });
}

/** A change of the filters starts the table on its first page and closes the drill-down. */
export function withFilters(state: ReportState, patch: Partial<ReportState>): ReportState {
  return { ...state, ...patch, current: 1, drill: undefined, drillPage: 1 };
}

/** How many days the range holds. */
export function rangeDays(state: Pick<ReportState, "from" | "to">): number {
  return dayjs(state.to).diff(dayjs(state.from), "day") + 1;
}
