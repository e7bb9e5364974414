/**
 * iCalendar invitations (RFC 5545 content, RFC 5546 methods) for a schedule, as one pure function.
 *
 * A schedule is one calendar event: its UID never changes and its SEQUENCE rises with every send,
 * so a calendar client replaces (REQUEST) or removes (CANCEL) the event it already holds. A series
 * is sent as its exact set of occurrences: the first is DTSTART/DTEND, the others RDATE values (the
 * meetings as booked, whatever rule made them). Cancelling some occurrences of a series names each
 * by RECURRENCE-ID; cancelling the whole event names none. Times are written in UTC.
 */
export interface IcsPerson {
  name: string | null;
  email: string;
}

export interface IcsOccurrence {
  startAt: number;
  endAt: number;
}

export interface IcsInvite {
  method: "REQUEST" | "CANCEL";
  uid: string;
  sequence: number;
  /** When the message was made (DTSTAMP). */
  stamp: number;
  summary: string;
  description: string | null;
  location: string | null;
  organizer: IcsPerson;
  attendees: IcsPerson[];
  /** The occurrences of the event (REQUEST), or those cancelled (CANCEL of part of a series). */
  occurrences: IcsOccurrence[];
  /** CANCEL only: true when the whole event is cancelled, false when only `occurrences` are. */
  wholeEvent?: boolean;
}

const PRODID = "-//Meeting Console//Notifications//EN";
const LINE_OCTETS = 75;

/** 20261201T060000Z */
export function icsTime(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value (§3.2): quoted when it holds `:;,`; double quotes and control characters dropped. */
function paramValue(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are not allowed in a parameter
  const clean = value.replace(/["\u0000-\u001f\u007f]/g, "");
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/**
 * Folds a content line at 75 octets (§3.1): continuation lines start with one space, and a
 * multi-byte UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    // The first line holds 75 octets; a continuation holds 74 after its leading space.
    const limit = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const person = (property: "ORGANIZER" | "ATTENDEE", who: IcsPerson, extra = ""): string => {
  const cn = who.name ? `;CN=${paramValue(who.name)}` : "";
  return `${property}${cn}${extra}:mailto:${who.email}`;
};

function eventLines(invite: IcsInvite, occurrences: IcsOccurrence[], recurrenceId: number | null): string[] {
  const cancel = invite.method === "CANCEL";
  const [first, ...rest] = occurrences;
  const lines = [
    "BEGIN:VEVENT",
    `UID:${invite.uid}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${icsTime(invite.stamp)}`,
  ];
  if (recurrenceId !== null) lines.push(`RECURRENCE-ID:${icsTime(recurrenceId)}`);
  lines.push(`DTSTART:${icsTime(first.startAt)}`, `DTEND:${icsTime(first.endAt)}`);
  if (rest.length > 0) lines.push(`RDATE:${rest.map((o) => icsTime(o.startAt)).join(",")}`);
  lines.push(`SUMMARY:${escapeText(invite.summary)}`);
  if (invite.description) lines.push(`DESCRIPTION:${escapeText(invite.description)}`);
  if (invite.location) lines.push(`LOCATION:${escapeText(invite.location)}`);
  lines.push(person("ORGANIZER", invite.organizer));
  const participation = cancel ? "" : ";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE";
  for (const attendee of invite.attendees) lines.push(person("ATTENDEE", attendee, participation));
  lines.push(`STATUS:${cancel ? "CANCELLED" : "CONFIRMED"}`, "TRANSP:OPAQUE", "END:VEVENT");
  return lines;
}

/** The .ics text: CRLF line ends, folded lines, one VEVENT (or one per cancelled occurrence). */
export function buildIcs(invite: IcsInvite): string {
  if (invite.occurrences.length === 0) throw new Error("an invitation needs at least one occurrence");
  const occurrences = [...invite.occurrences].sort((a, b) => a.startAt - b.startAt);
  const partial = invite.method === "CANCEL" && invite.wholeEvent === false;
  const events = partial
    ? occurrences.flatMap((o) => eventLines(invite, [o], o.startAt))
    : eventLines(invite, occurrences, null);
  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:${PRODID}`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    `METHOD:${invite.method}`,
    ...events,
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
