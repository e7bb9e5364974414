import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { millis } from "./schema.ts";
import { rooms, sensors } from "./schema-devices.ts";

/**
 * Presence readings of the rooms' sensors: one row per span in which a sensor saw someone in its
 * room. Booked versus used (docs/reports.md) reads them beside the bookings and the call records.
 */
export const presenceReadings = pgTable(
  "presence_readings",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    roomId: text("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    sensorId: text("sensor_id").references(() => sensors.id, { onDelete: "set null" }),
    startAt: millis("start_at").notNull(),
    endAt: millis("end_at").notNull(),
  },
  (t) => [index("presence_readings_room_time_idx").on(t.roomId, t.startAt, t.endAt)],
);

/**
 * The reports' roll-ups (docs/reports-rollups.md), one row per meeting and one per room booking, holding
 * what the reports group by, already joined and summed: the organiser and their department, the
 * participants and connected milliseconds, a booking's joined, present and used time. Maintained
 * incrementally: triggers (hand-written in migration 0011_reports) put the id of every meeting whose
 * inputs change into `report_dirty`; reports/rollups.ts recomputes those rows before a
 * report reads them (and keeps running meetings dirty until they end).
 */
export const reportMeetings = pgTable(
  "report_meetings",
  {
    meetingId: text("meeting_id").primaryKey(),
    scheduleId: text("schedule_id").notNull(),
    name: text("name").notNull(),
    number: text("number").notNull(),
    type: text("type").notNull(),
    startAt: millis("start_at").notNull(),
    endAt: millis("end_at").notNull(),
    organiserId: text("organiser_id").notNull(),
    hostId: text("host_id"),
    deptId: text("dept_id"),
    participants: integer("participants").notNull(),
    connectedMs: millis("connected_ms").notNull(),
    /** The most participants connected at once, and the first instant it was reached (null: none). */
    peakParticipants: integer("peak_participants").notNull().default(0),
    peakAt: millis("peak_at"),
  },
  (t) => [
    index("report_meetings_start_idx").on(t.startAt, t.endAt),
    index("report_meetings_peak_idx").on(t.peakParticipants.desc(), t.peakAt),
    index("report_meetings_organiser_idx").on(t.organiserId, t.startAt),
    index("report_meetings_host_idx").on(t.hostId, t.startAt),
  ],
);

export const reportBookings = pgTable(
  "report_bookings",
  {
    bookingId: bigint("booking_id", { mode: "number" }).primaryKey(),
    meetingId: text("meeting_id").notNull(),
    roomId: text("room_id").notNull(),
    roomDeptId: text("room_dept_id"),
    organiserId: text("organiser_id").notNull(),
    organiserDeptId: text("organiser_dept_id"),
    name: text("name").notNull(),
    number: text("number").notNull(),
    type: text("type").notNull(),
    startAt: millis("start_at").notNull(),
    endAt: millis("end_at").notNull(),
    joinedMs: millis("joined_ms").notNull(),
    /** Null: the room has no sensors. */
    presentMs: millis("present_ms"),
    usedMs: millis("used_ms").notNull(),
    /** The used spans (int8multirange, for the heat map), as text. */
    used: text("used").notNull(),
    held: boolean("held").notNull(),
  },
  (t) => [
    index("report_bookings_start_idx").on(t.startAt),
    index("report_bookings_room_idx").on(t.roomId, t.startAt),
    index("report_bookings_meeting_idx").on(t.meetingId),
  ],
);

/** Meetings whose report rows must be recomputed. */
export const reportDirty = pgTable("report_dirty", { meetingId: text("meeting_id").primaryKey() });

/**
 * Each meeting of `report_meetings` cut at the organisation's local midnights: the milliseconds it
 * runs on each local day (a meeting crossing midnight has two rows). Depends on the time zone
 * setting: changing it queues every meeting again.
 */
