/** Typed calls of spec §7 "Schedules" and the meeting reads (README "API": meetings). */
import { PRODUCT } from "../config/constants";
import {
  type ApiFailure,
  type ApiResult,
  type DownloadedFile,
  http,
  type RequestOptions,
} from "../providers/http/client";
import type {
  Attendee,
  Conflict,
  DayCount,
  EditScope,
  InstantBody,
  JoinTarget,
  ListQuery,
  MeetingRow,
  MeetingTab,
  Occupancy,
  Page,
  SavedSchedule,
  ScheduleBody,
  ScheduleCheck,
  ScheduleDetail,
} from "./meeting-types";

export type {
  Attendee,
  Conflict,
  DayCount,
  EditScope,
  InstantBody,
  JoinTarget,
  Layout,
  ListQuery,
  MeetingMode,
  MeetingRights,
  MeetingRow,
  MeetingStatus,
  MeetingTab,
  MeetingType,
  NamedRef,
  Occupancy,
  Page,
  RecurrenceKind,
  RecurrenceRule,
  SavedSchedule,
  ScheduleBody,
  ScheduleCheck,
  ScheduleDetail,
} from "./meeting-types";

const seg = encodeURIComponent;
const base = `/${seg(PRODUCT)}`;

export const SCHEDULES_LIST_URL = `${base}/schedules`;
export const HISTORY_LIST_URL = "/report/me/schedules";

export function listSchedules(query: ListQuery & { tab?: MeetingTab }): Promise<ApiResult<Page<MeetingRow>>> {
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
  target: { meetingId?: string; scope?: EditScope } = {},
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
  target: { excludeScheduleId?: string; meetingId?: string; scope?: EditScope } = {},
  options: Pick<RequestOptions, "signal"> = {},
): Promise<ApiResult<ScheduleCheck>> {
  return http.post(`${base}/schedules/check`, { data: body, params: target, silent: true, ...options });
}

export function cancelMeeting(
  scheduleId: string,
  meetingId?: string,
): Promise<ApiResult<{ cancelled: number }>> {
  return http.delete(`${base}/schedules/${seg(scheduleId)}`, { params: meetingId ? { meetingId } : {} });
}

export function cancelSeries(scheduleId: string): Promise<ApiResult<{ cancelled: number }>> {
  return http.delete(`${base}/schedules/cycle/${seg(scheduleId)}`);
}

export function startInstant(
  body: InstantBody,
): Promise<ApiResult<{ id: string; scheduleId: string; meetingNumber: string }>> {
  return http.post(`${base}/schedules/instant`, { data: body, silent: true });
}

export function scheduleUsers(scheduleId: string): Promise<ApiResult<Attendee[]>> {
  return http.get(`${base}/schedules/${seg(scheduleId)}/users`);
}

export function scheduleDates(start: number, end: number, utcOffset: number): Promise<ApiResult<DayCount[]>> {
  return http.get(`${base}/schedules/date`, { params: { start, end, utcOffset } });
}

export function roomOccupancy(
  start: number,
  end: number,
  roomIds: readonly string[],
  options: Pick<RequestOptions, "signal"> = {},
): Promise<ApiResult<Occupancy[]>> {
  return http.get(`${base}/schedules/room-occupancy`, {
    params: { start, end, roomIds: roomIds.join(",") },
    ...options,
  });
}

/** Silent: the caller shows the 404 / TERMINAL_ONLY / 429 answers in place. */
export function meetingByNumber(number: string): Promise<ApiResult<JoinTarget>> {
  return http.get(`${base}/schedules/meeting/by-number/${seg(number)}`, { silent: true });
}

export function listHistory(query: ListQuery): Promise<ApiResult<Page<MeetingRow>>> {
  return http.get(HISTORY_LIST_URL, { params: { ...query }, silent: true });
}

export function exportHistory(format: "xlsx" | "csv", query: ListQuery): Promise<ApiResult<DownloadedFile>> {
  const { page: _page, size: _size, ...filters } = query;
  // The file's times are written in the browser's time zone (minutes east of UTC).
  const utcOffset = -new Date().getTimezoneOffset() || 0;
  return http.download("get", `${HISTORY_LIST_URL}/export`, { params: { ...filters, format, utcOffset } });
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
