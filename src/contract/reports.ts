/**
 * Reports (spec §7 "Reports", all GET under /report; docs/reports.md). Every figure is computed by
 * the server in the organisation's time zone (`timeZone` in each answer); durations are whole
 * minutes, rates fractions 0..1. A meeting counts for its organiser (the schedule's creator) and
 * the organiser's department; a meeting that crosses midnight counts on each day for its minutes
 * of that day. Every chart's bar or point has a call that lists the meetings (or bookings) behind it.
 *
 * Permissions (src/contract/permissions.ts):
 * - deptReport: /statistic/network/by-dept, /statistic/network/trend/by-dept, /meeting/network/by-dept
 * - personalReport: /statistic/by-user, /meeting/by-user (+ /export), /users
 * - meetingDetails: /statistic/meeting/network, /meeting/network (+ /export), /meeting/participants
 * - concurrentReport: /statistic/{x}/by-concurrent, /meeting/{x}/by-concurrent,
 *   /statistic/network/participant/by-concurrent, /meeting/network/participant/by-concurrent (each + /export)
 * - meetingRoomReport: /statistic/room/by-usage, /statistic/room/total/by-usage,
 *   /statistic/room/trend/by-usage
 * - meetingRoomReport or deptReport: /statistic/room/booked-vs-used, /room/by-usage (+ /export)
 * - any report permission: GET /report/settings; system: PUT /report/settings
 *
 * Data authority: a caller who is not SYSTEM sees the meetings organised by users of the departments
 * of their data authority and the rooms of those departments; a `departmentId` or `roomId` outside it
 * answers 404. The personal report's `userId` names the caller or a user of their data authority;
 * any other (unknown ones too, so that nothing is told of them) answers 403.
 *
 * Exports (`format=xlsx|csv`) stream the tables of a report, not its figure cards, with the list's
 * filters and sort and no paging; headers, labels and the file's name are in the request's language.
 */
import {
  BOOKING_USAGE_GROUPINGS,
  BOOKING_USAGES,
  CONCURRENCY_GRANULARITIES,
  REPORT_DAY_PATTERN,
  REPORT_EXPORT_FORMATS,
  REPORT_GRANULARITIES,
  REPORT_TYPE_SEGMENTS,
  TIME_ZONE_MAX,
} from "#contract/limits";
import { ListQuery, Page } from "#contract/list";
import { UserOption, UserOptionFilters } from "#contract/org";
import { MeetingType } from "#contract/schedules";
import {
  Default,
  Enum,
  Epoch,
  Id,
  List,
  NamedRef,
  Nullable,
  Obj,
  type Static,
  Str,
  type TProperties,
  Type,
} from "#contract/schema";

export const ReportGranularity = Enum(REPORT_GRANULARITIES);
export type ReportGranularity = Static<typeof ReportGranularity>;
export const ConcurrencyGranularity = Enum(CONCURRENCY_GRANULARITIES);
export type ConcurrencyGranularity = Static<typeof ConcurrencyGranularity>;
export const ReportTypeSegment = Enum(REPORT_TYPE_SEGMENTS);
export type ReportTypeSegment = Static<typeof ReportTypeSegment>;
export const BookingUsage = Enum(BOOKING_USAGES);
export type BookingUsage = Static<typeof BookingUsage>;
export const BookingUsageGrouping = Enum(BOOKING_USAGE_GROUPINGS);
export type BookingUsageGrouping = Static<typeof BookingUsageGrouping>;
export const ReportExportFormat = Enum(REPORT_EXPORT_FORMATS);
export type ReportExportFormat = Static<typeof ReportExportFormat>;

/**
 * A day of the range: `YYYY-MM-DD` in the organisation's time zone, or an epoch millisecond (the
 * day that contains it). Both ends are included; at most REPORT_MAX_DAYS days.
 */
export const ReportDay = Type.String({ pattern: REPORT_DAY_PATTERN, maxLength: 15 });

