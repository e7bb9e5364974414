/** Typed calls of spec §7 "Schedules" and the meeting reads (docs/meetings.md). */

import type { Page } from "#contract/list";
import type {
  Attendee,
  DayCount,
  DayCountQuery,
  HistoryExportFormat,
  HistoryExportQuery,
  HistoryQuery,
  JoinTarget,
  MeetingRow,
  Occupancy,
  OccupancyQuery,
  ScheduleDetail,
  ScheduleListQuery,
} from "#contract/meetings";
import type {
  Cancelled,
  CancelTarget,
  CheckTarget,
  Conflict,
  EditTarget,
  InstantBody,
  InstantMeeting,
  SavedSchedule,
  ScheduleBody,
  ScheduleCheck,
} from "#contract/schedules";
import { PRODUCT } from "../config/constants";
import {
  type ApiFailure,
  type ApiResult,
  type DownloadedFile,
  http,
  type RequestOptions,
} from "../providers/http/client";

const seg = encodeURIComponent;
const base = `/${seg(PRODUCT)}`;

export const SCHEDULES_LIST_URL = `${base}/schedules`;
export const HISTORY_LIST_URL = "/report/me/schedules";

export function listSchedules(query: ScheduleListQuery): Promise<ApiResult<Page<MeetingRow>>> {
  return http.get(SCHEDULES_LIST_URL, { params: { ...query }, silent: true });
}

export function getSchedule(scheduleId: string): Promise<ApiResult<ScheduleDetail>> {
  return http.get(`${base}/schedules/${seg(scheduleId)}`, { silent: true });
}

export function createSchedule(body: ScheduleBody): Promise<ApiResult<SavedSchedule>> {
  return http.post(`${base}/schedules`, { data: body, silent: true });
}

export function updateSchedule(
  scheduleId: string,
  body: ScheduleBody,
  target: Partial<EditTarget> = {},
): Promise<ApiResult<SavedSchedule>> {
  return http.put(`${base}/schedules/${seg(scheduleId)}`, { data: body, params: target, silent: true });
}

/** The collisions a 409 ROOM_BUSY of a save carries in its `data`; null for any other failure. */
export function roomBusyConflicts(failure: ApiFailure): Conflict[] | null {
  if (failure.errorCode !== "ROOM_BUSY") return null;
  const conflicts = (failure.data as { conflicts?: unknown } | undefined)?.conflicts;
  return Array.isArray(conflicts) ? (conflicts as Conflict[]) : [];
}

/** The conflicts of a schedule while it is being written (a save answers them itself, in its 409). */
export function checkSchedule(
  body: ScheduleBody,
  target: Partial<CheckTarget> = {},
  options: Pick<RequestOptions, "signal"> = {},
): Promise<ApiResult<ScheduleCheck>> {
  return http.post(`${base}/schedules/check`, { data: body, params: target, silent: true, ...options });
}

export function cancelMeeting(scheduleId: string, meetingId?: string): Promise<ApiResult<Cancelled>> {
  const params: CancelTarget = meetingId ? { meetingId } : {};
  return http.delete(`${base}/schedules/${seg(scheduleId)}`, { params });
}

export function cancelSeries(scheduleId: string): Promise<ApiResult<Cancelled>> {
  return http.delete(`${base}/schedules/cycle/${seg(scheduleId)}`);
}

export function startInstant(body: InstantBody): Promise<ApiResult<InstantMeeting>> {
  return http.post(`${base}/schedules/instant`, { data: body, silent: true });
}

export function scheduleUsers(scheduleId: string): Promise<ApiResult<Attendee[]>> {
  return http.get(`${base}/schedules/${seg(scheduleId)}/users`);
}

export function scheduleDates(start: number, end: number, utcOffset: number): Promise<ApiResult<DayCount[]>> {
  const params: DayCountQuery = { start, end, utcOffset };
  return http.get(`${base}/schedules/date`, { params });
}

export function roomOccupancy(
  start: number,
  end: number,
  roomIds: readonly string[],
  options: Pick<RequestOptions, "signal"> = {},
): Promise<ApiResult<Occupancy[]>> {
  const params: OccupancyQuery = { start, end, roomIds: roomIds.join(",") };
  return http.get(`${base}/schedules/room-occupancy`, { params, ...options });
}

/** Silent: the caller shows the 404 / TERMINAL_ONLY / 429 answers in place. */
export function meetingByNumber(number: string): Promise<ApiResult<JoinTarget>> {
  return http.get(`${base}/schedules/meeting/by-number/${seg(number)}`, { silent: true });
}

export function listHistory(query: HistoryQuery): Promise<ApiResult<Page<MeetingRow>>> {
  return http.get(HISTORY_LIST_URL, { params: { ...query }, silent: true });
}

/** The history's filters and sort, as the export takes them. */
export type HistoryExportFilters = Omit<HistoryExportQuery, "format" | "utcOffset">;

export function exportHistory(
  format: HistoryExportFormat,
  filters: HistoryExportFilters,
): Promise<ApiResult<DownloadedFile>> {
  // The file's times are written in the browser's time zone (minutes east of UTC).
  const params: HistoryExportQuery = { ...filters, format, utcOffset: -new Date().getTimezoneOffset() || 0 };
  return http.download("get", `${HISTORY_LIST_URL}/export`, { params });
}

export function getMeeting(id: string): Promise<ApiResult<MeetingRow>> {
  return http.get(`${base}/meetings/${seg(id)}`);
}

export function endMeeting(id: string): Promise<ApiResult<MeetingRow>> {
  return http.delete(`${base}/meetings/${seg(id)}`);
}

export function meetingForHostToken(token: string): Promise<ApiResult<ScheduleDetail>> {
  return http.get(`${base}/meetings/host/${seg(token)}`);
}
