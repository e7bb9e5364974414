/**
 * The meeting and schedule reads under /{product} and the caller's history (/report/me/schedules):
 * the list row, the schedule's detail, join by number, room occupancy and the calendar's day counts.
 */
import { HISTORY_EXPORT_FORMATS, MEETING_STATUSES, MEETING_TABS } from "#contract/limits/meetings";
import { DEFAULT_UTC_OFFSET, MAX_UTC_OFFSET, MIN_UTC_OFFSET } from "#contract/limits/wire";
import { ListQuery } from "#contract/list";
import { NStr } from "#contract/records";
import { Layout, MeetingMode, MeetingType, RecurrenceRule } from "#contract/schedules";
import {
  Default,
  Enum,
  Epoch,
  Int,
  List,
  NamedRef,
  Nullable,
  Obj,
  type Static,
  Str,
  Type,
} from "#contract/schema";

export const MeetingStatus = Enum(MEETING_STATUSES);
export type MeetingStatus = Static<typeof MeetingStatus>;

export const MeetingTab = Enum(MEETING_TABS);
export type MeetingTab = Static<typeof MeetingTab>;

export const MeetingRights = Obj({ edit: Type.Boolean(), cancel: Type.Boolean(), end: Type.Boolean() });
export type MeetingRights = Static<typeof MeetingRights>;

/** One occurrence: the row of every meeting list. */
export const MeetingRow = Obj({
  id: Type.String(),
  scheduleId: Type.String(),
  videoId: Type.String(),
  name: Type.String(),
  type: MeetingType,
  status: MeetingStatus,
  startAt: Type.Integer(),
  endAt: Type.Integer(),
  networkNumber: Type.String(),
  host: Nullable(NamedRef),
  creator: NamedRef,
  contact: NStr(),
  rooms: List(NamedRef),
  recurring: Type.Boolean(),
  isPublic: Type.Boolean(),
  attendeeCount: Type.Integer(),
  /** Within the join-in-advance minutes before its start (or running): no edit or cancel. */
  locked: Type.Boolean(),
  rights: MeetingRights,
  joinByApp: Type.Boolean(),
  joinByTerminal: Type.Boolean(),
  hasPassword: Type.Boolean(),
});
export type MeetingRow = Static<typeof MeetingRow>;

export const Attendee = Obj({
  id: Type.String(),
  name: Type.String(),
  account: Type.String(),
  deptName: NStr(),
});
export type Attendee = Static<typeof Attendee>;

export const AttachedFile = Obj({ id: Type.String(), name: Type.String(), size: Type.Integer() });
export type AttachedFile = Static<typeof AttachedFile>;

/**
 * A schedule as read: the fields of its form (ScheduleBody, with the number always set) plus its
 * people, rooms, files and occurrences. The password and the host token only for whoever manages it.
 */
export const ScheduleDetail = Obj({
  id: Type.String(),
  parentId: NStr(),
  name: Type.String(),
  type: MeetingType,
  startAt: Type.Integer(),
  endAt: Type.Integer(),
  roomIds: List(Type.String()),
  recurrence: Nullable(RecurrenceRule),
  video: Type.Boolean(),
  password: NStr(),
  fileIds: List(Type.String()),
  agenda: NStr(),
  contact: NStr(),
  contactPhone: NStr(),
  contactEmail: NStr(),
  hostId: NStr(),
  attendeeIds: List(Type.String()),
  isPublic: Type.Boolean(),
  capacity: Type.Integer(),
  live: Type.Boolean(),
  waitingRoom: Type.Boolean(),
  joinByApp: Type.Boolean(),
  joinByTerminal: Type.Boolean(),
  mode: MeetingMode,
  mainVenueRoomId: NStr(),
  meetingNumber: Type.String(),
  layout: Layout,
  bandwidth: Type.Integer(),
  joinMute: Type.Boolean(),
  autoCall: Type.Boolean(),
  poolId: NStr(),
  creator: NamedRef,
  host: Nullable(NamedRef),
  rooms: List(NamedRef),
  attendees: List(Attendee),
  files: List(AttachedFile),
  meetings: List(MeetingRow),
  hostToken: NStr(),
  rights: Obj({ edit: Type.Boolean(), cancel: Type.Boolean() }),
});
export type ScheduleDetail = Static<typeof ScheduleDetail>;

/** Join by number: what joining needs; the name only when the caller sees the meeting. */
export const JoinTarget = Obj({
  networkNumber: Type.String(),
  name: NStr(),
  status: MeetingStatus,
  startAt: Type.Integer(),
  endAt: Type.Integer(),
  hasPassword: Type.Boolean(),
  joinByApp: Type.Boolean(),
  joinByTerminal: Type.Boolean(),
});
export type JoinTarget = Static<typeof JoinTarget>;

/** A booking of a room; one of a meeting the caller does not see is only "busy": ids and name null. */
export const Occupancy = Obj({
  roomId: Type.String(),
  startAt: Type.Integer(),
  endAt: Type.Integer(),
  meetingId: NStr(),
  scheduleId: NStr(),
  name: NStr(),
  mine: Type.Boolean(),
});
export type Occupancy = Static<typeof Occupancy>;

/** The number of visible meetings starting on one local day (YYYY-MM-DD). */
export const DayCount = Obj({ date: Type.String(), count: Type.Integer() });
export type DayCount = Static<typeof DayCount>;

/** The minutes east of UTC that local days and times are counted in. */
export const UtcOffset = () => Default(Int(MIN_UTC_OFFSET, MAX_UTC_OFFSET), DEFAULT_UTC_OFFSET);

export const DayCountQuery = Obj({ start: Epoch(), end: Epoch(), utcOffset: UtcOffset() });
export type DayCountQuery = Static<typeof DayCountQuery>;

/** `roomIds` is a comma-separated list of ids. */
export const OccupancyQuery = Obj({ start: Epoch(), end: Epoch(), roomIds: Str(1, 20_000) });
export type OccupancyQuery = Static<typeof OccupancyQuery>;

/** The filters of the /home list; the others take some of them. */
export const MeetingFilters = {
  tab: MeetingTab,
  status: MeetingStatus,
  type: MeetingType,
  start: Epoch(),
  end: Epoch(),
};

export const ScheduleListQuery = ListQuery(MeetingFilters);
export type ScheduleListQuery = Static<typeof ScheduleListQuery>;

/** Every meeting, ended ones too. */
export const MeetingListQuery = ListQuery({ status: MeetingStatus });
export type MeetingListQuery = Static<typeof MeetingListQuery>;

/** The caller's ended meetings. */
export const HistoryQuery = ListQuery({ type: MeetingType, start: Epoch(), end: Epoch() });
export type HistoryQuery = Static<typeof HistoryQuery>;

export const HistoryExportFormat = Enum(HISTORY_EXPORT_FORMATS);
export type HistoryExportFormat = Static<typeof HistoryExportFormat>;

/** The export: the history's filters and sort, no paging; times are written at `utcOffset`. */
export const HistoryExportQuery = Obj({
  ...Type.Omit(HistoryQuery, ["page", "size"]).properties,
  format: HistoryExportFormat,
  utcOffset: UtcOffset(),
});
export type HistoryExportQuery = Static<typeof HistoryExportQuery>;
