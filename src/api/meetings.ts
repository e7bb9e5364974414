/** Typed calls of spec §7 "Schedules" and the meeting reads (README "API": meetings). */
import type { LAYOUTS, MEETING_TYPES } from "../config/constants";
import { PRODUCT } from "../config/constants";
import { type ApiResult, type DownloadedFile, http, type RequestOptions } from "../providers/http/client";

export type MeetingType = (typeof MEETING_TYPES)[number];
export type MeetingStatus = "SCHEDULE" | "ONLINE" | "ABNORMAL" | "CONNECTING" | "OFFLINE";
export type MeetingMode = "SPEECH" | "DISCUSSION";
export type Layout = (typeof LAYOUTS)[number];
export type RecurrenceKind = "DAILY" | "WEEKLY" | "MONTHLY";
export type MeetingTab = "all" | "public" | "hosted" | "invited";

export interface NamedRef {
  id: string;
  name: string;
}

export interface MeetingRights {
  edit: boolean;
  cancel: boolean;
  end: boolean;
}

/** One occurrence: the row of every meeting list. */
export interface MeetingRow {
  id: string;
  scheduleId: string;
  videoId: string;
  name: string;
  type: MeetingType;
  status: MeetingStatus;
  startAt: number;
  endAt: number;
  networkNumber: string;
  host: NamedRef | null;
  creator: NamedRef;
  contact: string | null;
  rooms: NamedRef[];
  recurring: boolean;
  isPublic: boolean;
  attendeeCount: number;
  /** Within the join-in-advance minutes before its start (or running): no edit or cancel. */
  locked: boolean;
  rights: MeetingRights;
  joinByApp: boolean;
  joinByTerminal: boolean;
  hasPassword: boolean;
}

export interface RecurrenceRule {
  kind: RecurrenceKind;
  weekdays?: number[];
  until: number;
}

/** What the schedule form sends (POST/PUT /{product}/schedules, POST /{product}/schedules/check). */
export interface ScheduleBody {
  name: string;
  type: MeetingType;
  startAt: number;
  endAt: number;
  roomIds: string[];
  recurrence: RecurrenceRule | null;
  video: boolean;
  password: string | null;
  fileIds: string[];
  agenda: string | null;
  contact: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  hostId: string | null;
  attendeeIds: string[];
  isPublic: boolean;
  capacity: number;
  live: boolean;
  waitingRoom: boolean;
  joinByApp: boolean;
  joinByTerminal: boolean;
  mode: MeetingMode;
  mainVenueRoomId: string | null;
  meetingNumber: string | null;
  layout: Layout;
  bandwidth: number;
  joinMute: boolean;
  autoCall: boolean;
}

export interface Attendee {
  id: string;
  name: string;
  account?: string;
  deptName: string | null;
}

export interface ScheduleDetail extends ScheduleBody {
  id: string;
  parentId: string | null;
  creator: NamedRef;
  host: NamedRef | null;
  rooms: NamedRef[];
  attendees: Attendee[];
  files: { id: string; name: string; size: number }[];
  meetings: MeetingRow[];
  hostToken: string | null;
  rights: { edit: boolean; cancel: boolean };
}

/** A requested occurrence that collides with an existing booking of one of its rooms. */
export interface Conflict {
  roomId: string;
  roomName: string;
  startAt: number;
  endAt: number;
  meetingName: string | null;
}

export interface SavedSchedule {
  id: string;
  meetingIds: string[];
  meetingNumber: string;
}

export interface ScheduleCheck {
  occurrences: { startAt: number; endAt: number }[];
  conflicts: Conflict[];
}

export interface Occupancy {
  roomId: string;
  meetingId: string;
  scheduleId: string;
  startAt: number;
  endAt: number;
  name: string | null;
  mine: boolean;
}

export interface DayCount {
  date: string;
  count: number;
}

export interface Page<T> {
  records: T[];
  total: number;
}

export type EditScope = "one" | "all";

export interface ListQuery {
  page?: number;
  size?: number;
  sort?: string;
  keyword?: string;
  type?: MeetingType;
  status?: MeetingStatus;
  start?: number;
  end?: number;
}

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

export interface InstantBody {
  name?: string;
  roomIds?: string[];
  attendeeIds?: string[];
  durationMinutes?: number;
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

/** Silent: the caller shows the 404 / TERMINAL_ONLY answers in place. */
export function meetingByNumber(number: string): Promise<ApiResult<MeetingRow>> {
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
