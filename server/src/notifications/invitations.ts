import { eq, inArray } from "drizzle-orm";
import type { NoticeEvent, NoticeLanguage } from "#contract/notice";
import type { Db } from "../db/database.ts";
import { meetings } from "../db/schema-meetings.ts";
import { calendarEvents } from "../db/schema-notice.ts";
import { t } from "../i18n.ts";
import { expandOccurrences } from "../schedules/occurrences.ts";
import { buildIcs, type IcsDetails, type IcsEvent, type IcsOccurrence, type IcsPerson } from "./ics.ts";
import { type CalendarShape, calendarShape, type DetachedOccurrence, slotOf } from "./ics-series.ts";
import { organisationZone } from "./ics-timezone.ts";
import { type LoadedSchedule, loadDetached, loadSchedule } from "./notice-load.ts";

/**
 * The invitations (e-mails with an iCalendar file) of a schedule write. A schedule is one calendar
 * event of a stable UID whose SEQUENCE rises with every send (calendar_events); an occurrence edited
 * on its own is an override of its series' event; a series Outlook cannot express goes out as one
 * event per meeting (UID `<meetingId>@meeting-console`), and switching between the two cancels what
 * the other way sent.
 */
export interface InviteSend {
  event: NoticeEvent;
  method: "REQUEST" | "CANCEL";
  people: IcsPerson[];
  ics: string;
  /** The occurrence the mail's text names. */
  shown: IcsOccurrence;
  /** The series goes out as separate meetings: the organiser's mail says so. */
  singles: boolean;
}

export interface InviteInput {
  loaded: LoadedSchedule;
  /** REQUEST: the schedule as it is now; CANCEL: the meetings cancelled, and whether that is all. */
  plan: {
    method: "REQUEST" | "CANCEL";
    event: NoticeEvent;
    occurrences: IcsOccurrence[];
    wholeEvent: boolean;
  };
  cancelledIds: string[];
  recipients: Map<string, IcsPerson>;
  organizer: IcsPerson;
  language: NoticeLanguage;
  publicUrl: string | null;
  now: number;
}

type CalendarRow = typeof calendarEvents.$inferSelect;

const singleUid = (meetingId: string) => `${meetingId}@meeting-console`;

/** The join information the event's DESCRIPTION carries after the agenda. */
export function joinDescription(
  s: LoadedSchedule,
  language: NoticeLanguage,
  publicUrl: string | null,
): string {
  const lines = [t(language, "notice.icsNumber", { number: s.meetingNumber })];
  if (s.password) lines.push(t(language, "notice.icsPassword", { password: s.password }));
  if (publicUrl) lines.push(t(language, "notice.icsLink", { url: `${publicUrl}/join/${s.meetingNumber}` }));
  return [s.agenda, lines.join("\n")].filter(Boolean).join("\n\n");
}

function detailsOf(s: LoadedSchedule, input: InviteInput, people: IcsPerson[]): IcsDetails {
  return {
    summary: s.name,
    description: joinDescription(s, input.language, input.publicUrl),
    location: s.rooms.join(", ") || null,
    attendees: people,
  };
}

/** The attendees an invitation goes to: those with an e-mail address. */
export const peopleOf = (s: LoadedSchedule): IcsPerson[] =>
  s.attendees.flatMap((a) => (a.email ? [{ name: a.name, email: a.email.trim() }] : []));

async function lockRow(db: Db, scheduleId: string): Promise<CalendarRow | null> {
  const [row] = await db
    .select()
    .from(calendarEvents)
    .where(eq(calendarEvents.scheduleId, scheduleId))
    .for("update");
  return row ?? null;
}

async function saveRow(db: Db, row: CalendarRow, exists: boolean): Promise<void> {
  if (exists) await db.update(calendarEvents).set(row).where(eq(calendarEvents.scheduleId, row.scheduleId));
  else await db.insert(calendarEvents).values(row);
}

/** The series' event with the occurrences edited on their own as its overrides. */
async function shapeOf(db: Db, series: LoadedSchedule, input: InviteInput, now: number) {
  const detached: DetachedOccurrence[] = [];
  if (series.recurrence) {
    for (const child of await loadDetached(db, series.id)) {
      const [meeting] = child.active;
      const people = child.id === input.loaded.id ? [...input.recipients.values()] : peopleOf(child);
      detached.push({
        scheduleId: child.id,
        recurrenceId: child.recurrenceId as number,
        startAt: meeting.startAt,
        endAt: meeting.endAt,
        details: detailsOf(child, input, people),
      });
    }
  }
  const rule = series.recurrence;
  return calendarShape({
    startAt: series.startAt,
    endAt: series.endAt,
    rule,
    active: series.active,
    detached,
    now,
  });
}