/** What every report call filters by. */
const rangeProperties = {
  from: ReportDay,
  to: ReportDay,
  /** Meetings organised in this department's subtree (404 outside the caller's data authority). */
  departmentId: Type.Optional(Id()),
  /** One meeting type (the `{x}` calls take it from the path instead). */
  type: Type.Optional(MeetingType),
};

/** The query of a statistic call. */
export const ReportQuery = Obj({ ...rangeProperties, granularity: Default(ReportGranularity, "day") });
export type ReportQuery = Static<typeof ReportQuery>;

/** The query of the concurrency statistics (hour buckets too). */
export const ConcurrencyQuery = Obj({
  ...rangeProperties,
  granularity: Default(ConcurrencyGranularity, "day"),
});
export type ConcurrencyQuery = Static<typeof ConcurrencyQuery>;

/** The path of the `{x}` calls. */
export const ReportTypeParams = Obj({ x: ReportTypeSegment });
export type ReportTypeParams = Static<typeof ReportTypeParams>;

/**
 * A list behind a chart: the range, paging, sort (REPORT_MEETING_SORTS, or BOOKING_SORTS for
 * bookings; default startAt,desc) and keyword (on the meeting's name or number).
 */
const listOf = <F extends TProperties>(filters: F) =>
  Obj({ ...ListQuery(filters).properties, ...rangeProperties });

/**
 * A bucket of a series: `period` names it in the organisation's time zone (`YYYY-MM-DD` for a day,
 * the Monday of a week, the first day of a month; `YYYY-MM-DD HH:00` for an hour); `start` is its
 * first millisecond. Every bucket of the range is there, empty ones with zeros.
 */
const periodProperties = { period: Type.String(), start: Type.Integer() };

export const TrendPoint = Obj({ ...periodProperties, meetings: Type.Integer(), minutes: Type.Integer() });
export type TrendPoint = Static<typeof TrendPoint>;

/** The figure cards every meeting report opens with. */
export const MeetingFigures = Obj({
  meetings: Type.Integer(),
  /** Scheduled minutes of those meetings inside the range. */
  minutes: Type.Integer(),
  /** Participants (one per address and meeting). */
  participants: Type.Integer(),
  /** Minutes participants were connected, summed. */
  connectedMinutes: Type.Integer(),
  /** minutes / meetings, rounded. */
  averageMinutes: Type.Integer(),
});
export type MeetingFigures = Static<typeof MeetingFigures>;

/** Meetings and minutes of one meeting type. */
export const TypeBar = Obj({ type: MeetingType, meetings: Type.Integer(), minutes: Type.Integer() });
export type TypeBar = Static<typeof TypeBar>;

/** A bar of one user, room or department: what it counts (its own id names the drill-down). */
export const NamedBar = Obj({
  id: Type.String(),
  name: Type.String(),
  meetings: Type.Integer(),
  minutes: Type.Integer(),
});
export type NamedBar = Static<typeof NamedBar>;

// ---------------------------------------------------------------- department analysis (deptReport)

/** One department's bar: its whole subtree rolled up, and what its own members organised. */
export const DeptBar = Obj({
  id: Type.String(),
  name: Type.String(),
  parentId: Type.String(),
  meetings: Type.Integer(),
  minutes: Type.Integer(),
  participants: Type.Integer(),
  /** Meetings organised by members of this department itself (not of departments below it). */
  ownMeetings: Type.Integer(),
  ownMinutes: Type.Integer(),
  hasChildren: Type.Boolean(),
});
export type DeptBar = Static<typeof DeptBar>;

/**
 * The figures of the chosen department's subtree (none: all
 * the caller may see), a bar per child department (none chosen: per top department the caller may
 * see), and the organisers with the most meetings.
 */
