import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { LAYOUTS, MEETING_MODES, MEETING_STATUSES, MEETING_TYPES } from "#contract/limits/meetings";
import type { RecurrenceRule } from "#contract/schedules";
import { millis, searchColumns, searchIndexes, timestamps, users } from "./schema.ts";
import { files, resourcePools, rooms } from "./schema-devices.ts";

/**
 * Meetings (issue 4). A schedule holds what the schedule form sets; each of its occurrences is a
 * meeting (the list's row, spec §3 "Meeting (list)"); each meeting books each of the schedule's
 * rooms for its own time. Editing one occurrence of a series detaches it into a schedule of its
 * own (`parentId`), so every field of a schedule applies to all of its meetings.
 *
 * The no-double-booking rule lives in the database: `room_bookings` carries an exclusion
 * constraint (btree_gist) on (room_id =, [start_at, end_at) &&), added by hand in migration
 * 0002_meetings because drizzle-kit cannot express it.
 */
export type { RecurrenceRule };

export const schedules = pgTable(
  "schedules",
  {
    id: text("id").primaryKey(),
    parentId: text("parent_id"),
    /** An occurrence edited on its own: the start of the parent series' slot it replaces. */
    recurrenceId: millis("recurrence_id"),
    name: text("name").notNull(),
    type: text("type", { enum: MEETING_TYPES }).notNull(),
    /** First occurrence as chosen in the form (a series keeps its wall-clock times). */
    startAt: millis("start_at").notNull(),
    endAt: millis("end_at").notNull(),
    recurrence: jsonb("recurrence").$type<RecurrenceRule | null>(),
    meetingNumber: text("meeting_number").notNull(),
    customNumber: boolean("custom_number").notNull().default(false),
    hostToken: text("host_token").notNull(),
    creatorId: text("creator_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    hostId: text("host_id").references(() => users.id, { onDelete: "set null" }),
    isPublic: boolean("is_public").notNull().default(false),
    video: boolean("video").notNull().default(true),
    password: text("password"),
    agenda: text("agenda"),
    contact: text("contact"),
    contactPhone: text("contact_phone"),
    contactEmail: text("contact_email"),
    capacity: integer("capacity").notNull().default(100),
    live: boolean("live").notNull().default(false),
    waitingRoom: boolean("waiting_room").notNull().default(false),
    joinByApp: boolean("join_by_app").notNull().default(true),
    joinByTerminal: boolean("join_by_terminal").notNull().default(true),
    mode: text("mode", { enum: MEETING_MODES }).notNull().default("DISCUSSION"),
    mainVenueRoomId: text("main_venue_room_id").references(() => rooms.id, { onDelete: "set null" }),
    layout: text("layout", { enum: LAYOUTS }).notNull().default("AUTO"),
    bandwidth: integer("bandwidth").notNull().default(0),
    joinMute: boolean("join_mute").notNull().default(false),
    autoCall: boolean("auto_call").notNull().default(false),
    /** The resource pool whose MCUs run its meetings; null: any MCU. */
    poolId: text("pool_id").references(() => resourcePools.id, { onDelete: "set null" }),
    instant: boolean("instant").notNull().default(false),
    cancelledAt: millis("cancelled_at"),
    ...searchColumns("name", "meeting_number", "contact"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("schedules_meeting_number_idx").on(t.meetingNumber).where(sql`${t.cancelledAt} is null`),
    uniqueIndex("schedules_host_token_idx").on(t.hostToken),
    index("schedules_creator_idx").on(t.creatorId),
    index("schedules_host_idx").on(t.hostId),
    index("schedules_public_idx").on(t.isPublic),
    index("schedules_parent_idx").on(t.parentId),
    index("schedules_name_idx").on(t.name),
    ...searchIndexes("schedules", t),
  ],
);

export const meetings = pgTable(
  "meetings",
  {
    id: text("id").primaryKey(),
    scheduleId: text("schedule_id")
      .notNull()
      .references(() => schedules.id, { onDelete: "cascade" }),
    startAt: millis("start_at").notNull(),
    endAt: millis("end_at").notNull(),
    status: text("status", { enum: MEETING_STATUSES }).notNull().default("SCHEDULE"),
    /** When the meeting was ended early (DELETE /meetings/{id}); endAt then holds that moment. */
    endedAt: millis("ended_at"),
    endedBy: text("ended_by").references(() => users.id, { onDelete: "set null" }),
    cancelledAt: millis("cancelled_at"),
    /**
     * The schedule's host, kept by triggers (migration 0023): the hosted tab walks a host's meetings
     * in start order instead of probing every meeting's schedule or reading every hosted schedule.
     */
    hostId: text("host_id"),
    ...timestamps,
  },
  (t) => {
    // The list pages walk these in order. "Open" (not OFFLINE) is what /home lists: the settler
    // moves ended meetings out, so that index never grows with the past. end_at, status and
    // schedule_id ride along so that a walk or a count filters and joins without reading the table.
    const active = sql`${t.cancelledAt} is null`;
    const open = sql`${t.cancelledAt} is null and ${t.status} <> 'OFFLINE'`;
    return [
      index("meetings_schedule_idx").on(t.scheduleId, t.startAt),
      index("meetings_start_idx").on(t.startAt, t.id, t.endAt, t.status, t.scheduleId).where(active),
      index("meetings_open_start_idx").on(t.startAt, t.id, t.endAt, t.status, t.scheduleId).where(open),
      index("meetings_open_host_idx")
        .on(t.hostId, t.startAt, t.id, t.endAt, t.status, t.scheduleId)
        .where(open),
      index("meetings_end_idx").on(t.endAt, t.id).where(active),
      index("meetings_open_end_idx").on(t.endAt, t.id).where(open),
      index("meetings_status_end_idx").on(t.status, t.endAt),
    ];
  },
);

export const scheduleRooms = pgTable(
  "schedule_rooms",
  {
    scheduleId: text("schedule_id")
      .notNull()
      .references(() => schedules.id, { onDelete: "cascade" }),
    roomId: text("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.roomId] }), index("schedule_rooms_room_idx").on(t.roomId)],
);

/** One row per meeting and room; the exclusion constraint (migration 0002) forbids overlaps per room. */
export const roomBookings = pgTable(
  "room_bookings",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    meetingId: text("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    roomId: text("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    startAt: millis("start_at").notNull(),
    endAt: millis("end_at").notNull(),
  },
  (t) => [
    uniqueIndex("room_bookings_meeting_room_idx").on(t.meetingId, t.roomId),
    index("room_bookings_room_time_idx").on(t.roomId, t.startAt),
  ],
);

export const scheduleAttendees = pgTable(
  "schedule_attendees",
  {
    scheduleId: text("schedule_id")
      .notNull()
      .references(() => schedules.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.scheduleId, t.userId] }),
    index("schedule_attendees_user_idx").on(t.userId, t.scheduleId),
  ],
);

export const scheduleFiles = pgTable(
  "schedule_files",
  {
    scheduleId: text("schedule_id")
      .notNull()
      .references(() => schedules.id, { onDelete: "cascade" }),
    fileId: text("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.fileId] })],
);