export async function invitationSends(db: Db, input: InviteInput): Promise<InviteSend[]> {
  const { loaded } = input;
  if (loaded.parentId && loaded.recurrenceId !== null) {
    const series = await loadSchedule(db, loaded.parentId);
    if (series && (await isOverride(db, series, loaded.recurrenceId, input))) {
      return overrideSends(db, series, input);
    }
  }
  return ownSends(db, input);
}

/**
 * Whether an occurrence edited on its own travels as an override of its series: while it is booked,
 * when the series' event holds it; once cancelled, when the series went out as one event with its
 * slot (the cancelled occurrence has left the series' overrides by then).
 */
async function isOverride(
  db: Db,
  series: LoadedSchedule,
  slot: number,
  input: InviteInput,
): Promise<boolean> {
  if (input.plan.method === "REQUEST") {
    const shape = series.cancelled ? null : await shapeOf(db, series, input, input.now);
    return shape?.kind === "events" && shape.detached.some((d) => d.scheduleId === input.loaded.id);
  }
  const [row] = await db
    .select({ singleUids: calendarEvents.singleUids })
    .from(calendarEvents)
    .where(eq(calendarEvents.scheduleId, series.id));
  if (!row || row.singleUids.length > 0 || !series.recurrence) return false;
  return expandOccurrences(series.startAt, series.endAt, series.recurrence).some((o) => o.startAt === slot);
}

/** An occurrence edited on its own, as an override (RECURRENCE-ID) of its series' event. */
async function overrideSends(db: Db, series: LoadedSchedule, input: InviteInput): Promise<InviteSend[]> {
  const { loaded, plan, now } = input;
  const row = await lockRow(db, series.id);
  const current: CalendarRow = row
    ? { ...row, sequence: row.sequence + 1, updatedAt: now }
    : {
        scheduleId: series.id,
        uid: `${series.id}@meeting-console`,
        sequence: 0,
        invited: [],
        singleUids: [],
        updatedAt: now,
      };
  await saveRow(db, current, row !== null);
  const people = [...input.recipients.values()];
  const occurrence = plan.method === "REQUEST" ? loaded.active[0] : plan.occurrences[0];
  if (!occurrence || people.length === 0) return [];
  const event: IcsEvent = { ...occurrence, recurrenceId: loaded.recurrenceId as number };
  const ics = build(input, current, plan.method, [event], detailsOf(loaded, input, people));
  return [{ event: plan.event, method: plan.method, people, ics, shown: occurrence, singles: false }];
}

function build(
  input: InviteInput,
  row: CalendarRow,
  method: "REQUEST" | "CANCEL",
  events: IcsEvent[],
  details: IcsDetails,
  uid = row.uid,
) {
  return buildIcs({
    method,
    uid,
    sequence: row.sequence,
    stamp: input.now,
    timeZone: organisationZone(),
    organizer: input.organizer,
    events,
    ...details,
  });
}