export const reportMeetingDays = pgTable(
  "report_meeting_days",
  {
    meetingId: text("meeting_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    ms: millis("ms").notNull(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.day] }), index("report_meeting_days_day_idx").on(t.day)],
);

/**
 * The daily roll-up of `report_meeting_days` the meeting reports read (figures, bars, types, trends):
 * per local day, organiser's department, meeting type and organiser, the meetings running that day,
 * those of them that started that day (the others are carried over from the day before), their
 * milliseconds that day, and the participants and connected milliseconds of the meetings that started
 * (and, apart, of the carried ones): a range counts a meeting once, on its first day inside the range.
 * Only meetings started by the last refresh are in it. reports/rollups.ts recomputes the days
 * of every meeting it recomputes.
 */
export const reportDays = pgTable(
  "report_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    deptId: text("dept_id"),
    type: text("type").notNull(),
    organiserId: text("organiser_id").notNull(),
    meetings: integer("meetings").notNull(),
    started: integer("started").notNull(),
    ms: millis("ms").notNull(),
    participants: integer("participants").notNull(),
    connectedMs: millis("connected_ms").notNull(),
    carriedParticipants: integer("carried_participants").notNull(),
    carriedConnectedMs: millis("carried_connected_ms").notNull(),
  },
  (t) => [
    index("report_days_day_idx").on(t.day, t.deptId, t.type),
    // Covering: the top organisers sum a few organisers' rows from the index alone.
    index("report_days_organiser_idx").on(
      t.organiserId,
      t.day,
      t.type,
      t.deptId,
      t.meetings,
      t.started,
      t.ms,
    ),
  ],
);

/**
 * `report_days` summed per local calendar month (its first day), read for the whole months of a
 * range: the meetings running in the month, those that started in it, and those carried over into
 * its first day (with their participants and connected milliseconds apart), as for a day.
 */
export const reportMonths = pgTable(
  "report_months",
  {
    month: date("month", { mode: "string" }).notNull(),
    deptId: text("dept_id"),
    type: text("type").notNull(),
    organiserId: text("organiser_id").notNull(),
    meetings: integer("meetings").notNull(),
    started: integer("started").notNull(),
    ms: millis("ms").notNull(),
    participants: integer("participants").notNull(),
    connectedMs: millis("connected_ms").notNull(),
    carriedParticipants: integer("carried_participants").notNull(),
    carriedConnectedMs: millis("carried_connected_ms").notNull(),
  },
  (t) => [
    index("report_months_month_idx").on(t.month, t.deptId, t.type),
    index("report_months_organiser_idx").on(
      t.organiserId,
      t.month,
      t.type,
      t.deptId,
      t.meetings,
      t.started,
      t.ms,
    ),
  ],
);

/** The columns of a subtree roll-up: those of `report_days`, and apart the department's own meetings. */
const subtreeColumns = {
  /** The department whose subtree (itself and every department below) is summed; '0': the organisation. */
  deptId: text("dept_id").notNull(),
  type: text("type").notNull(),
  meetings: integer("meetings").notNull(),
  started: integer("started").notNull(),
  ms: millis("ms").notNull(),
  participants: integer("participants").notNull(),
  connectedMs: millis("connected_ms").notNull(),
  carriedParticipants: integer("carried_participants").notNull(),
  carriedConnectedMs: millis("carried_connected_ms").notNull(),
  /** Of the meetings organised in the department itself (not below). */
  ownMeetings: integer("own_meetings").notNull(),
  ownStarted: integer("own_started").notNull(),
  ownMs: millis("own_ms").notNull(),
};

/**
 * `report_days` summed per department over its subtree (and over the whole organisation, '0',
 * meetings without a department included), per local day and meeting type: the figures, department
 * bars and trends read one row per department, day and type instead of one per organiser. A change of
 * the department tree empties it (trigger of migration 0019), and the next refresh sums it again.
 */
export const reportSubtreeDays = pgTable(
  "report_subtree_days",
  { day: date("day", { mode: "string" }).notNull(), ...subtreeColumns },
  (t) => [primaryKey({ columns: [t.deptId, t.day, t.type] }), index("report_subtree_days_day_idx").on(t.day)],
);

/** `report_months` summed per department over its subtree, as `report_subtree_days`. */
export const reportSubtreeMonths = pgTable(
  "report_subtree_months",
  { month: date("month", { mode: "string" }).notNull(), ...subtreeColumns },
  (t) => [
    primaryKey({ columns: [t.deptId, t.month, t.type] }),
    index("report_subtree_months_month_idx").on(t.month),
  ],
);

/**
 * Each organiser's meetings of `report_meetings` per department (the organiser's): a bound on what
 * any range counts for them, by which the top organisers of a long range are found among a few
 * candidates instead of summing every organiser's days.
 */
export const reportOrganisers = pgTable(
  "report_organisers",
  {
    organiserId: text("organiser_id").notNull(),
    deptId: text("dept_id"),
    meetings: integer("meetings").notNull(),
  },
  (t) => [
    index("report_organisers_organiser_idx").on(t.organiserId),
    index("report_organisers_meetings_idx").on(t.meetings, t.deptId, t.organiserId),
  ],
);

/**
 * Each meeting of `report_meetings` with every user it belongs to and how (`roles`: 1 organised, 2
 * hosted, 4 invited; or-ed), with its times: the personal report's meetings of a user, read by the
 * user's index. Recomputed with the meeting (an invitation added or removed queues it: trigger of
 * migration 0022_report_people).
 */
export const reportMeetingUsers = pgTable(
  "report_meeting_users",
  {
    meetingId: text("meeting_id").notNull(),
    userId: text("user_id").notNull(),
    roles: integer("roles").notNull(),
    startAt: millis("start_at").notNull(),
    endAt: millis("end_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.userId] }),
    index("report_meeting_users_user_idx").on(t.userId, t.startAt, t.meetingId),
  ],
);

/**
 * The personal report's daily roll-up: per user, local day, meeting type and roles (as in
 * `report_meeting_users`), the user's meetings running that day, those of them that started that
 * day, and their milliseconds that day (a range counts a meeting on its first day inside it, as
 * `report_days`). Only meetings started by the last refresh are in it.
 */
export const reportUserDays = pgTable(
  "report_user_days",
  {
    userId: text("user_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    type: text("type").notNull(),
    roles: integer("roles").notNull(),
    meetings: integer("meetings").notNull(),
    started: integer("started").notNull(),
    ms: millis("ms").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.type, t.roles] })],
);