export const DeptStatistic = Obj({
  timeZone: Type.String(),
  department: Nullable(NamedRef),
  figures: MeetingFigures,
  departments: List(DeptBar),
  users: List(NamedBar),
  byType: List(TypeBar),
});
export type DeptStatistic = Static<typeof DeptStatistic>;

export const DeptSeries = Obj({ id: Type.String(), name: Type.String(), points: List(TrendPoint) });
export type DeptSeries = Static<typeof DeptSeries>;

/** A series per bar of by-dept, and their total. */
export const DeptTrend = Obj({
  timeZone: Type.String(),
  granularity: ReportGranularity,
  total: List(TrendPoint),
  series: List(DeptSeries),
});
export type DeptTrend = Static<typeof DeptTrend>;

// ---------------------------------------------------------------- the meetings behind a bar

/** A meeting as the reports list it (the detail table and every drill-down). */
export const ReportMeeting = Obj({
  id: Type.String(),
  scheduleId: Type.String(),
  name: Type.String(),
  number: Type.String(),
  type: MeetingType,
  startAt: Type.Integer(),
  endAt: Type.Integer(),
  /** Scheduled minutes (the whole meeting, not clipped to the range). */
  minutes: Type.Integer(),
  organiser: NamedRef,
  department: Nullable(NamedRef),
  rooms: List(NamedRef),
  participants: Type.Integer(),
  connectedMinutes: Type.Integer(),
});
export type ReportMeeting = Static<typeof ReportMeeting>;

export const ReportMeetingPage = Page(ReportMeeting);
export type ReportMeetingPage = Static<typeof ReportMeetingPage>;

/**
 * The meetings behind a department's bar (its subtree; with
 * `own=true` its own members only) or behind a trend point (`period` names the bucket at
 * `granularity`).
 */
export const DeptMeetingsQuery = listOf({
  own: Type.Boolean(),
  period: Str(7, 16),
  granularity: ReportGranularity,
  organiserId: Id(),
});
export type DeptMeetingsQuery = Static<typeof DeptMeetingsQuery>;

// ---------------------------------------------------------------- personal analysis (personalReport)

/** The query of the personal statistic: the caller's own, or (with data authority over them) a user's. */
export const UserReportQuery = Obj({ ...ReportQuery.properties, userId: Type.Optional(Id()) });
export type UserReportQuery = Static<typeof UserReportQuery>;

export const UserFigures = Obj({
  meetings: Type.Integer(),
  minutes: Type.Integer(),
  /** Of those, meetings the user organised, hosted, or was invited to. */
  organised: Type.Integer(),
  hosted: Type.Integer(),
  attended: Type.Integer(),
  rooms: Type.Integer(),
});
export type UserFigures = Static<typeof UserFigures>;

/** A user's meetings (organised, hosted or invited to). */
export const UserStatistic = Obj({
  timeZone: Type.String(),
  user: NamedRef,
  figures: UserFigures,
  byType: List(TypeBar),
  byRoom: List(NamedBar),
  trend: List(TrendPoint),
});
export type UserStatistic = Static<typeof UserStatistic>;

/** The meetings behind the personal figures, a room bar or a trend point. */
export const UserMeetingsQuery = listOf({
  userId: Id(),
  roomId: Id(),
  period: Str(7, 16),
  granularity: ReportGranularity,
});
export type UserMeetingsQuery = Static<typeof UserMeetingsQuery>;

/** Those meetings as XLSX or CSV (filters and sort, no paging). */
export const UserMeetingsExportQuery = Obj({
  ...Type.Omit(UserMeetingsQuery, ["page", "size"]).properties,
  format: ReportExportFormat,
});
export type UserMeetingsExportQuery = Static<typeof UserMeetingsExportQuery>;

/**
 * The users whose personal report the caller may open (the user picker): the
 * caller, and the enabled users of their data authority (everyone for a SYSTEM user), by name or
 * account; with `ids=a,b`, exactly those of them (enabled or not).
 */
