/**
 * The reads of the report pages (spec §7 "Reports"; #contract/reports), each with its prefetch: a
 * deep link starts the same read early, and the page's read then takes its answer.
 */
import type { Operation } from "#contract/operation";
import { reportsConcurrencyOps as concurrency } from "#contract/operations/reports-concurrency";
import { reportsMeetingsOps as meetings } from "#contract/operations/reports-meetings";
import { reportsRoomsOps as rooms } from "#contract/operations/reports-rooms";
import type { ReportExportFormat, ReportTypeSegment } from "#contract/reports";
import { call, download as downloadFile, prefetch, queryKeyOf } from "../../providers/http/call";
import type { ApiResult, DownloadedFile } from "../../providers/http/client";

/**
 * A report read; `prefetch` starts the same read early (a deep link), and the read then takes its
 * answer; `key` is its React Query key (queryKeyOf the entry and its input).
 */
export type ReportRead<Q, A> = ((query: Q, signal?: AbortSignal) => Promise<ApiResult<A>>) & {
  prefetch: (query: Q) => void;
  key: (query: Q) => readonly unknown[];
};

type Params = { x: ReportTypeSegment } | undefined;
const queryOf = (query: unknown) => query as Record<string, unknown>;

/** The entry's read, typed by the entry: its query and its answer. */
const get = <A, Q>(operation: Operation<A, undefined, Q>, params?: Params): ReportRead<Q, A> =>
  Object.assign(
    (query: Q, signal?: AbortSignal) => call(operation, { params, query: query as Partial<Q> }, { signal }),
    {
      prefetch: (query: Q) => prefetch(operation, { params, query: query as Partial<Q> }),
      key: (query: Q) => queryKeyOf(operation, { params, query: query as Partial<Q> }),
    },
  );

/** The entry's export in `format`, with the rest of its query. */
const download =
  <Q extends { format: ReportExportFormat }>(operation: Operation<unknown, undefined, Q>, params?: Params) =>
  (format: ReportExportFormat, query: Omit<Q, "format">): Promise<ApiResult<DownloadedFile>> =>
    downloadFile(operation, { params, query: { ...queryOf(query), format } as Partial<Q> });

// The department analysis.
export const deptStatistic = get(meetings.deptStatistic);
export const deptTrend = get(meetings.deptTrend);
export const deptMeetings = get(meetings.deptMeetings);

// The personal analysis.
export const userStatistic = get(meetings.userStatistic);
export const userMeetings = get(meetings.userMeetings);
export const exportUserMeetings = download(meetings.exportUserMeetings);

// The meeting detail report.
export const detailStatistic = get(meetings.detailStatistic);
export const detailMeetings = get(meetings.details);
export const exportDetail = download(meetings.exportDetails);
export const meetingParticipants = get(meetings.participants);

// Concurrency of meetings (`{x}`: a meeting type's segment) and of participants.
export const concurrencyStatistic = (x: ReportTypeSegment) => get(concurrency.statistic, { x });
export const concurrentMeetings = (x: ReportTypeSegment) => get(concurrency.meetings, { x });
export const participantConcurrency = get(concurrency.participantStatistic);
export const participantConcurrentMeetings = get(concurrency.participantMeetings);
// Their exports: the peak of each bucket, and the meetings of one moment.
export const exportConcurrency = (x: ReportTypeSegment) => download(concurrency.exportStatistic, { x });
export const exportConcurrentMeetings = (x: ReportTypeSegment) => download(concurrency.exportMeetings, { x });
export const exportParticipantConcurrency = download(concurrency.exportParticipantStatistic);
export const exportParticipantMeetings = download(concurrency.exportParticipantMeetings);

// Rooms: usage per room, in total, over time; booked versus used; the bookings behind them.
export const roomUsage = get(rooms.usage);
export const roomUsageTotal = get(rooms.usageTotal);
export const roomUsageTrend = get(rooms.usageTrend);
export const bookedVsUsed = get(rooms.bookedVsUsed);
export const roomBookings = get(rooms.rooms);
export const exportRoomBookings = download(rooms.exportRooms);
