/**
 * The calendar's state in the URL (/home?view=calendar&date=&span=&hours=&roomKeyword=&roomPage=&locationId=),
 * so a reload or a shared link shows the same view. Other query keys (view, the list's own) are kept.
 */
import dayjs from "dayjs";
import { parseDay } from "../../../utils/timeline";
import { type RoomsInAddress, readRoomsInAddress } from "./rooms-query";

export type Span = "day" | "week";

export interface CalendarQuery extends RoomsInAddress {
  /** Local midnight of the shown day (the week holding it in week view). */
  day: number;
  span: Span;
  /** Show 00:00–24:00 instead of the working hours. */
  fullDay: boolean;
}

export const DATE_PARAM_FORMAT = "YYYY-MM-DD";

export function readCalendarQuery(params: URLSearchParams, today: number): CalendarQuery {
  return {
    day: parseDay(params.get("date"))?.valueOf() ?? dayjs(today).startOf("day").valueOf(),
    span: params.get("span") === "week" ? "week" : "day",
    fullDay: params.get("hours") === "all",
    ...readRoomsInAddress(params),
  };
}

/** `params` with the calendar's keys set from `query` (defaults left out, so URLs stay short). */
export function writeCalendarQuery(params: URLSearchParams, query: CalendarQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value === null || value === "") next.delete(key);
    else next.set(key, value);
  };
  set("date", dayjs(query.day).format(DATE_PARAM_FORMAT));
  set("span", query.span === "week" ? "week" : null);
  set("hours", query.fullDay ? "all" : null);
  set("roomKeyword", query.roomKeyword.trim() || null);
  set("roomPage", query.roomPage > 1 ? String(query.roomPage) : null);
  set("locationId", query.locationId);
  return next;
}