export const ReportUsersQuery = ListQuery(UserOptionFilters);
export type ReportUsersQuery = Static<typeof ReportUsersQuery>;
export const ReportUserPage = Page(UserOption);
export type ReportUserPage = Static<typeof ReportUserPage>;

// ---------------------------------------------------------------- meeting detail (meetingDetails)

/** The detail report's cards, trend and types. */
export const DetailStatistic = Obj({
  timeZone: Type.String(),
  figures: MeetingFigures,
  trend: List(TrendPoint),
  byType: List(TypeBar),
});
export type DetailStatistic = Static<typeof DetailStatistic>;

/**
 * The detail table (every meeting of the range), or the meetings behind
 * a trend point (`period` names the bucket at `granularity`).
 */
export const DetailMeetingsQuery = listOf({
  organiserId: Id(),
  roomId: Id(),
  period: Str(7, 16),
  granularity: ReportGranularity,
});
export type DetailMeetingsQuery = Static<typeof DetailMeetingsQuery>;

/** The detail table as XLSX or CSV, its filters and sort, no paging. */
export const DetailExportQuery = Obj({
  ...Type.Omit(DetailMeetingsQuery, ["page", "size"]).properties,
  format: ReportExportFormat,
});
export type DetailExportQuery = Static<typeof DetailExportQuery>;

/** One meeting's participants and their connected minutes. */
export const ParticipantsQuery = Obj({ ...ListQuery({}).properties, meetingId: Id() });
export type ParticipantsQuery = Static<typeof ParticipantsQuery>;

export const ReportParticipant = Obj({
  id: Type.String(),
  name: Type.String(),
  callAddress: Type.String(),
  protocol: Type.String(),
  room: Nullable(NamedRef),
  /** Dials (call detail records) and how many of them connected. */
  calls: Type.Integer(),
  connectedCalls: Type.Integer(),
  connectedMinutes: Type.Integer(),
  firstConnectedAt: Nullable(Type.Integer()),
  lastDisconnectedAt: Nullable(Type.Integer()),
});
export type ReportParticipant = Static<typeof ReportParticipant>;

export const ReportParticipantPage = Page(ReportParticipant);
export type ReportParticipantPage = Static<typeof ReportParticipantPage>;

// ---------------------------------------------------------------- concurrency (concurrentReport)

/** The MCU ports the concurrency is set against: every MCU's capacity, and the MCUs counted. */
export const PortCapacity = Obj({ mcus: Type.Integer(), ports: Type.Integer() });
export type PortCapacity = Static<typeof PortCapacity>;

/** The highest concurrency of a bucket and the first moment it was reached (null: nothing ran). */
export const PeakPoint = Obj({ ...periodProperties, peak: Type.Integer(), at: Nullable(Type.Integer()) });
export type PeakPoint = Static<typeof PeakPoint>;

/** Weekday (0 Monday .. 6 Sunday) × hour (0..23) of the organisation's time zone. */
export const HeatCell = Obj({ weekday: Type.Integer(), hour: Type.Integer(), value: Type.Integer() });
export type HeatCell = Static<typeof HeatCell>;

/**
 * Meetings running at once (of type `{x}`), the peak per
 * bucket, the overall peak, and the peak per weekday × hour; `capacity` is what the MCUs offer.
 * Participants at the peak moment are counted too, against the ports.
 */
export const ConcurrencyStatistic = Obj({
  timeZone: Type.String(),
  granularity: ConcurrencyGranularity,
  capacity: PortCapacity,
  peak: PeakPoint,
  /** Participants connected at the overall peak moment. */
  participantsAtPeak: Type.Integer(),
  points: List(PeakPoint),
  heatmap: List(HeatCell),
});
export type ConcurrencyStatistic = Static<typeof ConcurrencyStatistic>;