/** The schedule's own event: a single meeting, a series, or a series sent as separate meetings. */
async function ownSends(db: Db, input: InviteInput): Promise<InviteSend[]> {
  const { loaded, plan, now } = input;
  const row = await lockRow(db, loaded.id);
  const previous: CalendarRow = row ?? {
    scheduleId: loaded.id,
    uid: `${loaded.id}@meeting-console`,
    sequence: -1,
    invited: [],
    singleUids: [],
    updatedAt: now,
  };
  const current: CalendarRow = { ...previous, sequence: previous.sequence + 1, updatedAt: now };
  const people = [...input.recipients.values()];
  const details = detailsOf(loaded, input, people);
  const sends: InviteSend[] = [];
  const times = await meetingTimes(db, previous.singleUids);
  const cancelSingles = (uids: string[], to: IcsPerson[], event: NoticeEvent) => {
    for (const uid of uids) {
      const shown = times.get(uid) ?? plan.occurrences[0];
      if (!shown || to.length === 0) continue;
      const ics = build(input, current, "CANCEL", [shown], { ...details, attendees: to }, uid);
      sends.push({ event, method: "CANCEL", people: to, ics, shown, singles: false });
    }
  };
  const previousPeople = previous.invited.map((email) => ({ name: null, email }));

  if (plan.method === "CANCEL") {
    if (previous.singleUids.length > 0) {
      const uids = input.cancelledIds.map(singleUid).filter((uid) => previous.singleUids.includes(uid));
      cancelSingles(uids, people, plan.event);
      current.singleUids = previous.singleUids.filter((uid) => !uids.includes(uid));
    } else if (people.length > 0) {
      const events: IcsEvent[] = plan.wholeEvent
        ? [plan.occurrences[0]]
        : plan.occurrences.map((o) => ({
            ...o,
            recurrenceId: slotOf({ ...loaded, rule: loaded.recurrence }, o),
          }));
      const ics = build(input, current, "CANCEL", events, details);
      sends.push({
        event: plan.event,
        method: "CANCEL",
        people,
        ics,
        shown: plan.occurrences[0],
        singles: false,
      });
    }
    if (plan.wholeEvent) current.invited = [];
    await saveRow(db, current, row !== null);
    return sends;
  }

  const shape: CalendarShape | null = await shapeOf(db, loaded, input, now);
  if (!shape) return [];
  current.invited = [...input.recipients.keys()];
  const removed = previous.invited
    .filter((key) => !input.recipients.has(key))
    .map((email) => ({ name: null, email }));
  const shown = loaded.active.find((o) => o.endAt > now) ?? loaded.active[loaded.active.length - 1];
  if (shape.kind === "events") {
    cancelSingles(previous.singleUids, previousPeople, "CANCELLED");
    current.singleUids = [];
    if (people.length > 0) {
      const ics = build(input, current, "REQUEST", shape.events, details);
      sends.push({ event: plan.event, method: "REQUEST", people, ics, shown, singles: false });
    }
    if (removed.length > 0) {
      const ics = build(input, current, "CANCEL", [shape.events[0]], { ...details, attendees: removed });
      sends.push({ event: "CANCELLED", method: "CANCEL", people: removed, ics, shown, singles: false });
    }
  } else {
    const upcoming = shape.meetings.filter((m) => m.endAt > now);
    // Every booked meeting keeps its event (those over are not sent again); the others leave.
    const uids = shape.meetings.map((m) => singleUid(m.id));
    if (row && previous.singleUids.length === 0 && previousPeople.length > 0) {
      // It went out as one series before: that event leaves the calendars.
      const ics = build(input, current, "CANCEL", [shown], { ...details, attendees: previousPeople });
      sends.push({
        event: "CANCELLED",
        method: "CANCEL",
        people: previousPeople,
        ics,
        shown,
        singles: false,
      });
    }
    cancelSingles(
      previous.singleUids.filter((uid) => !uids.includes(uid)),
      previousPeople,
      "CANCELLED",
    );
    cancelSingles(
      previous.singleUids.filter((uid) => uids.includes(uid)),
      removed,
      "CANCELLED",
    );
    for (const meeting of upcoming) {
      if (people.length === 0) break;
      const occurrence = { startAt: meeting.startAt, endAt: meeting.endAt };
      const ics = build(input, current, "REQUEST", [occurrence], details, singleUid(meeting.id));
      sends.push({ event: plan.event, method: "REQUEST", people, ics, shown: occurrence, singles: true });
    }
    current.singleUids = uids.filter(
      (uid) => previous.singleUids.includes(uid) || upcoming.some((m) => singleUid(m.id) === uid),
    );
  }
  await saveRow(db, current, row !== null);
  return sends;
}

/** The times of meetings sent as single events, by their UID. */
async function meetingTimes(db: Db, uids: string[]): Promise<Map<string, IcsOccurrence>> {
  if (uids.length === 0) return new Map();
  const ids = uids.map((uid) => uid.replace(/@meeting-console$/, ""));
  const rows = await db
    .select({ id: meetings.id, startAt: meetings.startAt, endAt: meetings.endAt })
    .from(meetings)
    .where(inArray(meetings.id, ids));
  return new Map(rows.map((r) => [singleUid(r.id), { startAt: r.startAt, endAt: r.endAt }]));
}
