import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { CALL_PROTOCOLS } from "#contract/limits/devices";
import {
  ABNORMAL_REASONS,
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  CALL_END_REASONS,
  CALL_QUALITIES,
  CONTROL_LAYOUTS,
  PARTICIPANT_STATUSES,
} from "#contract/limits/live";
import { MEETING_MODES } from "#contract/limits/meetings";
import type { LiveDelta } from "#contract/live-events";
import type { OnScreenMessage, WhiteListEntry } from "#contract/live-meetings";
import type { AuditValues } from "#contract/meeting-audit";
import { millis, timestamps, users } from "./schema.ts";
import { mcuServers, rooms, terminals } from "./schema-devices.ts";
import { meetings } from "./schema-meetings.ts";

/**
 * Live meetings: what runs on the MCUs now, kept in the database so that any instance can read it
 * and another can take a meeting over. A meeting gets its live row when the driver starts it on a
 * bridge; its status stays in `meetings.status` (the lists read it there).
 *
 * Hand-written in migration 0010_live: the single row of `live_sequence`, and the trigger that
 * makes `meeting_audit` append-only.
 */
export const liveMeetings = pgTable(
  "live_meetings",
  {
    meetingId: text("meeting_id")
      .primaryKey()
      .references(() => meetings.id, { onDelete: "cascade" }),
    /** The master MCU the conference was created on; participants may overflow to others of the pool. */
    mcuId: text("mcu_id").references(() => mcuServers.id, { onDelete: "set null" }),
    /** The conference's id on the bridge. */
    bridgeRef: text("bridge_ref"),
    locked: boolean("locked").notNull().default(false),
    mode: text("mode", { enum: MEETING_MODES }).notNull(),
    password: text("password"),
    layout: text("layout", { enum: CONTROL_LAYOUTS }).notNull(),
    panes: jsonb("panes").$type<(string | null)[]>().notNull().default([]),
    message: jsonb("message").$type<OnScreenMessage | null>(),
    whiteList: jsonb("white_list").$type<WhiteListEntry[]>().notNull().default([]),
    activeSpeakerId: text("active_speaker_id"),
    joinMute: boolean("join_mute").notNull().default(false),
    autoCall: boolean("auto_call").notNull().default(false),
    autoRecording: boolean("auto_recording").notNull().default(false),
    autoStreaming: boolean("auto_streaming").notNull().default(false),
    abnormalReason: text("abnormal_reason", { enum: ABNORMAL_REASONS }),
    extendedMinutes: integer("extended_minutes").notNull().default(0),
    startedAt: millis("started_at"),
    endedAt: millis("ended_at"),
    /** The last simulated second (the simulator's random events are drawn per second). */
    simSecond: bigint("sim_second", { mode: "number" }),
    /** The instance driving it now, for the monitors (the advisory lock is what decides). */
    driverInstance: text("driver_instance"),
    ...timestamps,
  },
  (t) => [index("live_meetings_mcu_idx").on(t.mcuId)],
);