/** `report_user_days` per room the meetings booked (a meeting counts once per room), without the roles. */
export const reportUserRooms = pgTable(
  "report_user_rooms",
  {
    userId: text("user_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    type: text("type").notNull(),
    roomId: text("room_id").notNull(),
    meetings: integer("meetings").notNull(),
    started: integer("started").notNull(),
    ms: millis("ms").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.type, t.roomId] })],
);

/**
 * Concurrency per local hour of the whole organisation (the concurrency reports without a department
 * filter): the most meetings running at once and the most participants connected at once in the
 * hour, each with the first instant it was reached, per meeting type and for all types (type '').
 * The hour's local day, weekday (0 Monday) and hour are stored beside it: the peaks per day and the
 * heat map group by them. Recomputed for every local day a recomputed meeting ran on.
 */
export const reportHours = pgTable(
  "report_hours",
  {
    hourStart: millis("hour_start").notNull(),
    localHour: timestamp("local_hour", { mode: "string" }).notNull(),
    type: text("type").notNull(),
    meetingsPeak: integer("meetings_peak").notNull(),
    meetingsAt: millis("meetings_at"),
    participantsPeak: integer("participants_peak").notNull(),
    participantsAt: millis("participants_at"),
    localDay: date("local_day", { mode: "string" }).notNull().generatedAlwaysAs(sql`local_hour::date`),
    weekday: smallint("weekday")
      .notNull()
      .generatedAlwaysAs(sql`(extract(isodow from local_hour) - 1)::smallint`),
    hour: smallint("hour").notNull().generatedAlwaysAs(sql`extract(hour from local_hour)::smallint`),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.hourStart] }),
    // Covering: a range's hours are read from the index alone.
    index("report_hours_levels_idx").on(
      t.type,
      t.hourStart,
      t.localHour,
      t.localDay,
      t.weekday,
      t.hour,
      t.meetingsPeak,
      t.meetingsAt,
      t.participantsPeak,
      t.participantsAt,
    ),
  ],
);

/**
 * Booked versus used per local day of the bookings' start (ended by the watermark), grouped three
 * ways (by room, by the organiser's department, by organiser) within the room's department and the
 * meeting type, and the heat map's booked and used milliseconds per weekday × local hour (grouping
 * 'cell', key 'weekday:hour'; the counts are 0 there). Without a department or room filter the reports
 * read the same over every room's department: 'org-cell' for the heat map, 'org' (key '') for every
 * booking. The room reports and booked versus used read these for the days at a range's ends, and
 * `report_room_months` for its whole months. Recomputed for the start days of the bookings of
 * every recomputed meeting (all of them after a time zone change).
 */
