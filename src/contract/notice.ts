/**
 * Notifications: the templates of spec §7 (/system/template*), the mail server of the notice tab,
 * its test message, the queue of sends with their failures, and the IM
 * and SMS gateways. The mail server's password is write-only: it travels encrypted like a login
 * password and no answer carries it.
 */
import {
  EMAIL_PATTERN,
  MAIL_HOST_MAX,
  MAIL_SECURITIES,
  NOTICE_BODY_MAX,
  NOTICE_CHANNELS,
  NOTICE_EVENTS,
  NOTICE_LANGUAGES,
  NOTICE_SUBJECT_MAX,
  OUTBOX_STATUSES,
} from "#contract/limits/notice";
import { EMAIL_MAX } from "#contract/limits/people";
import { ListQuery } from "#contract/list";
import { NInt, NStr } from "#contract/records";
import { Enum, Id, Int, Nullable, Obj, type Static, Str, Type } from "#contract/schema";

export const NoticeChannel = Enum(NOTICE_CHANNELS);
export type NoticeChannel = Static<typeof NoticeChannel>;
export const NoticeEvent = Enum(NOTICE_EVENTS);
export type NoticeEvent = Static<typeof NoticeEvent>;
export const NoticeLanguage = Enum(NOTICE_LANGUAGES);
export type NoticeLanguage = Static<typeof NoticeLanguage>;

/** A template: one per channel and meeting event, written in both languages (IM and SMS have no subject). */
export const NoticeTemplate = Obj({
  id: Type.String(),
  channel: NoticeChannel,
  event: NoticeEvent,
  enabled: Type.Boolean(),
  subjectZh: Type.String(),
  subjectEn: Type.String(),
  bodyZh: Type.String(),
  bodyEn: Type.String(),
  /** Null while the template is the shipped default. */
  updatedAt: NInt(),
});
export type NoticeTemplate = Static<typeof NoticeTemplate>;

export const NoticeTemplateQuery = ListQuery({ channel: NoticeChannel });
export type NoticeTemplateQuery = Static<typeof NoticeTemplateQuery>;

export const NoticeTemplateBody = Obj({
  enabled: Type.Boolean(),
  subjectZh: Str(0, NOTICE_SUBJECT_MAX),
  subjectEn: Str(0, NOTICE_SUBJECT_MAX),
  bodyZh: Str(1, NOTICE_BODY_MAX),
  bodyEn: Str(1, NOTICE_BODY_MAX),
});
export type NoticeTemplateBody = Static<typeof NoticeTemplateBody>;

export const TemplateParams = Obj({ templateId: Id() });
export const TemplateEnableParams = Obj({ templateId: Id(), enable: Enum(["true", "false"] as const) });
export type TemplateEnableParams = Static<typeof TemplateEnableParams>;

const Email = () => Str(3, EMAIL_MAX, { pattern: EMAIL_PATTERN });

/** `passwordSet` says whether a password is stored, never which. */
export const MailSettings = Obj({
  configured: Type.Boolean(),
  enabled: Type.Boolean(),
  host: NStr(),
  port: Type.Integer(),
  security: Enum(MAIL_SECURITIES),
  username: NStr(),
  passwordSet: Type.Boolean(),
  fromAddress: NStr(),
  fromName: NStr(),
  /** The language the meeting notifications are written in. */
  language: NoticeLanguage,
  updatedAt: NInt(),
});
export type MailSettings = Static<typeof MailSettings>;

/**
 * notice.setMail. `password` is encrypted like a login password; absent or empty keeps the
 * stored one (only for the same host and user name).
 */
export const MailSettingsBody = Obj({
  enabled: Type.Boolean(),
  host: Str(1, MAIL_HOST_MAX, { pattern: "^[A-Za-z0-9.:\\[\\]-]+$" }),
  port: Int(1, 65535),
  security: Enum(MAIL_SECURITIES),
  username: Nullable(Str(0, 254)),
  password: Type.Optional(Str(0, 1024)),
  fromAddress: Email(),
  fromName: Nullable(Str(0, 100)),
  language: NoticeLanguage,
});
export type MailSettingsBody = Static<typeof MailSettingsBody>;

/** A test message to `to`, through the form's settings or the stored ones. */
export const MailTestBody = Obj({ to: Email(), settings: Type.Optional(MailSettingsBody) });
export type MailTestBody = Static<typeof MailTestBody>;

export const MailTestResult = Obj({
  ok: Type.Boolean(),
  /** In the request's language; the mail server's own words in `detail`. */
  message: Type.String(),
  detail: NStr(),
  elapsedMs: Type.Integer(),
});
export type MailTestResult = Static<typeof MailTestResult>;

/** A queued send (a meeting notification to one recipient through one channel). */
export const OutboxEntry = Obj({
  id: Type.String(),
  channel: NoticeChannel,
  event: Nullable(NoticeEvent),
  recipient: Type.String(),
  subject: Type.String(),
  scheduleId: NStr(),
  status: Enum(OUTBOX_STATUSES),
  attempts: Type.Integer(),
  lastError: NStr(),
  nextAttemptAt: Type.Integer(),
  createdAt: Type.Integer(),
  sentAt: NInt(),
});
export type OutboxEntry = Static<typeof OutboxEntry>;

export const OutboxQuery = ListQuery({ status: Enum(OUTBOX_STATUSES), channel: NoticeChannel });
export type OutboxQuery = Static<typeof OutboxQuery>;

export const OutboxParams = Obj({ outboxId: Id() });

/** The gateway an IM or SMS notification goes through, and its settings (secrets left out). */
export const NoticeGateway = Obj({
  channel: NoticeChannel,
  name: Type.String(),
  /** The built-in gateway writes the message to the server log instead of delivering it. */
  delivers: Type.Boolean(),
  settings: Type.Array(Obj({ name: Type.String(), value: Type.String() })),
});
export type NoticeGateway = Static<typeof NoticeGateway>;
