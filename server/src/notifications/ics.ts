import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  type ICalCalendar,
  ICalCalendarMethod,
  ICalEventClass,
  type ICalEventData,
  ICalEventRepeatingFreq,
  ICalEventStatus,
  ICalEventTransparency,
  ICalWeekday,
} from "ical-generator";
import { vtimezoneOf } from "./ics-timezone.ts";

/**
 * iCalendar invitations (RFC 5545 content, RFC 5546 methods), written by ical-generator. An
 * invitation is one calendar object of one UID: a single meeting, or a series as one VEVENT with
 * an RRULE (EXDATE for a slot without a meeting) and one VEVENT per occurrence that differs from
 * its slot (RECURRENCE-ID). Times carry the organisation's zone (TZID) with its VTIMEZONE; the
 * schedule form's recurrence is wall-clock in that zone, so the RRULE expands the same way.
 */
export interface IcsPerson {
  name: string | null;
  email: string;
}

export interface IcsOccurrence {
  startAt: number;
  endAt: number;
}

/** What an event says beside its times; an override may say other things than its series. */
export interface IcsDetails {
  summary: string;
  description: string | null;
  location: string | null;
  attendees: IcsPerson[];
}

/** A recurrence Outlook can express: the schedule form's kinds, ending at the last instance. */
export interface IcsRule {
  kind: "DAILY" | "WEEKLY" | "MONTHLY";
  /** ISO weekdays (1 = Monday) for WEEKLY. */
  weekdays: number[];
  /** The day of the month for MONTHLY (1-28). */
  monthDay: number | null;
  /** The start of the last instance (UNTIL). */
  until: number;
}

export interface IcsEvent extends IcsOccurrence {
  /** The slot of the series this event replaces or cancels. */
  recurrenceId?: number;
  rule?: IcsRule;
  /** Slots of the rule without a meeting. */
  exdates?: number[];
  /** Overrides the invitation's details. */
  details?: IcsDetails;
}

export interface IcsInvite extends IcsEntry {
  method: "REQUEST" | "CANCEL";
  /** When the message was made (DTSTAMP). */
  stamp: number;
  /** The IANA zone the times are written in. */
  timeZone: string;
  organizer: IcsPerson;
}

const WEEKDAYS = [
  ICalWeekday.MO,
  ICalWeekday.TU,
  ICalWeekday.WE,
  ICalWeekday.TH,
  ICalWeekday.FR,
  ICalWeekday.SA,
  ICalWeekday.SU,
];

const FREQ = {
  DAILY: ICalEventRepeatingFreq.DAILY,
  WEEKLY: ICalEventRepeatingFreq.WEEKLY,
  MONTHLY: ICalEventRepeatingFreq.MONTHLY,
} as const;

const date = (ms: number) => new Date(ms);

function repeating(rule: IcsRule, exdates: number[]): ICalEventData["repeating"] {
  return {
    freq: FREQ[rule.kind],
    until: date(rule.until),
    ...(rule.kind === "WEEKLY" ? { byDay: [...rule.weekdays].sort().map((d) => WEEKDAYS[d - 1]) } : {}),
    ...(rule.kind === "MONTHLY" && rule.monthDay !== null ? { byMonthDay: rule.monthDay } : {}),
    ...(exdates.length > 0 ? { exclude: exdates.map(date) } : {}),
  };
}

/** A calendar being written: an invitation's (with its METHOD) or a feed's (a name, no METHOD). */
export interface IcsCalendar {
  calendar: ICalCalendar;
  tzid: string;
}

/** One UID's events and what they say; an invitation is one entry, a feed holds many. */
export interface IcsEntry extends IcsDetails {
  uid: string;
  sequence: number;
  stamp: number;
  /** Unset for a busy-only entry (a private meeting in a room's feed). */
  organizer: IcsPerson | null;
  /** The first event is the series (or the single meeting); the others name their RECURRENCE-ID. */
  events: IcsEvent[];
  /** CLASS:PRIVATE: the entry says when, not what. */
  private?: boolean;
}

export function icsCalendar(
  timeZone: string,
  head: { method?: IcsInvite["method"]; name?: string; product?: string },
): IcsCalendar {
  const timezone = vtimezoneOf(timeZone);
  const calendar = ical({
    prodId: { company: "Meeting Console", product: head.product ?? "Notifications", language: "EN" },
    ...(head.method ? { method: ICalCalendarMethod[head.method] } : {}),
    ...(head.name ? { name: head.name } : {}),
    // name null: times carry TZID, while DTSTAMP and UNTIL stay in UTC as RFC 5545 requires.
    timezone: { name: null, generator: timezone.generator },
  });
  return { calendar, tzid: timezone.tzid };
}

/** Writes an entry's VEVENTs; a cancellation's attendees carry no role or status. */
export function addIcsEntry(target: IcsCalendar, entry: IcsEntry, cancel = false): void {
  if (entry.events.length === 0) throw new Error("a calendar entry needs at least one event");
  const { organizer } = entry;
  for (const event of entry.events) {
    const details = event.details ?? entry;
    target.calendar.createEvent({
      id: entry.uid,
      sequence: entry.sequence,
      stamp: date(entry.stamp),
      start: date(event.startAt),
      end: date(event.endAt),
      timezone: target.tzid,
      recurrenceId: event.recurrenceId === undefined ? null : date(event.recurrenceId),
      repeating: event.rule ? repeating(event.rule, event.exdates ?? []) : null,
      summary: details.summary,
      description: details.description,
      location: details.location,
      organizer: organizer ? { name: organizer.name ?? organizer.email, email: organizer.email } : null,
      attendees: details.attendees.map((a) => ({
        email: a.email,
        ...(a.name ? { name: a.name } : {}),
        ...(cancel
          ? {}
          : { role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.NEEDSACTION, rsvp: false }),
      })),
      status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.OPAQUE,
      ...(entry.private ? { class: ICalEventClass.PRIVATE } : {}),
    });
  }
}

/** The .ics text (CRLF line ends, folded and escaped by ical-generator). */
export function icsText(target: IcsCalendar): string {
  // ical-generator ends the last line without its CRLF (RFC 5545 §3.1 ends every content line).
  const text = target.calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}

/** An invitation's .ics text. */
export function buildIcs(invite: IcsInvite): string {
  if (invite.events.length === 0) throw new Error("an invitation needs at least one event");
  const target = icsCalendar(invite.timeZone, { method: invite.method });
  addIcsEntry(target, invite, invite.method === "CANCEL");
  return icsText(target);
}
