import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecurrenceRule } from "#contract/schedules";
import { buildIcs, type IcsEvent, type IcsInvite } from "../../server/src/notifications/ics.ts";
import {
  type CalendarShape,
  calendarShape,
  type DetachedOccurrence,
  type PlannedMeeting,
  slotOf,
} from "../../server/src/notifications/ics-series.ts";
import { organisationZone } from "../../server/src/notifications/ics-timezone.ts";
import { joinDescription } from "../../server/src/notifications/invitations.ts";
import { expandOccurrences } from "../../server/src/schedules/occurrences.ts";
import { eventLines, eventValues, icsValue, icsValues, readCalendar } from "./ics-read.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const invite = (events: IcsEvent[], over: Partial<IcsInvite> = {}): IcsInvite => ({
  method: "REQUEST",
  uid: "s1@meeting-console",
  sequence: 0,
  stamp: Date.UTC(2026, 10, 24, 10, 0, 0),
  timeZone: organisationZone(),
  summary: "Review; budget, Q4",
  description: "Line one\nLine two",
  location: "Room 301, HQ",
  organizer: { name: "Wei Zhang", email: "host@example.com" },
  attendees: [
    { name: "Ann: Lee", email: "ann@example.com" },
    { name: null, email: "bob@example.com" },
  ],
  events,
  ...over,
});

/** Local wall-clock time in the process zone (the organisation's). */
const local = (y: number, m: number, d: number, h: number, min = 0) =>
  new Date(y, m - 1, d, h, min).getTime();

let savedTz: string | undefined;
const useZone = (zone: string) => {
  process.env.TZ = zone;
};
beforeAll(() => {
  savedTz = process.env.TZ;
});
afterAll(() => {
  process.env.TZ = savedTz;
});

const meetingsOf = (slots: { startAt: number; endAt: number }[]): PlannedMeeting[] =>
  slots.map((slot, index) => ({ id: `m${index}`, ...slot }));

function invitationOf(shape: CalendarShape | null): string {
  if (shape?.kind !== "events") throw new Error(`expected one event, got ${shape?.kind}`);
  return buildIcs(invite(shape.events));
}