export const participants = pgTable(
  "participants",
  {
    id: text("id").primaryKey(),
    meetingId: text("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    mcuId: text("mcu_id").references(() => mcuServers.id, { onDelete: "set null" }),
    callAddress: text("call_address").notNull(),
    /** addressKey(callAddress): one participant per address and meeting. */
    addressKey: text("address_key").notNull(),
    protocol: text("protocol", { enum: CALL_PROTOCOLS }).notNull(),
    roomId: text("room_id").references(() => rooms.id, { onDelete: "set null" }),
    terminalId: text("terminal_id").references(() => terminals.id, { onDelete: "set null" }),
    callDirection: boolean("call_direction").notNull().default(true),
    status: text("status", { enum: PARTICIPANT_STATUSES }).notNull(),
    isMainVenue: boolean("is_main_venue").notNull().default(false),
    top: boolean("top").notNull().default(false),
    microphone: boolean("microphone").notNull().default(true),
    speaker: boolean("speaker").notNull().default(true),
    presentation: boolean("presentation").notNull().default(false),
    layout: text("layout", { enum: CONTROL_LAYOUTS }),
    sort: integer("sort").notNull().default(0),
    quality: text("quality", { enum: CALL_QUALITIES }),
    /** When the current (or last) dial started; the simulator settles it a seeded delay later. */
    dialledAt: millis("dialled_at"),
    /** Dials so far: the simulator draws each attempt's outcome afresh. */
    attempt: integer("attempt").notNull().default(0),
    connectedAt: millis("connected_at"),
    disconnectedAt: millis("disconnected_at"),
    disconnectReason: text("disconnect_reason", { enum: CALL_END_REASONS }),
    /** The call's id on its bridge. */
    bridgeCallRef: text("bridge_call_ref"),
    /** The open call detail record of the current call. */
    callRecordId: text("call_record_id"),
    /** A browser's Janus session and VideoRoom handle (WEBRTC), whose end ends its call. */
    bridgeSession: text("bridge_session"),
    bridgeHandle: text("bridge_handle"),
    ...timestamps,
  },
  (t) => [
    index("participants_meeting_idx").on(t.meetingId, t.sort),
    uniqueIndex("participants_address_idx").on(t.meetingId, t.addressKey),
    index("participants_terminal_idx").on(t.terminalId).where(sql`${t.status} <> 'OFFLINE'`),
    index("participants_mcu_idx").on(t.mcuId).where(sql`${t.status} <> 'OFFLINE'`),
    index("participants_bridge_session_idx")
      .on(t.mcuId, t.bridgeSession)
      .where(sql`${t.bridgeSession} is not null and ${t.status} <> 'OFFLINE'`),
  ],
);

/** A call detail record: one per dial, with when it connected and disconnected (the reports read it). */
export const callRecords = pgTable(
  "call_records",
  {
    id: text("id").primaryKey(),
    meetingId: text("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    participantId: text("participant_id"),
    name: text("name").notNull(),
    callAddress: text("call_address").notNull(),
    protocol: text("protocol", { enum: CALL_PROTOCOLS }).notNull(),
    terminalId: text("terminal_id"),
    roomId: text("room_id"),
    mcuId: text("mcu_id"),
    callDirection: boolean("call_direction").notNull(),
    dialledAt: millis("dialled_at").notNull(),
    connectedAt: millis("connected_at"),
    disconnectedAt: millis("disconnected_at"),
    endReason: text("end_reason", { enum: CALL_END_REASONS }),
  },
  (t) => [
    index("call_records_meeting_idx").on(t.meetingId, t.dialledAt),
    index("call_records_terminal_idx").on(t.terminalId, t.dialledAt),
    index("call_records_dialled_idx").on(t.dialledAt),
  ],
);

/**
 * The audit trail: append-only (a trigger refuses UPDATE and DELETE but for the cascade of a
 * deleted meeting). The actor's name is kept as it was; no foreign key, so that a deleted user
 * leaves the trail as it is.
 */
export const meetingAudit = pgTable(
  "meeting_audit",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    meetingId: text("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    at: millis("at").notNull(),
    actorId: text("actor_id"),
    actorName: text("actor_name"),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text("target_type", { enum: AUDIT_TARGET_TYPES }).notNull(),
    targetId: text("target_id").notNull(),
    targetName: text("target_name").notNull(),
    before: jsonb("before").$type<AuditValues>().notNull(),
    after: jsonb("after").$type<AuditValues>().notNull(),
  },
  (t) => [index("meeting_audit_meeting_idx").on(t.meetingId, t.id)],
);

/**
 * The change feed: one row per committed change, numbered by `live_sequence` inside the change's
 * own transaction, so that rows become visible in the order of their numbers (a reader that has
 * seen seq n has seen every seq below it). NOTIFY carries only the number.
 */
export const liveEvents = pgTable(
  "live_events",
  {
    seq: bigint("seq", { mode: "number" }).primaryKey(),
    meetingId: text("meeting_id"),
    at: millis("at").notNull(),
    deltas: jsonb("deltas").$type<LiveDelta[]>().notNull(),
  },
  (t) => [index("live_events_meeting_idx").on(t.meetingId, t.seq), index("live_events_at_idx").on(t.at)],
);

/** One row (id 1): the last number given to a change. Its row lock orders the feed. */
export const liveSequence = pgTable("live_sequence", {
  id: integer("id").primaryKey(),
  seq: bigint("seq", { mode: "number" }).notNull(),
});

/** Single-use stream tickets (an EventSource cannot send the token header); stored hashed. */
export const liveStreamTickets = pgTable(
  "live_stream_tickets",
  {
    hash: text("hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id").notNull(),
    meetingId: text("meeting_id"),
    createdAt: millis("created_at").notNull(),
    expiresAt: millis("expires_at").notNull(),
    usedAt: millis("used_at"),
  },
  (t) => [index("live_stream_tickets_expires_idx").on(t.expiresAt)],
);
