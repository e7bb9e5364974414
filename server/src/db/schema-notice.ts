import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import {
  MAIL_SECURITIES,
  NOTICE_CHANNELS,
  NOTICE_EVENTS,
  NOTICE_LANGUAGES,
  OUTBOX_STATUSES,
} from "#contract/limits/notice";
import { millis } from "./schema.ts";

/**
 * Notifications: the templates an administrator changed (the others are the shipped defaults), the
 * mail server (one row), the calendar event each schedule is sent as, and the outbox of sends that a
 * worker delivers and retries (so that a mail server that is down never blocks a booking).
 */
export const noticeTemplates = pgTable("notice_templates", {
  /** `<channel>_<event>`, e.g. EMAIL_SCHEDULED. */
  id: text("id").primaryKey(),
  enabled: boolean("enabled").notNull(),
  subjectZh: text("subject_zh").notNull(),
  subjectEn: text("subject_en").notNull(),
  bodyZh: text("body_zh").notNull(),
  bodyEn: text("body_en").notNull(),
  updatedAt: millis("updated_at").notNull(),
});

export const mailSettings = pgTable("mail_settings", {
  id: text("id").primaryKey(),
  enabled: boolean("enabled").notNull(),
  host: text("host").notNull(),
  port: integer("port").notNull(),
  security: text("security", { enum: MAIL_SECURITIES }).notNull(),
  username: text("username"),
  /** AES-256-GCM under the server key (lib/secret-box.ts); never answered. */
  passwordSealed: text("password_sealed"),
  fromAddress: text("from_address").notNull(),
  fromName: text("from_name"),
  language: text("language", { enum: NOTICE_LANGUAGES }).notNull(),
  updatedAt: millis("updated_at").notNull(),
});

/**
 * The iCalendar event of a schedule: its UID (fixed at the first send) and SEQUENCE (raised by each
 * later send), and who was last invited, so that a person taken off the list gets a cancellation.
 */
export const calendarEvents = pgTable("calendar_events", {
  scheduleId: text("schedule_id").primaryKey(),
  uid: text("uid").notNull(),
  sequence: integer("sequence").notNull(),
  /** The e-mail addresses of the last invitation, lower case. */
  invited: text("invited").array().notNull(),
  /** The UIDs of the separate single meetings a series Outlook cannot express was last sent as. */
  singleUids: text("single_uids").array().notNull().default([]),
  updatedAt: millis("updated_at").notNull(),
});

export const noticeOutbox = pgTable(
  "notice_outbox",
  {
    id: text("id").primaryKey(),
    channel: text("channel", { enum: NOTICE_CHANNELS }).notNull(),
    event: text("event", { enum: NOTICE_EVENTS }),
    /** An e-mail address, a phone number or an account, by channel. */
    recipient: text("recipient").notNull(),
    recipientName: text("recipient_name"),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** The iCalendar invitation attached to an e-mail, and its METHOD (REQUEST or CANCEL). */
    ics: text("ics"),
    icsMethod: text("ics_method"),
    scheduleId: text("schedule_id"),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** When a worker may take it next: a worker that takes it moves this past its send (a lease). */
    nextAttemptAt: millis("next_attempt_at").notNull(),
    createdAt: millis("created_at").notNull(),
    sentAt: millis("sent_at"),
  },
  (t) => [
    index("notice_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'PENDING'`),
    index("notice_outbox_created_idx").on(t.createdAt, t.id),
    index("notice_outbox_status_created_idx").on(t.status, t.createdAt, t.id),
  ],
);