export const reportRoomDays = pgTable(
  "report_room_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    /**
     * What the rows are grouped by: room, department (the organiser's), organiser, cell; org-cell (a
     * cell) and org (key '': all bookings) over every room's department, room_dept_id null.
     */
    grouping: text("grouping").notNull(),
    /** The room, department ('' for none) or organiser id, or the cell's 'weekday:hour'. */
    key: text("key").notNull(),
    roomDeptId: text("room_dept_id"),
    type: text("type").notNull(),
    bookings: integer("bookings").notNull(),
    used: integer("used").notNull(),
    partlyUsed: integer("partly_used").notNull(),
    noShow: integer("no_show").notNull(),
    ghost: integer("ghost").notNull(),
    bookedMs: millis("booked_ms").notNull(),
    usedMs: millis("used_ms").notNull(),
    freedMs: millis("freed_ms").notNull(),
  },
  (t) => [
    index("report_room_days_day_idx").on(t.day, t.grouping),
    // Covering: a grouping's rows of a range are summed from the index alone.
    index("report_room_days_grouping_idx").on(
      t.grouping,
      t.day,
      t.key,
      t.roomDeptId,
      t.type,
      t.bookings,
      t.used,
      t.partlyUsed,
      t.noShow,
      t.ghost,
      t.bookedMs,
      t.usedMs,
      t.freedMs,
    ),
    // Covering, by key: the groups that free the most are summed one by one.
    index("report_room_days_key_idx").on(
      t.grouping,
      t.key,
      t.day,
      t.roomDeptId,
      t.type,
      t.bookings,
      t.used,
      t.partlyUsed,
      t.noShow,
      t.ghost,
      t.bookedMs,
      t.usedMs,
      t.freedMs,
    ),
  ],
);

/** `report_room_days` summed per local calendar month (its first day). */
export const reportRoomMonths = pgTable(
  "report_room_months",
  {
    month: date("month", { mode: "string" }).notNull(),
    /**
     * What the rows are grouped by: room, department (the organiser's), organiser, cell; org-cell (a
     * cell) and org (key '': all bookings) over every room's department, room_dept_id null.
     */
    grouping: text("grouping").notNull(),
    /** The room, department ('' for none) or organiser id, or the cell's 'weekday:hour'. */
    key: text("key").notNull(),
    roomDeptId: text("room_dept_id"),
    type: text("type").notNull(),
    bookings: integer("bookings").notNull(),
    used: integer("used").notNull(),
    partlyUsed: integer("partly_used").notNull(),
    noShow: integer("no_show").notNull(),
    ghost: integer("ghost").notNull(),
    bookedMs: millis("booked_ms").notNull(),
    usedMs: millis("used_ms").notNull(),
    freedMs: millis("freed_ms").notNull(),
  },
  (t) => [
    index("report_room_months_month_idx").on(t.month, t.grouping),
    // Covering: a grouping's rows of a range are summed from the index alone.
    index("report_room_months_grouping_idx").on(
      t.grouping,
      t.month,
      t.key,
      t.roomDeptId,
      t.type,
      t.bookings,
      t.used,
      t.partlyUsed,
      t.noShow,
      t.ghost,
      t.bookedMs,
      t.usedMs,
      t.freedMs,
    ),
    // Covering, by key: the groups that free the most are summed one by one.
    index("report_room_months_key_idx").on(
      t.grouping,
      t.key,
      t.month,
      t.roomDeptId,
      t.type,
      t.bookings,
      t.used,
      t.partlyUsed,
      t.noShow,
      t.ghost,
      t.bookedMs,
      t.usedMs,
      t.freedMs,
    ),
  ],
);

/**
 * Booked versus used's groups by department, by organiser and by room summed over every month of
 * `report_room_months`: a bound on what any range books and frees for a key, by which the groups
 * that free the most (and the rooms booked the most) are found among a few candidates. Kept by the
 * refresh as it rewrites days.
 */
export const reportRoomKeys = pgTable(
  "report_room_keys",
  {
    grouping: text("grouping").notNull(),
    key: text("key").notNull(),
    bookings: integer("bookings").notNull(),
    bookedMs: millis("booked_ms").notNull(),
    freedMs: millis("freed_ms").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.grouping, t.key] }),
    index("report_room_keys_freed_idx").on(t.grouping, t.freedMs, t.key),
    index("report_room_keys_booked_idx").on(t.grouping, t.bookedMs, t.key),
  ],
);

/** A set of local days (PostgreSQL datemultirange), as its text. */
const dateSet = customType<{ data: string }>({ dataType: () => "datemultirange" });

/**
 * Each room's booked days (the local start days of its ended bookings, as report_room_days has them)
 * per meeting type and for all types (type ''), within the room's department: the room figure of the
 * room totals counts the rooms whose days meet the range, one row per room instead of one per room,
 * month and type. Summed again for the rooms whose days the refresh rewrites.
 */
export const reportRoomBooked = pgTable(
  "report_room_booked",
  {
    type: text("type").notNull(),
    roomId: text("room_id").notNull(),
    roomDeptId: text("room_dept_id"),
    days: dateSet("days").notNull(),
  },
  (t) => [index("report_room_booked_type_idx").on(t.type, t.roomId)],
);

/** When the roll-ups last took in the meetings running or started by then (one row). */
export const reportRefresh = pgTable("report_refresh", {
  id: integer("id").primaryKey(),
  refreshedAt: millis("refreshed_at").notNull(),
});
