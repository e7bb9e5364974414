import dayjs from "dayjs";
import { asc, inArray } from "drizzle-orm";
import type { NoticeChannel, NoticeEvent, NoticeLanguage } from "#contract/notice";
import { type NoticeValues, renderTemplate } from "#contract/rules/notice-template";
import type { Db } from "../db/database.ts";
import { meetings } from "../db/schema-meetings.ts";
import { t as serverText } from "../i18n.ts";
import type { IcsOccurrence, IcsPerson } from "./ics.ts";
import { invitationSends } from "./invitations.ts";
import { readMailRow } from "./mail-settings.ts";
import { type LoadedSchedule, loadSchedule } from "./notice-load.ts";
import { enqueue, type NewOutboxRow } from "./outbox.ts";
import { listTemplates } from "./templates.ts";

/**
 * The notifications of a schedule write, queued in the write's own transaction (so a booking and
 * its notices commit or roll back together, and a mail server that is down changes nothing for the
 * booking). Each attendee gets the event's template through each enabled channel; an e-mail carries
 * the schedule's calendar event (notifications/ics.ts) with its SEQUENCE raised. Attendees taken
 * off the meeting by an edit get a cancellation.
 */
export type ScheduleChange =
  | { scheduleId: string; event: "SCHEDULED" | "UPDATED" }
  | { scheduleId: string; event: "CANCELLED"; meetingIds: string[] };

const timeText = (ms: number): string => dayjs(ms).format("YYYY-MM-DD HH:mm ([UTC]Z)");

function values(loaded: LoadedSchedule, occurrence: IcsOccurrence, language: NoticeLanguage): NoticeValues {
  return {
    meetingName: loaded.name,
    startTime: timeText(occurrence.startAt),
    endTime: timeText(occurrence.endAt),
    rooms: loaded.rooms.join(language === "zh-CN" ? "、" : ", "),
    meetingNumber: loaded.meetingNumber,
    host: loaded.host?.name ?? "",
  };
}

/** The occurrence a message names: the next one to come, else the last. */
const shown = (occurrences: IcsOccurrence[], now: number): IcsOccurrence =>
  occurrences.find((o) => o.endAt > now) ?? occurrences[occurrences.length - 1];

const emailKey = (email: string) => email.trim().toLowerCase();

interface Plan {
  event: NoticeEvent;
  method: "REQUEST" | "CANCEL";
  occurrences: IcsOccurrence[];
  wholeEvent: boolean;
}

async function planOf(db: Db, change: ScheduleChange, loaded: LoadedSchedule): Promise<Plan | null> {
  if (change.event !== "CANCELLED") {
    if (loaded.active.length === 0) return null;
    return { event: change.event, method: "REQUEST", occurrences: loaded.active, wholeEvent: true };
  }
  if (change.meetingIds.length === 0) return null;
  const cancelled = await db
    .select({ startAt: meetings.startAt, endAt: meetings.endAt })
    .from(meetings)
    .where(inArray(meetings.id, change.meetingIds))
    .orderBy(asc(meetings.startAt));
  const wholeEvent = loaded.cancelled || loaded.active.length === 0;
  return { event: "CANCELLED", method: "CANCEL", occurrences: cancelled, wholeEvent };
}

/** `publicUrl`: the console's address (config PUBLIC_URL) the invitation's join link starts with. */
export async function queueScheduleNotice(
  db: Db,
  change: ScheduleChange,
  now: number,
  publicUrl: string | null = null,
): Promise<void> {
  const loaded = await loadSchedule(db, change.scheduleId);
  if (!loaded) return;
  const plan = await planOf(db, change, loaded);
  if (!plan || plan.occurrences.length === 0) return;
  const mail = await readMailRow(db);
  const templates = await listTemplates(db);
  const language = mail?.language ?? "zh-CN";
  const template = (channel: NoticeChannel, event: NoticeEvent) =>
    templates.find((t) => t.channel === channel && t.event === event && t.enabled) ?? null;
  const rows: NewOutboxRow[] = [];
  const text = (channel: NoticeChannel, event: NoticeEvent, occurrence: IcsOccurrence) => {
    const found = template(channel, event);
    if (!found) return null;
    const filled = values(loaded, occurrence, language);
    const zh = language === "zh-CN";
    return {
      subject: renderTemplate(zh ? found.subjectZh : found.subjectEn, filled),
      body: renderTemplate(zh ? found.bodyZh : found.bodyEn, filled),
    };
  };
  const occurrence = shown(plan.occurrences, now);
  const base = { event: plan.event, scheduleId: change.scheduleId };

  for (const channel of ["IM", "SMS"] as const) {
    const message = text(channel, plan.event, occurrence);
    if (!message) continue;
    for (const attendee of loaded.attendees) {
      const to = channel === "IM" ? attendee.account : attendee.phone;
      if (to) rows.push({ ...base, channel, recipient: to, recipientName: attendee.name, ...message });
    }
  }

  if (mail?.enabled) {
    const recipients = new Map<string, IcsPerson>();
    for (const a of loaded.attendees)
      if (a.email) recipients.set(emailKey(a.email), { name: a.name, email: a.email.trim() });
    const organizer: IcsPerson = {
      name: loaded.host?.name ?? mail.fromName,
      email: loaded.host?.email ?? mail.fromAddress,
    };
    const cancelledIds = change.event === "CANCELLED" ? change.meetingIds : [];
    const input = { loaded, plan, cancelledIds, recipients, organizer, language, publicUrl, now };
    // The organiser hears once that a series went out as separate meetings.
    let organizerTold = false;
    const note = serverText(language, "notice.icsSeparate");
    const organizerKey = emailKey(organizer.email);
    for (const send of await invitationSends(db, input)) {
      const message = text("EMAIL", send.event, send.shown);
      if (!message) continue;
      for (const person of send.people) {
        const tell = send.singles && !organizerTold && emailKey(person.email) === organizerKey;
        if (tell) organizerTold = true;
        rows.push({
          ...base,
          event: send.event,
          channel: "EMAIL",
          recipient: person.email,
          recipientName: person.name,
          subject: message.subject,
          body: tell ? `${message.body}\n\n${note}` : message.body,
          ics: send.ics,
          icsMethod: send.method,
        });
      }
      if (send.singles && !organizerTold && loaded.host?.email) {
        organizerTold = true;
        rows.push({
          ...base,
          channel: "EMAIL",
          recipient: organizer.email,
          recipientName: organizer.name,
          subject: message.subject,
          body: note,
        });
      }
    }
  }
  await enqueue(db, rows, now);
}