describe("the iCalendar builder (RFC 5545 / 5546, ical-generator)", () => {
  it("writes a REQUEST that ical.js reads: UID, SEQUENCE, zone, organizer, attendees, location, join text", () => {
    useZone("Europe/Berlin");
    const start = local(2026, 12, 1, 10);
    const text = buildIcs(invite([{ startAt: start, endAt: start + HOUR }], { sequence: 3 }));
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toContain("\n");
    const read = readCalendar(text);
    expect(read.method).toBe("REQUEST");
    const [event] = read.events;
    expect(event.uid).toBe("s1@meeting-console");
    expect(event.sequence).toBe(3);
    expect(event.summary).toBe("Review; budget, Q4");
    expect(event.description).toBe("Line one\nLine two");
    expect(event.location).toBe("Room 301, HQ");
    expect(event.startDate.zone?.tzid).toBe("Europe/Berlin");
    expect(read.calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe(
      "Europe/Berlin",
    );
    expect(read.occurrences()).toEqual([{ startAt: start, endAt: start + HOUR }]);
    expect(String(event.organizer).toLowerCase()).toBe("mailto:host@example.com");
    const attendees = event.attendees.map((a) => ({
      email: String(a.getFirstValue()).toLowerCase(),
      cn: a.getParameter("cn") ?? null,
      partstat: a.getParameter("partstat"),
    }));
    expect(attendees).toEqual([
      { email: "mailto:ann@example.com", cn: "Ann: Lee", partstat: "NEEDS-ACTION" },
      { email: "mailto:bob@example.com", cn: null, partstat: "NEEDS-ACTION" },
    ]);
    expect(icsValue(text, "STATUS")).toBe("CONFIRMED");
    expect(icsValue(text, "DTSTAMP")).toMatch(/Z$/);
  });

  it("folds long lines at 75 octets without splitting a UTF-8 character", () => {
    useZone("Asia/Shanghai");
    const start = local(2026, 12, 1, 10);
    const summary = "会议".repeat(60);
    const text = buildIcs(invite([{ startAt: start, endAt: start + HOUR }], { summary }));
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(readCalendar(text).events[0].summary).toBe(summary);
  });

  it("cancels with METHOD:CANCEL; part of a series by RECURRENCE-ID under the same UID", () => {
    useZone("Europe/Berlin");
    const start = local(2026, 12, 1, 10);
    const whole = buildIcs(
      invite([{ startAt: start, endAt: start + HOUR }], { method: "CANCEL", sequence: 4 }),
    );
    expect(readCalendar(whole).method).toBe("CANCEL");
    expect(icsValue(whole, "STATUS")).toBe("CANCELLED");
    expect(icsValue(whole, "RECURRENCE-ID")).toBeUndefined();
    const second = start + 7 * DAY;
    const part = buildIcs(
      invite(
        [start, second].map((at) => ({ startAt: at, endAt: at + HOUR, recurrenceId: at })),
        { method: "CANCEL" },
      ),
    );
    const read = readCalendar(part);
    expect(read.uids).toEqual(["s1@meeting-console"]);
    expect(read.events.map((e) => e.recurrenceId?.toJSDate().getTime())).toEqual([start, second]);
  });

  it("refuses an invitation without an event", () => {
    expect(() => buildIcs(invite([]))).toThrow();
  });
});

interface SeriesCase {
  name: string;
  zone: string;
  start: [number, number, number, number, number?];
  rule: (start: number) => RecurrenceRule;
  /** Changes the schedule's meetings: cancel (drop) or move one on its own day. */
  edit?: (meetings: PlannedMeeting[]) => PlannedMeeting[];
}

const until = (y: number, m: number, d: number) => local(y, m, d, 12);

const CASES: SeriesCase[] = [
  {
    name: "daily across the spring change (Berlin)",
    zone: "Europe/Berlin",
    start: [2027, 3, 24, 9],
    rule: () => ({ kind: "DAILY", until: until(2027, 4, 3) }),
  },
  {
    name: "weekly on Mon/Wed/Fri across the autumn change (Berlin)",
    zone: "Europe/Berlin",
    start: [2026, 10, 19, 18],
    rule: () => ({ kind: "WEEKLY", weekdays: [1, 3, 5], until: until(2026, 11, 20) }),
  },
  {
    name: "weekly on Tue/Thu across the November change (New York)",
    zone: "America/New_York",
    start: [2026, 10, 20, 8, 30],
    rule: () => ({ kind: "WEEKLY", weekdays: [2, 4], until: until(2026, 11, 26) }),
  },
  {
    name: "monthly by date across both changes (New York)",
    zone: "America/New_York",
    start: [2027, 1, 15, 16],
    rule: () => ({ kind: "MONTHLY", until: until(2027, 12, 31) }),
  },
  {
    name: "daily with a cancelled occurrence (EXDATE) across the March change (New York)",
    zone: "America/New_York",
    start: [2027, 3, 10, 7],
    rule: () => ({ kind: "DAILY", until: until(2027, 3, 20) }),
    edit: (meetings) => meetings.filter((_, index) => index !== 4),
  },
  {
    name: "weekly with an occurrence moved on its day (override) across the October change (Berlin)",
    zone: "Europe/Berlin",
    start: [2026, 10, 13, 10],
    rule: () => ({ kind: "WEEKLY", weekdays: [2], until: until(2026, 11, 10) }),
    edit: (meetings) =>
      meetings.map((m, index) =>
        index === 2 ? { ...m, startAt: m.startAt + 4 * HOUR, endAt: m.endAt + 5 * HOUR } : m,
      ),
  },
];

describe("a series is one VEVENT with an RRULE that ical.js expands to the schedule's own occurrences", () => {
  it.each(CASES)("$name", ({ zone, start: [y, m, d, h, min], rule, edit }) => {
    useZone(zone);
    const startAt = local(y, m, d, h, min ?? 0);
    const endAt = startAt + HOUR;
    const recurrence = rule(startAt);
    const own = expandOccurrences(startAt, endAt, recurrence);
    const meetings = (edit ?? ((x) => x))(meetingsOf(own));
    const shape = calendarShape({ startAt, endAt, rule: recurrence, active: meetings, detached: [], now: 0 });
    const text = invitationOf(shape);
    expect(eventValues(text, "RRULE")).toHaveLength(1);
    expect(icsValue(text, "RDATE")).toBeUndefined();
    expect(eventLines(text).find((line) => line.name === "DTSTART")?.params).toBe(`TZID=${zone}`);
    // Read in another zone: the times resolve through the file's VTIMEZONE, not the reader's own.
    useZone("Asia/Kolkata");
    const read = readCalendar(text);
    expect(read.uids).toEqual(["s1@meeting-console"]);
    expect(read.events[0].startDate.zone?.tzid).toBe(zone);
    expect(read.occurrences()).toEqual(meetings.map(({ startAt, endAt }) => ({ startAt, endAt })));
    // The series does cross a daylight-saving change: its UTC offsets differ.
    useZone(zone);
    const offsets = new Set(own.map((o) => new Date(o.startAt).getTimezoneOffset()));
    expect(offsets.size).toBe(2);
  });

  it("writes EXDATE for a cancelled occurrence and RECURRENCE-ID for one moved", () => {
    useZone("Europe/Berlin");
    const startAt = local(2026, 10, 20, 10);
    const recurrence: RecurrenceRule = { kind: "DAILY", until: until(2026, 10, 30) };
    const own = meetingsOf(expandOccurrences(startAt, startAt + HOUR, recurrence));
    const moved = { ...own[6], startAt: own[6].startAt + 2 * HOUR, endAt: own[6].endAt + 2 * HOUR };
    const active = [...own.slice(0, 3), ...own.slice(4, 6), moved, ...own.slice(7)];
    const text = invitationOf(
      calendarShape({ startAt, endAt: startAt + HOUR, rule: recurrence, active, detached: [], now: 0 }),
    );
    expect(icsValues(text, "EXDATE")).toEqual(["20261023T100000"]);
    expect(icsValues(text, "RECURRENCE-ID")).toEqual(["20261026T100000"]);
    expect(eventValues(text, "RRULE")[0]).toBe("FREQ=DAILY;UNTIL=20261030T090000Z");
  });

  it("an occurrence edited on its own is an override with its own summary and attendees", () => {
    useZone("America/New_York");
    const startAt = local(2026, 10, 26, 9);
    const recurrence: RecurrenceRule = { kind: "WEEKLY", weekdays: [1], until: until(2026, 11, 23) };
    const own = meetingsOf(expandOccurrences(startAt, startAt + HOUR, recurrence));
    const slot = own[1].startAt;
    const detached: DetachedOccurrence = {
      scheduleId: "child",
      recurrenceId: slot,
      startAt: slot + DAY + 5 * HOUR,
      endAt: slot + DAY + 6 * HOUR,
      details: {
        summary: "Moved",
        description: null,
        location: "Room 9",
        attendees: [{ name: null, email: "c@example.com" }],
      },
    };
    const active = own.filter((_, index) => index !== 1);
    const shape = calendarShape({
      startAt,
      endAt: startAt + HOUR,
      rule: recurrence,
      active,
      detached: [detached],
      now: 0,
    });
    const read = readCalendar(invitationOf(shape));
    const expected = [own[0], detached, ...own.slice(2)].map(({ startAt, endAt }) => ({ startAt, endAt }));
    expect(read.occurrences()).toEqual(expected);
    const override = read.events.find((e) => e.isRecurrenceException());
    expect(override?.summary).toBe("Moved");
    expect(override?.location).toBe("Room 9");
    expect(override?.recurrenceId.toJSDate().getTime()).toBe(slot);
  });

  it("names a cancelled occurrence by its slot, also when the meeting was moved on its day", () => {
    useZone("Europe/Berlin");
    const startAt = local(2026, 10, 20, 10);
    const recurrence: RecurrenceRule = { kind: "DAILY", until: until(2026, 10, 30) };
    const schedule = { startAt, endAt: startAt + HOUR, rule: recurrence };
    expect(slotOf(schedule, { startAt: local(2026, 10, 27, 15), endAt: local(2026, 10, 27, 16) })).toBe(
      local(2026, 10, 27, 10),
    );
  });
});

describe("what Outlook cannot express goes out as separate single meetings", () => {
  it("a monthly series on the 31st (Outlook would move it to the last day of shorter months)", () => {
    useZone("Europe/Berlin");
    const startAt = local(2027, 1, 31, 10);
    const recurrence: RecurrenceRule = { kind: "MONTHLY", until: until(2027, 12, 31) };
    const active = meetingsOf(expandOccurrences(startAt, startAt + HOUR, recurrence));
    const shape = calendarShape({
      startAt,
      endAt: startAt + HOUR,
      rule: recurrence,
      active,
      detached: [],
      now: 0,
    });
    expect(shape).toMatchObject({ kind: "singles", reason: "monthDay" });
    expect(shape?.kind === "singles" && shape.meetings).toHaveLength(7);
  });

  it("a meeting to come that is off the rule's days; one that has started is left as it was", () => {
    useZone("Europe/Berlin");
    const startAt = local(2026, 12, 1, 10);
    const recurrence: RecurrenceRule = { kind: "WEEKLY", weekdays: [2], until: until(2026, 12, 29) };
    const own = meetingsOf(expandOccurrences(startAt, startAt + HOUR, recurrence));
    const offRule = { id: "x", startAt: local(2026, 12, 3, 10), endAt: local(2026, 12, 3, 11) };
    const input = {
      startAt,
      endAt: startAt + HOUR,
      rule: recurrence,
      active: [...own, offRule],
      detached: [],
    };
    expect(calendarShape({ ...input, now: 0 })).toMatchObject({ kind: "singles", reason: "offRule" });
    expect(calendarShape({ ...input, now: local(2026, 12, 3, 10, 30) })?.kind).toBe("events");
  });
});

describe("the join information in DESCRIPTION", () => {
  const schedule = { agenda: "Budget", meetingNumber: "123456", password: "4321" } as Parameters<
    typeof joinDescription
  >[0];

  it("follows the agenda: number, password and the browser link, in the notification language", () => {
    expect(joinDescription(schedule, "en-US", "https://meet.example.com")).toBe(
      "Budget\n\nMeeting number: 123456\nMeeting password: 4321\nJoin in a browser: https://meet.example.com/join/123456",
    );
    expect(joinDescription(schedule, "zh-CN", null)).toBe("Budget\n\n会议号：123456\n会议密码：4321");
    expect(joinDescription({ ...schedule, agenda: null, password: null }, "en-US", null)).toBe(
      "Meeting number: 123456",
    );
  });
});