/** The meetings running at `at` (a peak's moment). */
export const ConcurrentMeetingsQuery = Obj({
  ...ListQuery({}).properties,
  ...rangeProperties,
  at: Epoch(),
});
export type ConcurrentMeetingsQuery = Static<typeof ConcurrentMeetingsQuery>;

/**
 * GET /report/statistic/{x}/by-concurrent/export and /statistic/network/participant/by-concurrent/export:
 * the peak of each bucket (the chart's table), when it was first reached, and the MCU ports.
 */
export const ConcurrencyExportQuery = Obj({ ...ConcurrencyQuery.properties, format: ReportExportFormat });
export type ConcurrencyExportQuery = Static<typeof ConcurrencyExportQuery>;

/**
 * GET /report/meeting/{x}/by-concurrent/export and /meeting/network/participant/by-concurrent/export:
 * the meetings of one moment (the detail table, in its order), no paging.
 */
export const ConcurrentMeetingsExportQuery = Obj({
  ...Type.Omit(ConcurrentMeetingsQuery, ["page", "size", "sort", "keyword"]).properties,
  format: ReportExportFormat,
});
export type ConcurrentMeetingsExportQuery = Static<typeof ConcurrentMeetingsExportQuery>;

/** A meeting and its most participants connected at once. */
export const MeetingPeak = Obj({
  meeting: NamedRef,
  type: MeetingType,
  startAt: Type.Integer(),
  endAt: Type.Integer(),
  peak: Type.Integer(),
  at: Nullable(Type.Integer()),
});
export type MeetingPeak = Static<typeof MeetingPeak>;

/**
 * Participants connected at once (call
 * detail records), the peak per bucket against the MCU ports, per weekday × hour, and the meetings
 * with the most participants at once.
 */
export const ParticipantConcurrency = Obj({
  timeZone: Type.String(),
  granularity: ConcurrencyGranularity,
  capacity: PortCapacity,
  peak: PeakPoint,
  points: List(PeakPoint),
  heatmap: List(HeatCell),
  meetings: List(MeetingPeak),
});
export type ParticipantConcurrency = Static<typeof ParticipantConcurrency>;

/**
 * GET /report/meeting/network/participant/by-concurrent (query ConcurrentMeetingsQuery): the meetings
 * with participants connected at `at`, and how many of them (`participantsAt`), the most first.
 */
export const ParticipantConcurrentMeetings = Page(
  Obj({ ...ReportMeeting.properties, participantsAt: Type.Integer() }),
);
export type ParticipantConcurrentMeetings = Static<typeof ParticipantConcurrentMeetings>;

// ---------------------------------------------------------------- rooms (meetingRoomReport)

/** Booked versus used, counted: bookings of each kind, their minutes, and the minutes freed. */
export const UsageCounts = Obj({
  bookings: Type.Integer(),
  used: Type.Integer(),
  partlyUsed: Type.Integer(),
  noShow: Type.Integer(),
  ghost: Type.Integer(),
  bookedMinutes: Type.Integer(),
  usedMinutes: Type.Integer(),
  /** Booked minutes of no-show and ghost bookings: what releasing them would have freed. */
  freedMinutes: Type.Integer(),
});
export type UsageCounts = Static<typeof UsageCounts>;

/** A room's bar: booked and used minutes of its ended bookings in the range, and usedMinutes / bookedMinutes. */
export const RoomUsageBar = Obj({
  id: Type.String(),
  name: Type.String(),
  department: Nullable(NamedRef),
  hasSensors: Type.Boolean(),
  bookings: Type.Integer(),
  bookedMinutes: Type.Integer(),
  usedMinutes: Type.Integer(),
  usageRate: Type.Number(),
});
export type RoomUsageBar = Static<typeof RoomUsageBar>;

/** The room query: a department's rooms (subtree), or one room. */
export const RoomReportQuery = Obj({ ...ReportQuery.properties, roomId: Type.Optional(Id()) });
export type RoomReportQuery = Static<typeof RoomReportQuery>;

