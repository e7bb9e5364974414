/**
 * Notifications: templates, their channels and events, and the mail server they go out through.
 */

/** Notifications: the channels a template is sent through, and the meeting events that send one. */
export const NOTICE_CHANNELS = ["EMAIL", "IM", "SMS"] as const;
export const NOTICE_EVENTS = ["SCHEDULED", "UPDATED", "CANCELLED"] as const;
/** What a template may name between double braces, e.g. {{meetingName}}. */
export const NOTICE_PLACEHOLDERS = [
  "meetingName",
  "startTime",
  "endTime",
  "rooms",
  "meetingNumber",
  "host",
] as const;
export const NOTICE_SUBJECT_MAX = 200;
export const NOTICE_BODY_MAX = 4000;
/** How the server talks to the mail server: plain, upgraded with STARTTLS, or TLS from the start. */
export const MAIL_SECURITIES = ["NONE", "STARTTLS", "TLS"] as const;
export const MAIL_HOST_MAX = 253;
/** A mail address as the forms check it (one @, a dot in the domain, no spaces). */
export const EMAIL_PATTERN = "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$";
/** A queued send: waiting (or between retries), sent, or given up after its last retry. */
export const OUTBOX_STATUSES = ["PENDING", "SENT", "FAILED"] as const;
/** The languages a notification can be written in. */
export const NOTICE_LANGUAGES = ["zh-CN", "en-US"] as const;
