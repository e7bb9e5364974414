/** Typed calls of spec §7 "Schedules" and the meeting reads (docs/meetings.md). */

import type { Page } from "#contract/list";
import type {
  HistoryExportFormat,
  HistoryExportQuery,
  JoinTarget,
  MeetingRow,
  Occupancy,
  OccupancyQuery,
  ScheduleDetail,
  ScheduleListQuery,
} from "#contract/meetings";
import { historyOps } from "#contract/operations/history";
import { meetingReadsOps as reads } from "#contract/operations/meeting-reads";
import { schedulesOps } from "#contract/operations/schedules";
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
import { call, download } from "../providers/http/call";
import type { ApiFailure, ApiResult, DownloadedFile, RequestOptions } from "../providers/http/client";

export function listSchedules(query: ScheduleListQuery): Promise<ApiResult<Page<MeetingRow>>> {
  return call(reads.schedules, { query }, { silent: true });
}

export function getSchedule(scheduleId: string): Promise<ApiResult<ScheduleDetail>> {
  return call(reads.schedule, { params: { scheduleId } }, { silent: true });
}

export function createSchedule(body: ScheduleBody): Promise<ApiResult<SavedSchedule>> {
  return call(schedulesOps.create, { body }, { silent: true });
}

export function updateSchedule(
  scheduleId: string,
  body: ScheduleBody,
  target: Partial<EditTarget> = {},
): Promise<ApiResult<SavedSchedule>> {
  return call(schedulesOps.update, { params: { scheduleId }, body, query: target }, { silent: true });
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
  return call(schedulesOps.check, { body, query: target }, { silent: true, ...options });
}

export function cancelMeeting(scheduleId: string, meetingId?: string): Promise<ApiResult<Cancelled>> {
  const params: CancelTarget = meetingId ? { meetingId } : {};
  return call(schedulesOps.cancel, { params: { scheduleId }, query: params });
}

export function cancelSeries(scheduleId: string): Promise<ApiResult<Cancelled>> {
  return call(schedulesOps.cancelSeries, { params: { scheduleId } });
}

export function startInstant(body: InstantBody): Promise<ApiResult<InstantMeeting>> {
  return call(schedulesOps.instant, { body }, { silent: true });
}

export function roomOccupancy(
  start: number,
  end: number,
  roomIds: readonly string[],
  options: Pick<RequestOptions, "signal"> = {},
): Promise<ApiResult<Occupancy[]>> {
  const params: OccupancyQuery = { start, end, roomIds: roomIds.join(",") };
  return call(reads.roomOccupancy, { query: params }, options);
}

/** Silent: the caller shows the 404 / TERMINAL_ONLY / 429 answers in place. */
export function meetingByNumber(number: string): Promise<ApiResult<JoinTarget>> {
  return call(reads.joinTarget, { params: { number } }, { silent: true });
}

/** The history's filters and sort, as the export takes them. */
export type HistoryExportFilters = Omit<HistoryExportQuery, "format" | "utcOffset">;

export function exportHistory(
  format: HistoryExportFormat,
  filters: HistoryExportFilters,
): Promise<ApiResult<DownloadedFile>> {
  // The file's times are written in the browser's time zone (minutes east of UTC).
  const params: HistoryExportQuery = { ...filters, format, utcOffset: -new Date().getTimezoneOffset() || 0 };
  return download(historyOps.export, { query: params });
}

export function getMeeting(id: string): Promise<ApiResult<MeetingRow>> {
  return call(reads.meeting, { params: { id } });
}

export function endMeeting(id: string): Promise<ApiResult<MeetingRow>> {
  return call(reads.endMeeting, { params: { id } });
}

export function meetingForHostToken(token: string): Promise<ApiResult<ScheduleDetail>> {
  return call(reads.hostLink, { params: { token } });
}
