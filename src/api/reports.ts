/** Typed calls of the report pages (spec §7 "Reports"; #contract/reports). */

import type { Operation } from "#contract/operation";
import { reportsOps } from "#contract/operations/reports";
import { reportsConcurrencyOps as concurrency } from "#contract/operations/reports-concurrency";
import { reportsMeetingsOps as meetings } from "#contract/operations/reports-meetings";
import { reportsRoomsOps as rooms } from "#contract/operations/reports-rooms";
import type {
  ConcurrencyExportQuery,
  ConcurrencyStatistic,
  ConcurrentMeetingsExportQuery,
  ConcurrentMeetingsQuery,
  ParticipantConcurrency,
  ParticipantConcurrentMeetings,
} from "#contract/report-concurrency";
import type {
  BookedVsUsed,
  BookedVsUsedQuery,
  BookingPage,
  RoomBookingsExportQuery,
  RoomBookingsQuery,
  RoomReportQuery,
  RoomUsageStatistic,
  RoomUsageTotal,
  RoomUsageTrend,
} from "#contract/report-rooms";
import type {
  ConcurrencyQuery,
  DeptMeetingsQuery,
  DeptStatistic,
  DeptTrend,
  DetailExportQuery,
  DetailMeetingsQuery,
  DetailStatistic,
  ParticipantsQuery,
  ReportExportFormat,
  ReportMeetingPage,
  ReportParticipantPage,
  ReportQuery,
  ReportSettings,
  ReportTypeSegment,
  ReportUserPage,
  UserMeetingsExportQuery,
  UserMeetingsQuery,
  UserReportQuery,
  UserStatistic,
} from "#contract/reports";
import { call, download as downloadFile, prefetch } from "../providers/http/call";
import type { ApiResult, DownloadedFile } from "../providers/http/client";
import { type PickQuery, searchPage } from "./pick-lists";

/** A report read; `prefetch` starts the same read early (a deep link), and the read then takes its answer. */
type Call<Q, A> = ((query: Q, signal?: AbortSignal) => Promise<ApiResult<A>>) & {
  prefetch: (query: Q) => void;
};

type Read = Operation<unknown>;
type Params = { x: ReportTypeSegment } | undefined;
const queryOf = (query: unknown) => query as Record<string, unknown>;

const get = <Q, A>(operation: Read, params?: Params): Call<Q, A> =>
  Object.assign(
    (query: Q, signal?: AbortSignal) =>
      call(operation, { params, query: queryOf(query) }, { signal }) as Promise<ApiResult<A>>,
    { prefetch: (query: Q) => prefetch(operation, { params, query: queryOf(query) }) },
  );

const download =
  <Q>(operation: Read, params?: Params) =>
  (format: ReportExportFormat, query: Omit<Q, "format">): Promise<ApiResult<DownloadedFile>> =>
    downloadFile(operation, { params, query: { ...queryOf(query), format } });

// The department analysis.
export const deptStatistic = get<ReportQuery, DeptStatistic>(meetings.deptStatistic);
export const deptTrend = get<ReportQuery, DeptTrend>(meetings.deptTrend);
export const deptMeetings = get<DeptMeetingsQuery, ReportMeetingPage>(meetings.deptMeetings);

// The personal analysis.
export const userStatistic = get<UserReportQuery, UserStatistic>(meetings.userStatistic);
export const userMeetings = get<UserMeetingsQuery, ReportMeetingPage>(meetings.userMeetings);
export const exportUserMeetings = download<UserMeetingsExportQuery>(meetings.exportUserMeetings);

/** The users whose personal report the caller may open: themselves and those of their data authority. */
export function searchReportUsers(query: PickQuery, signal: AbortSignal): Promise<ApiResult<ReportUserPage>> {
  return searchPage(meetings.users, query, signal);
}

// The meeting detail report.
export const detailStatistic = get<ReportQuery, DetailStatistic>(meetings.detailStatistic);
export const detailMeetings = get<DetailMeetingsQuery, ReportMeetingPage>(meetings.details);
export const exportDetail = download<DetailExportQuery>(meetings.exportDetails);
export const meetingParticipants = get<ParticipantsQuery, ReportParticipantPage>(meetings.participants);

// Concurrency of meetings (`{x}`: a meeting type's segment) and of participants.
export const concurrencyStatistic = (x: ReportTypeSegment) =>
  get<ConcurrencyQuery, ConcurrencyStatistic>(concurrency.statistic, { x });
export const concurrentMeetings = (x: ReportTypeSegment) =>
  get<ConcurrentMeetingsQuery, ReportMeetingPage>(concurrency.meetings, { x });
export const participantConcurrency = get<ConcurrencyQuery, ParticipantConcurrency>(
  concurrency.participantStatistic,
);
export const participantConcurrentMeetings = get<ConcurrentMeetingsQuery, ParticipantConcurrentMeetings>(
  concurrency.participantMeetings,
);
// Their exports: the peak of each bucket, and the meetings of one moment.
export const exportConcurrency = (x: ReportTypeSegment) =>
  download<ConcurrencyExportQuery>(concurrency.exportStatistic, { x });
export const exportConcurrentMeetings = (x: ReportTypeSegment) =>
  download<ConcurrentMeetingsExportQuery>(concurrency.exportMeetings, { x });
export const exportParticipantConcurrency = download<ConcurrencyExportQuery>(
  concurrency.exportParticipantStatistic,
);
export const exportParticipantMeetings = download<ConcurrentMeetingsExportQuery>(
  concurrency.exportParticipantMeetings,
);

// Rooms: usage per room, in total, over time; booked versus used; the bookings behind them.
export const roomUsage = get<RoomReportQuery, RoomUsageStatistic>(rooms.usage);
export const roomUsageTotal = get<RoomReportQuery, RoomUsageTotal>(rooms.usageTotal);
export const roomUsageTrend = get<RoomReportQuery, RoomUsageTrend>(rooms.usageTrend);
export const bookedVsUsed = get<BookedVsUsedQuery, BookedVsUsed>(rooms.bookedVsUsed);
export const roomBookings = get<RoomBookingsQuery, BookingPage>(rooms.rooms);
export const exportRoomBookings = download<RoomBookingsExportQuery>(rooms.exportRooms);

/** The organisation's time zone the reports group by (any report permission reads it). */
export function getReportSettings(): Promise<ApiResult<ReportSettings>> {
  return call(reportsOps.settings);
}

/** Silent: the settings form shows the message beside the field. */
export function saveReportSettings(body: ReportSettings): Promise<ApiResult<ReportSettings>> {
  return call(reportsOps.setSettings, { body }, { silent: true });
}
