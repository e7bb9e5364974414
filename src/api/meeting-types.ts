/**
 * The wire types of the meetings calls (README "API": meetings), shared by the console (src/api/meetings.ts
 * re-exports them) and the server. Types only, with .js suffixes, so that both typechecks accept it.
 */
import type { LAYOUTS, MEETING_TYPES } from "#contract/limits";

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
  /** The requested occurrence. */
  startAt: number;
  endAt: number;
  /** The meeting it collides with; null when the caller may not see that meeting. */
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

/** A booking of a room; one of a meeting the caller does not see is only "busy": ids and name null. */
export interface Occupancy {
  roomId: string;
  startAt: number;
  endAt: number;
  meetingId: string | null;
  scheduleId: string | null;
  name: string | null;
  mine: boolean;
}

/** Join by number: what joining needs; the name only when the caller sees the meeting. */
export interface JoinTarget {
  networkNumber: string;
  name: string | null;
  status: MeetingStatus;
  startAt: number;
  endAt: number;
  hasPassword: boolean;
  joinByApp: boolean;
  joinByTerminal: boolean;
}

export interface DayCount {
  date: string;
  count: number;
}

export interface Page<T> {
  records: T[];
  total: number;
  /** Set when the count stopped at its bound: there are at least `total` records. */
  totalBounded?: true;
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

export interface InstantBody {
  name?: string;
  roomIds?: string[];
  attendeeIds?: string[];
  durationMinutes?: number;
}
