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
 * - any report permission: reports.settings; system: reports.setSettings
 *
 * Data authority: a caller who is not SYSTEM sees the meetings organised by users of the departments
 * of their data authority and the rooms of those departments; a `departmentId` or `roomId` outside it
 * answers 404. The personal report's `userId` names the caller or a user of their data authority;
 * any other (unknown ones too, so that nothing is told of them) answers 403.
 *
 * Exports (`format=xlsx|csv`) stream the tables of a report, not its figure cards, with the list's
 * filters and sort and no paging; headers, labels and the file's name are in the request's language.
 *
 * This file holds what every report shares and the department, personal and detail reports; the
 * concurrency and room reports are in #contract/report-concurrency and #contract/report-rooms.
 */
import {
  CONCURRENCY_GRANULARITIES,
  REPORT_DAY_PATTERN,
  REPORT_EXPORT_FORMATS,
  REPORT_GRANULARITIES,
  REPORT_TYPE_SEGMENTS,
} from "#contract/limits/reports";
import { TIME_ZONE_MAX } from "#contract/limits/wire";
import { ListQuery, Page } from "#contract/list";
import { UserOption, UserOptionFilters } from "#contract/org";
import { MeetingType } from "#contract/schedules";
import {
  Default,
  Enum,
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
export const ReportExportFormat = Enum(REPORT_EXPORT_FORMATS);
export type ReportExportFormat = Static<typeof ReportExportFormat>;

/**
 * A day of the range: `YYYY-MM-DD` in the organisation's time zone, or an epoch millisecond (the
 * day that contains it). Both ends are included; at most REPORT_MAX_DAYS days.
 */
export const ReportDay = Type.String({ pattern: REPORT_DAY_PATTERN, maxLength: 15 });

/** What every report call filters by. */
export const rangeProperties = {
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
export const listOf = <F extends TProperties>(filters: F) =>
  Obj({ ...ListQuery(filters).properties, ...rangeProperties });

/**
 * A bucket of a series: `period` names it in the organisation's time zone (`YYYY-MM-DD` for a day,
 * the Monday of a week, the first day of a month; `YYYY-MM-DD HH:00` for an hour); `start` is its
 * first millisecond. Every bucket of the range is there, empty ones with zeros.
 */
export const periodProperties = { period: Type.String(), start: Type.Integer() };

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

/** Weekday (0 Monday .. 6 Sunday) × hour (0..23) of the organisation's time zone. */
export const HeatCell = Obj({ weekday: Type.Integer(), hour: Type.Integer(), value: Type.Integer() });
export type HeatCell = Static<typeof HeatCell>;

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

// ---------------------------------------------------------------- the organisation's time zone

/** The IANA time zone reports group by (default: the server's). */
export const ReportSettings = Obj({ timeZone: Str(1, TIME_ZONE_MAX) });
export type ReportSettings = Static<typeof ReportSettings>;
