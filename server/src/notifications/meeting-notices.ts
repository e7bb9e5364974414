import dayjs from "dayjs";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { NoticeChannel, NoticeEvent, NoticeLanguage } from "#contract/notice";
import { type NoticeValues, renderTemplate } from "#contract/rules/notice-template";
import type { Db } from "../db/database.ts";
import { users } from "../db/schema.ts";
import { rooms } from "../db/schema-devices.ts";
import { meetings, scheduleAttendees, scheduleRooms, schedules } from "../db/schema-meetings.ts";
import { calendarEvents } from "../db/schema-notice.ts";
import { buildIcs, type IcsOccurrence, type IcsPerson } from "./ics.ts";
import { readMailRow } from "./mail-settings.ts";
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

interface Attendee {
  name: string;
  account: string;
  email: string | null;
  phone: string | null;
}

interface Loaded {
  name: string;
  meetingNumber: string;
  agenda: string | null;
  cancelled: boolean;
  host: { name: string; email: string | null } | null;
  rooms: string[];
  attendees: Attendee[];
  active: IcsOccurrence[];
}

async function load(db: Db, scheduleId: string): Promise<Loaded | null> {
  const [schedule] = await db
    .select({
      name: schedules.name,
      meetingNumber: schedules.meetingNumber,
      agenda: schedules.agenda,
      cancelledAt: schedules.cancelledAt,
      hostName: users.name,
      hostEmail: users.email,
    })
    .from(schedules)
    .leftJoin(users, eq(users.id, schedules.hostId))
    .where(eq(schedules.id, scheduleId));
  if (!schedule) return null;
  // One after another: inside the booking's transaction the statements share one connection.
  const roomRows = await db
    .select({ name: rooms.name })
    .from(scheduleRooms)
    .innerJoin(rooms, eq(rooms.id, scheduleRooms.roomId))
    .where(eq(scheduleRooms.scheduleId, scheduleId))
    .orderBy(asc(scheduleRooms.sort));
  const attendeeRows = await db
    .select({ name: users.name, account: users.account, email: users.email, phone: users.phone })
    .from(scheduleAttendees)
    .innerJoin(users, eq(users.id, scheduleAttendees.userId))
    .where(and(eq(scheduleAttendees.scheduleId, scheduleId), eq(users.enabled, true)))
    .orderBy(asc(users.account));
  const active = await db
    .select({ startAt: meetings.startAt, endAt: meetings.endAt })
    .from(meetings)
    .where(and(eq(meetings.scheduleId, scheduleId), isNull(meetings.cancelledAt)))
    .orderBy(asc(meetings.startAt));
  return {
    name: schedule.name,
    meetingNumber: schedule.meetingNumber,
    agenda: schedule.agenda,
    cancelled: schedule.cancelledAt !== null,
    host: schedule.hostName === null ? null : { name: schedule.hostName, email: schedule.hostEmail },
    rooms: roomRows.map((r) => r.name),
    attendees: attendeeRows,
    active,
  };
}

const timeText = (ms: number): string => dayjs(ms).format("YYYY-MM-DD HH:mm ([UTC]Z)");

function values(loaded: Loaded, occurrence: IcsOccurrence, language: NoticeLanguage): NoticeValues {
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

/** The schedule's calendar event with its SEQUENCE raised (0 on its first send). */
async function nextSequence(
  db: Db,
  scheduleId: string,
  invited: string[] | null,
  now: number,
): Promise<{ uid: string; sequence: number; previouslyInvited: string[] }> {
  const [current] = await db
    .select()
    .from(calendarEvents)
    .where(eq(calendarEvents.scheduleId, scheduleId))
    .for("update");
  if (!current) {
    const uid = `${scheduleId}@meeting-console`;
    await db
      .insert(calendarEvents)
      .values({ scheduleId, uid, sequence: 0, invited: invited ?? [], updatedAt: now });
    return { uid, sequence: 0, previouslyInvited: [] };
  }
  const sequence = current.sequence + 1;
  await db
    .update(calendarEvents)
    .set({ sequence, invited: invited ?? current.invited, updatedAt: now })
    .where(eq(calendarEvents.scheduleId, scheduleId));
  return { uid: current.uid, sequence, previouslyInvited: current.invited };
}

interface Plan {
  event: NoticeEvent;
  method: "REQUEST" | "CANCEL";
  occurrences: IcsOccurrence[];
  wholeEvent: boolean;
}

async function planOf(db: Db, change: ScheduleChange, loaded: Loaded): Promise<Plan | null> {
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

export async function queueScheduleNotice(db: Db, change: ScheduleChange, now: number): Promise<void> {
  const loaded = await load(db, change.scheduleId);
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
    const invited = plan.method === "REQUEST" ? [...recipients.keys()] : plan.wholeEvent ? [] : null;
    const { uid, sequence, previouslyInvited } = await nextSequence(db, change.scheduleId, invited, now);
    const organizer: IcsPerson = {
      name: loaded.host?.name ?? mail.fromName,
      email: loaded.host?.email ?? mail.fromAddress,
    };
    const ics = (
      method: "REQUEST" | "CANCEL",
      attendees: IcsPerson[],
      occurrences: IcsOccurrence[],
      wholeEvent: boolean,
    ) =>
      buildIcs({
        method,
        uid,
        sequence,
        stamp: now,
        summary: loaded.name,
        description: loaded.agenda,
        location: loaded.rooms.join(", ") || null,
        organizer,
        attendees,
        occurrences,
        wholeEvent,
      });
    const emails = (people: IcsPerson[], event: NoticeEvent, content: string, method: string) => {
      const message = text("EMAIL", event, occurrence);
      if (!message) return;
      for (const person of people) {
        rows.push({
          ...base,
          event,
          channel: "EMAIL",
          recipient: person.email,
          recipientName: person.name,
          ...message,
          ics: content,
          icsMethod: method,
        });
      }
    };
    const people = [...recipients.values()];
    if (people.length > 0) {
      emails(people, plan.event, ics(plan.method, people, plan.occurrences, plan.wholeEvent), plan.method);
    }
    const removed = previouslyInvited.filter((key) => !recipients.has(key));
    if (plan.method === "REQUEST" && removed.length > 0) {
      const gone = removed.map((email) => ({ name: null, email }));
      emails(gone, "CANCELLED", ics("CANCEL", gone, plan.occurrences, true), "CANCEL");
    }
  }
  await enqueue(db, rows, now);
}
