import { describe, expect, it } from "vitest";
import {
  buildIcs,
  escapeText,
  foldLine,
  type IcsInvite,
  icsTime,
} from "../../server/src/notifications/ics.ts";
import { icsLines, icsValue, icsValues, unfold } from "./ics-read.ts";

const HOUR = 3_600_000;
const start = Date.UTC(2026, 11, 1, 6, 0, 0);

const invite = (over: Partial<IcsInvite> = {}): IcsInvite => ({
  method: "REQUEST",
  uid: "s1@meeting-console",
  sequence: 0,
  stamp: Date.UTC(2026, 10, 24, 10, 0, 0),
  summary: "Review; budget, Q4",
  description: "Line one\nLine two",
  location: "Room 301, HQ",
  organizer: { name: "Wei Zhang", email: "host@example.com" },
  attendees: [
    { name: "Ann: Lee", email: "ann@example.com" },
    { name: null, email: "bob@example.com" },
  ],
  occurrences: [{ startAt: start, endAt: start + HOUR }],
  ...over,
});

describe("the iCalendar builder (RFC 5545 / 5546)", () => {
  it("writes UTC times in the basic format", () => {
    expect(icsTime(start)).toBe("20261201T060000Z");
  });

  it.each([
    ["backslash", "a\\b", "a\\\\b"],
    ["semicolon", "a;b", "a\\;b"],
    ["comma", "a,b", "a\\,b"],
    ["line break", "a\nb\r\nc", "a\\nb\\nc"],
  ])("escapes a %s in TEXT values (§3.3.11)", (_name, raw, escaped) => {
    expect(escapeText(raw)).toBe(escaped);
  });

  it("folds lines at 75 octets without splitting a UTF-8 character (§3.1)", () => {
    const line = `SUMMARY:${"会议".repeat(60)}`;
    const folded = foldLine(line);
    for (const part of folded.split("\r\n")) expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75);
    expect(
      folded
        .split("\r\n")
        .slice(1)
        .every((part) => part.startsWith(" ")),
    ).toBe(true);
    expect(unfold(`${folded}\r\n`)).toEqual([line]);
    expect(foldLine("SHORT:1")).toBe("SHORT:1");
  });

  it("writes a REQUEST with the event's UID, SEQUENCE, times, organizer and attendees", () => {
    const text = buildIcs(invite({ sequence: 3 }));
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toContain("\n");
    expect(icsValue(text, "METHOD")).toBe("REQUEST");
    expect(icsValue(text, "UID")).toBe("s1@meeting-console");
    expect(icsValue(text, "SEQUENCE")).toBe("3");
    expect(icsValue(text, "DTSTART")).toBe("20261201T060000Z");
    expect(icsValue(text, "DTEND")).toBe("20261201T070000Z");
    expect(icsValue(text, "SUMMARY")).toBe("Review\\; budget\\, Q4");
    expect(icsValue(text, "DESCRIPTION")).toBe("Line one\\nLine two");
    expect(icsValue(text, "STATUS")).toBe("CONFIRMED");
    const organizer = icsLines(text).find((line) => line.name === "ORGANIZER");
    expect(organizer).toEqual({
      name: "ORGANIZER",
      params: "CN=Wei Zhang",
      value: "mailto:host@example.com",
    });
    const attendees = icsLines(text).filter((line) => line.name === "ATTENDEE");
    expect(attendees.map((a) => a.value)).toEqual(["mailto:ann@example.com", "mailto:bob@example.com"]);
    expect(attendees[0].params).toContain('CN="Ann: Lee"');
    expect(attendees[0].params).toContain("PARTSTAT=NEEDS-ACTION");
    expect(unfold(text)[0]).toBe("BEGIN:VCALENDAR");
    expect(unfold(text).at(-1)).toBe("END:VCALENDAR");
    expect(icsValue(text, "VERSION")).toBe("2.0");
  });

  it("writes a series as its first occurrence and the others as RDATE values", () => {
    const occurrences = [2, 0, 1].map((week) => ({
      startAt: start + week * 7 * 24 * HOUR,
      endAt: start + week * 7 * 24 * HOUR + HOUR,
    }));
    const text = buildIcs(invite({ occurrences }));
    expect(icsValue(text, "DTSTART")).toBe("20261201T060000Z");
    expect(icsValue(text, "RDATE")).toBe("20261208T060000Z,20261215T060000Z");
    expect(icsValues(text, "BEGIN").filter((v) => v === "VEVENT")).toHaveLength(1);
  });

  it("cancels the whole event with METHOD:CANCEL and no RECURRENCE-ID", () => {
    const text = buildIcs(invite({ method: "CANCEL", sequence: 4, wholeEvent: true }));
    expect(icsValue(text, "METHOD")).toBe("CANCEL");
    expect(icsValue(text, "STATUS")).toBe("CANCELLED");
    expect(icsValue(text, "SEQUENCE")).toBe("4");
    expect(icsValue(text, "RECURRENCE-ID")).toBeUndefined();
  });

  it("cancels some occurrences of a series, each by its RECURRENCE-ID under the same UID", () => {
    const second = { startAt: start + 7 * 24 * HOUR, endAt: start + 7 * 24 * HOUR + HOUR };
    const text = buildIcs(
      invite({ method: "CANCEL", wholeEvent: false, occurrences: [second, invite().occurrences[0]] }),
    );
    expect(icsValues(text, "RECURRENCE-ID")).toEqual(["20261201T060000Z", "20261208T060000Z"]);
    expect(new Set(icsValues(text, "UID"))).toEqual(new Set(["s1@meeting-console"]));
    expect(icsValues(text, "STATUS")).toEqual(["CANCELLED", "CANCELLED"]);
  });

  it("refuses an invitation without an occurrence", () => {
    expect(() => buildIcs(invite({ occurrences: [] }))).toThrow();
  });
});