/** A bar per room (the most booked first). */
export const RoomUsageStatistic = Obj({ timeZone: Type.String(), rooms: List(RoomUsageBar) });
export type RoomUsageStatistic = Static<typeof RoomUsageStatistic>;

/**
 * The cards over every room in scope, and the heat map of
 * booked and used minutes per weekday × hour.
 */
export const RoomUsageTotal = Obj({
  timeZone: Type.String(),
  rooms: Type.Integer(),
  counts: UsageCounts,
  usageRate: Type.Number(),
  bookedHeatmap: List(HeatCell),
  usedHeatmap: List(HeatCell),
});
export type RoomUsageTotal = Static<typeof RoomUsageTotal>;

export const RoomTrendPoint = Obj({
  ...periodProperties,
  bookings: Type.Integer(),
  bookedMinutes: Type.Integer(),
  usedMinutes: Type.Integer(),
});
export type RoomTrendPoint = Static<typeof RoomTrendPoint>;

export const RoomUsageTrend = Obj({
  timeZone: Type.String(),
  granularity: ReportGranularity,
  points: List(RoomTrendPoint),
});
export type RoomUsageTrend = Static<typeof RoomUsageTrend>;

/** The counts in total and per department, room or organiser. */
export const BookedVsUsedQuery = Obj({
  ...RoomReportQuery.properties,
  groupBy: Default(BookingUsageGrouping, "department"),
});
export type BookedVsUsedQuery = Static<typeof BookedVsUsedQuery>;

export const UsageGroup = Obj({ id: Type.String(), name: Type.String(), counts: UsageCounts });
export type UsageGroup = Static<typeof UsageGroup>;

export const BookedVsUsed = Obj({
  timeZone: Type.String(),
  groupBy: BookingUsageGrouping,
  totals: UsageCounts,
  groups: List(UsageGroup),
});
export type BookedVsUsed = Static<typeof BookedVsUsed>;

/** One ended booking, what the three sources say of it, and its usage. */
export const BookingRow = Obj({
  id: Type.String(),
  meeting: NamedRef,
  type: MeetingType,
  room: NamedRef,
  organiser: NamedRef,
  department: Nullable(NamedRef),
  startAt: Type.Integer(),
  endAt: Type.Integer(),
  bookedMinutes: Type.Integer(),
  /** Minutes the room's terminal was connected to the meeting inside the booking. */
  joinedMinutes: Type.Integer(),
  /** Minutes the room's sensors saw someone inside the booking (null: the room has no sensors). */
  presentMinutes: Nullable(Type.Integer()),
  /** Whether anyone at all connected to the meeting during the booking. */
  meetingHeld: Type.Boolean(),
  usedMinutes: Type.Integer(),
  usage: BookingUsage,
});
export type BookingRow = Static<typeof BookingRow>;

export const BookingPage = Page(BookingRow);
export type BookingPage = Static<typeof BookingPage>;

/** The bookings behind a room's bar, a heat cell, a usage kind or a group. */
export const RoomBookingsQuery = listOf({
  roomId: Id(),
  organiserId: Id(),
  usage: BookingUsage,
  period: Str(7, 16),
  granularity: ReportGranularity,
});
export type RoomBookingsQuery = Static<typeof RoomBookingsQuery>;

/** Those bookings as XLSX or CSV (filters and sort, no paging). */
export const RoomBookingsExportQuery = Obj({
  ...Type.Omit(RoomBookingsQuery, ["page", "size"]).properties,
  format: ReportExportFormat,
});
export type RoomBookingsExportQuery = Static<typeof RoomBookingsExportQuery>;

// ---------------------------------------------------------------- the organisation's time zone

/** The IANA time zone reports group by (default: the server's). */
export const ReportSettings = Obj({ timeZone: Str(1, TIME_ZONE_MAX) });
export type ReportSettings = Static<typeof ReportSettings>;
