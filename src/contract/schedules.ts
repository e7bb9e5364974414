/**
 * The schedule writes of spec §7 "Schedules" under /{product}/schedules: what the schedule form
 * sends, the conflict check, the instant meeting and the cancels.
 */
import {
  EDIT_SCOPES,
  LAYOUTS,
  MEETING_MODES,
  MEETING_NAME_MAX,
  MEETING_TYPES,
  RECURRENCE_KINDS,
} from "#contract/limits/meetings";
import { NStr } from "#contract/records";
import { SCHEDULE_DEFAULTS as D } from "#contract/schedule-defaults";
import {
  Default,
  Enum,
  Epoch,
  Id,
  Ids,
  Int,
  List,
  Nullable,
  NullableText,
  Obj,
  type Static,
  Str,
  Type,
} from "#contract/schema";

export const MeetingType = Enum(MEETING_TYPES);
export type MeetingType = Static<typeof MeetingType>;

export const MeetingMode = Enum(MEETING_MODES);
export type MeetingMode = Static<typeof MeetingMode>;

export const Layout = Enum(LAYOUTS);
export type Layout = Static<typeof Layout>;

export const RecurrenceKind = Enum(RECURRENCE_KINDS);
export type RecurrenceKind = Static<typeof RecurrenceKind>;

export const EditScope = Enum(EDIT_SCOPES);
export type EditScope = Static<typeof EditScope>;

/** A series (rules/recurrence.ts): ISO weekdays (1 = Monday) for WEEKLY, up to the day `until`. */
export const RecurrenceRule = Obj({
  kind: RecurrenceKind,
  weekdays: Type.Optional(List(Int(1, 7), { maxItems: 7 })),
  until: Epoch(),
});
export type RecurrenceRule = Static<typeof RecurrenceRule>;

/**
 * What the schedule form sends (schedules.create, schedules.update, schedules.check). Types and
 * sizes only: the server checks the spec §5 rules itself, to answer each with its field's text.
 */
export const ScheduleBody = Obj({
  name: Type.String({ maxLength: 200 }),
  type: MeetingType,
  startAt: Epoch(),
  endAt: Epoch(),
  roomIds: Default(Ids(100), []),
  recurrence: Default(Nullable(RecurrenceRule), D.recurrence),
  video: Default(Type.Boolean(), D.video),
  password: Default(NullableText(64), D.password),
  fileIds: Default(Ids(20), []),
  agenda: Default(NullableText(2000), D.agenda),
  contact: Default(NullableText(40), D.contact),
  contactPhone: Default(NullableText(40), D.contactPhone),
  contactEmail: Default(NullableText(254), D.contactEmail),
  hostId: Default(NullableText(64), D.hostId),
  attendeeIds: Default(Ids(2000), []),
  isPublic: Default(Type.Boolean(), D.isPublic),
  capacity: Default(Type.Integer(), D.capacity),
  live: Default(Type.Boolean(), D.live),
  waitingRoom: Default(Type.Boolean(), D.waitingRoom),
  joinByApp: Default(Type.Boolean(), D.joinByApp),
  joinByTerminal: Default(Type.Boolean(), D.joinByTerminal),
  mode: Default(MeetingMode, D.mode),
  mainVenueRoomId: Default(NullableText(64), D.mainVenueRoomId),
  meetingNumber: Default(NullableText(32), D.meetingNumber),
  layout: Default(Layout, D.layout),
  bandwidth: Default(Type.Integer(), D.bandwidth),
  joinMute: Default(Type.Boolean(), D.joinMute),
  autoCall: Default(Type.Boolean(), D.autoCall),
  /** The resource pool whose MCUs run its meetings; null: any MCU. */
  poolId: Default(NullableText(64), D.poolId),
});
export type ScheduleBody = Static<typeof ScheduleBody>;

/** Which occurrence an edit starts from, and whether it changes that one or the whole series. */
export const EditTarget = Obj({ meetingId: Type.Optional(Id()), scope: Default(EditScope, "all") });
export type EditTarget = Static<typeof EditTarget>;

/** The check of a form being written; `excludeScheduleId` is the schedule being edited. */
export const CheckTarget = Obj({ excludeScheduleId: Type.Optional(Id()), ...EditTarget.properties });
export type CheckTarget = Static<typeof CheckTarget>;

/** `meetingId` names the occurrence of a series. */
export const CancelTarget = Obj({ meetingId: Type.Optional(Id()) });
export type CancelTarget = Static<typeof CancelTarget>;

/** One meeting of a schedule: its start and end. */
export const Occurrence = Obj({ startAt: Type.Integer(), endAt: Type.Integer() });
export type Occurrence = Static<typeof Occurrence>;

/** A requested occurrence that collides with an existing booking of one of its rooms. */
export const Conflict = Obj({
  roomId: Type.String(),
  roomName: Type.String(),
  /** The requested occurrence. */
  startAt: Type.Integer(),
  endAt: Type.Integer(),
  /** The meeting it collides with; null when the caller may not see that meeting. */
  meetingName: NStr(),
});
export type Conflict = Static<typeof Conflict>;

/** The occurrences a save would book and what they collide with. */
export const ScheduleCheck = Obj({ occurrences: List(Occurrence), conflicts: List(Conflict) });
export type ScheduleCheck = Static<typeof ScheduleCheck>;

export const SavedSchedule = Obj({
  id: Type.String(),
  meetingIds: List(Type.String()),
  meetingNumber: Type.String(),
});
export type SavedSchedule = Static<typeof SavedSchedule>;

export const Cancelled = Obj({ cancelled: Type.Integer() });
export type Cancelled = Static<typeof Cancelled>;

/** A meeting of the caller's that starts now (at most a day long). */
export const InstantBody = Obj({
  name: Type.Optional(Str(0, MEETING_NAME_MAX)),
  roomIds: Type.Optional(Ids(100)),
  attendeeIds: Type.Optional(Ids(2000)),
  durationMinutes: Type.Optional(Int(1, 1440)),
});
export type InstantBody = Static<typeof InstantBody>;

/** The instant meeting started: its id, its schedule's and its number. */
export const InstantMeeting = Obj({
  id: Type.String(),
  scheduleId: Type.String(),
  meetingNumber: Type.String(),
});
export type InstantMeeting = Static<typeof InstantMeeting>;
