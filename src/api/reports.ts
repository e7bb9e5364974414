/** Typed calls of the report pages (spec §7 "Reports", all GET under /report; #contract/reports). */
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
import { type ApiResult, type DownloadedFile, http } from "../providers/http/client";
import { type PickQuery, searchPage } from "./pick-lists";

const base = "/report";

/** A report read; `prefetch` starts the same read early (a deep link), and the read then takes its answer. */
type Call<Q, A> = ((query: Q, signal?: AbortSignal) => Promise<ApiResult<A>>) & {
  prefetch: (query: Q) => void;
};

const get = <Q, A>(path: string): Call<Q, A> =>
  Object.assign(
    (query: Q, signal?: AbortSignal): Promise<ApiResult<A>> =>
      http.get(`${base}${path}`, { params: query as Record<string, unknown>, signal }),
    { prefetch: (query: Q) => http.prefetch(`${base}${path}`, query as Record<string, unknown>) },
  );

const download =
  <Q>(path: string) =>
  (format: ReportExportFormat, query: Omit<Q, "format">): Promise<ApiResult<DownloadedFile>> =>
    http.download("get", `${base}${path}`, { params: { ...query, format } });

// The department analysis.
export const deptStatistic = get<ReportQuery, DeptStatistic>("/statistic/network/by-dept");
export const deptTrend = get<ReportQuery, DeptTrend>("/statistic/network/trend/by-dept");
export const deptMeetings = get<DeptMeetingsQuery, ReportMeetingPage>("/meeting/network/by-dept");

// The personal analysis.
export const userStatistic = get<UserReportQuery, UserStatistic>("/statistic/by-user");
export const userMeetings = get<UserMeetingsQuery, ReportMeetingPage>("/meeting/by-user");
export const exportUserMeetings = download<UserMeetingsExportQuery>("/meeting/by-user/export");

/** The users whose personal report the caller may open: themselves and those of their data authority. */
export const REPORT_USERS_URL = `${base}/users`;
export function searchReportUsers(query: PickQuery, signal: AbortSignal): Promise<ApiResult<ReportUserPage>> {
  return searchPage(REPORT_USERS_URL, query, signal);
}

// The meeting detail report.
export const detailStatistic = get<ReportQuery, DetailStatistic>("/statistic/meeting/network");
export const detailMeetings = get<DetailMeetingsQuery, ReportMeetingPage>("/meeting/network");
export const exportDetail = download<DetailExportQuery>("/meeting/network/export");
export const meetingParticipants = get<ParticipantsQuery, ReportParticipantPage>("/meeting/participants");

// Concurrency of meetings (`{x}`: a meeting type's segment) and of participants.
export const concurrencyStatistic = (x: ReportTypeSegment) =>
  get<ConcurrencyQuery, ConcurrencyStatistic>(`/statistic/${x}/by-concurrent`);
export const concurrentMeetings = (x: ReportTypeSegment) =>
  get<ConcurrentMeetingsQuery, ReportMeetingPage>(`/meeting/${x}/by-concurrent`);
export const participantConcurrency = get<ConcurrencyQuery, ParticipantConcurrency>(
  "/statistic/network/participant/by-concurrent",
);
export const participantConcurrentMeetings = get<ConcurrentMeetingsQuery, ParticipantConcurrentMeetings>(
  "/meeting/network/participant/by-concurrent",
);
// Their exports: the peak of each bucket, and the meetings of one moment.
export const exportConcurrency = (x: ReportTypeSegment) =>
  download<ConcurrencyExportQuery>(`/statistic/${x}/by-concurrent/export`);
export const exportConcurrentMeetings = (x: ReportTypeSegment) =>
  download<ConcurrentMeetingsExportQuery>(`/meeting/${x}/by-concurrent/export`);
export const exportParticipantConcurrency = download<ConcurrencyExportQuery>(
  "/statistic/network/participant/by-concurrent/export",
);
export const exportParticipantMeetings = download<ConcurrentMeetingsExportQuery>(
  "/meeting/network/participant/by-concurrent/export",
);

// Rooms: usage per room, in total, over time; booked versus used; the bookings behind them.
export const roomUsage = get<RoomReportQuery, RoomUsageStatistic>("/statistic/room/by-usage");
export const roomUsageTotal = get<RoomReportQuery, RoomUsageTotal>("/statistic/room/total/by-usage");
export const roomUsageTrend = get<RoomReportQuery, RoomUsageTrend>("/statistic/room/trend/by-usage");
export const bookedVsUsed = get<BookedVsUsedQuery, BookedVsUsed>("/statistic/room/booked-vs-used");
export const roomBookings = get<RoomBookingsQuery, BookingPage>("/room/by-usage");
export const exportRoomBookings = download<RoomBookingsExportQuery>("/room/by-usage/export");

/** The organisation's time zone the reports group by (any report permission reads it). */
export const REPORT_SETTINGS_URL = `${base}/settings`;
export function getReportSettings(): Promise<ApiResult<ReportSettings>> {
  return http.get(REPORT_SETTINGS_URL);
}

/** Silent: the settings form shows the message beside the field. */
export function saveReportSettings(body: ReportSettings): Promise<ApiResult<ReportSettings>> {
  return http.put("/report/settings", { data: body, silent: true });
}
