import { describe, expect, it } from "vitest";
import type { MeetingRow, Occupancy, ScheduleDetail } from "#contract/meetings";
import type { Conflict } from "#contract/schedules";
import {
  buildScheduleBody,
  busyRoomIds,
  conflictLines,
  DEFAULT_FORM_VALUES,
  digitsOnly,
  emailRule,
  formatSpan,
  formFieldErrors,
  joinWayRule,
  mainVenueRule,
  meetingNumberRule,
  passwordRule,
  presetFromQuery,
  probeBody,
  type ScheduleFormValues,
  valuesFromDetail,
} from "../../../src/utils/schedule-form";

process.env.TZ = "Asia/Shanghai";

const at = (y: number, mo: number, d: number, h: number, mi: number) =>
  new Date(y, mo - 1, d, h, mi).getTime();
const START = at(2030, 6, 15, 10, 0);
const END = at(2030, 6, 15, 11, 0);

const values = (over: Partial<ScheduleFormValues> = {}): ScheduleFormValues => ({
  ...DEFAULT_FORM_VALUES,
  name: "Weekly sync",
  range: { start: START, end: END },
  roomIds: ["r1"],
  hostId: null,
  ...over,
});

describe("digitsOnly (spec §5: a numeric-only input strips non-digits)", () => {
  it.each([
    ["12a3-4 5", "12345"],
    ["", ""],
    ["abc", ""],
    ["０1２", "1"],
    [undefined, ""],
    [42, "42"],
  ])("%s → %s", (input, expected) => expect(digitsOnly(input)).toBe(expected));
});

describe("validators of spec §5 'Schedule form'", () => {
  it.each([
    ["password: empty is optional", passwordRule(""), null],
    ["password: null is optional", passwordRule(null), null],
    ["password: 6 digits", passwordRule("123456"), null],
    ["password: 5 digits", passwordRule("12345"), "passwordDigits"],
    ["password: 7 digits", passwordRule("1234567"), "passwordDigits"],
    ["password: letters", passwordRule("12345a"), "passwordDigits"],
    ["number: switch off", meetingNumberRule(false, "", 6), null],
    ["number: empty with switch on", meetingNumberRule(true, "", 6), "meetingNumberRequired"],
    ["number: exactly the digits", meetingNumberRule(true, "123456", 6), null],
    ["number: too short", meetingNumberRule(true, "12345", 6), "meetingNumberDigits"],
    ["number: other configured digits", meetingNumberRule(true, "12345678", 8), null],
    ["number: non-digits", meetingNumberRule(true, "12345x", 6), "meetingNumberDigits"],
    ["venue: discussion needs none", mainVenueRule("DISCUSSION", null, ["r1"]), null],
    ["venue: speech without one", mainVenueRule("SPEECH", null, ["r1"]), "mainVenueRequired"],
    ["venue: speech with a chosen room", mainVenueRule("SPEECH", "r1", ["r1", "r2"]), null],
    ["venue: speech with a room not chosen", mainVenueRule("SPEECH", "r9", ["r1"]), "mainVenueRequired"],
    ["join: app only", joinWayRule(true, false), null],
    ["join: terminal only", joinWayRule(false, true), null],
    ["join: none", joinWayRule(false, false), "joinWayRequired"],
    ["email: empty is optional", emailRule("  "), null],
    ["email: valid", emailRule("li.na@example.com"), null],
    ["email: no domain dot", emailRule("lina@example"), "emailFormat"],
    ["email: no at", emailRule("lina.example.com"), "emailFormat"],
    ["email: space inside", emailRule("li na@example.com"), "emailFormat"],
  ])("%s", (_name, actual, expected) => expect(actual).toBe(expected));
});

describe("buildScheduleBody (contract ScheduleBody)", () => {
  it("trims texts, turns empty ones into null and keeps digits only", () => {
    const body = buildScheduleBody(
      values({
        name: "  Weekly sync  ",
        agenda: "   ",
        contact: " Li Na ",
        contactPhone: "138-0013 8000",
        contactEmail: " lina@example.com ",
        password: "",
      }),
    );
    expect(body).toMatchObject({
      name: "Weekly sync",
      agenda: null,
      contact: "Li Na",
      contactPhone: "13800138000",
      contactEmail: "lina@example.com",
      password: null,
      startAt: START,
      endAt: END,
      hostId: null,
    });
  });

  it.each<[string, Partial<ScheduleFormValues>, unknown]>([
    ["no recurrence", { recurrenceKind: "NONE", until: END }, null],
    ["daily", { recurrenceKind: "DAILY", until: END }, { kind: "DAILY", until: END }],
    [
      "weekly: weekdays sorted and unique",
      { recurrenceKind: "WEEKLY", weekdays: [5, 1, 5], until: END },
      { kind: "WEEKLY", weekdays: [1, 5], until: END },
    ],
    ["monthly", { recurrenceKind: "MONTHLY", until: END }, { kind: "MONTHLY", until: END }],
    ["a kind without an end date is not sent", { recurrenceKind: "DAILY", until: null }, null],
  ])("recurrence: %s", (_name, over, expected) => {
    expect(buildScheduleBody(values(over)).recurrence).toEqual(expected);
  });

  it.each<[string, Partial<ScheduleFormValues>, string | null]>([
    ["switch off → server generates", { customNumber: false, meetingNumber: "123456" }, null],
    ["switch on, empty → null", { customNumber: true, meetingNumber: "" }, null],
    ["switch on → the digits", { customNumber: true, meetingNumber: "12 34 56" }, "123456"],
  ])("meeting number: %s", (_name, over, expected) => {
    expect(buildScheduleBody(values(over)).meetingNumber).toBe(expected);
  });

  it.each<[string, Partial<ScheduleFormValues>, string | null]>([
    ["a chosen room", { mode: "SPEECH", roomIds: ["r1", "r2"], mainVenueRoomId: "r2" }, "r2"],
    ["a room no longer chosen", { mode: "SPEECH", roomIds: ["r1"], mainVenueRoomId: "r2" }, null],
    ["none", { mainVenueRoomId: null }, null],
  ])("main venue: %s", (_name, over, expected) => {
    expect(buildScheduleBody(values(over)).mainVenueRoomId).toBe(expected);
  });

  it("sends each room and attendee once, and the password's digits", () => {
    const body = buildScheduleBody(
      values({ roomIds: ["r1", "r1", "r2"], attendeeIds: ["u1", "u1"], password: "123456" }),
    );
    expect(body.roomIds).toEqual(["r1", "r2"]);
    expect(body.attendeeIds).toEqual(["u1"]);
    expect(body.password).toBe("123456");
  });
});

describe("probeBody (the background conflict check)", () => {
  it("keeps time, rooms and recurrence, and replaces what could still be unfinished", () => {
    const body = probeBody(
      values({
        name: " ",
        password: "12",
        mode: "SPEECH",
        mainVenueRoomId: null,
        joinByApp: false,
        joinByTerminal: false,
        customNumber: true,
        meetingNumber: "1",
        contactEmail: "x",
        recurrenceKind: "DAILY",
        until: END,
      }),
      "Meeting",
    );
    expect(body).toMatchObject({
      name: "Meeting",
      password: null,
      mode: "DISCUSSION",
      joinByApp: true,
      meetingNumber: null,
      contactEmail: null,
      roomIds: ["r1"],
      startAt: START,
      endAt: END,
      recurrence: { kind: "DAILY", until: END },
    });
  });
});

describe("presetFromQuery (calendar click: roomId, start, end in ms)", () => {
  it.each<[string, string, { roomIds: string[]; range: { start: number; end: number } | null }]>([
    ["nothing", "", { roomIds: [], range: null }],
    ["room only", "roomId=r1", { roomIds: ["r1"], range: null }],
    ["start and end", `start=${START}&end=${END}`, { roomIds: [], range: { start: START, end: END } }],
    [
      "start only → default duration",
      `start=${START}`,
      { roomIds: [], range: { start: START, end: START + 30 * 60_000 } },
    ],
    [
      "end before start → default duration",
      `start=${START}&end=${START - 1}`,
      { roomIds: [], range: { start: START, end: START + 30 * 60_000 } },
    ],
    ["garbage", "start=abc&end=1&roomId=%20", { roomIds: [], range: null }],
  ])("%s", (_name, query, expected) => {
    expect(presetFromQuery(new URLSearchParams(query), 30)).toEqual(expected);
  });
});

describe('formatSpan and conflictLines ("YYYY/MM/DD HH:mm–HH:mm room X (meeting Y)")', () => {
  it.each([
    ["same day", START, END, "2030/06/15 10:00–11:00"],
    ["across midnight", at(2030, 6, 15, 23, 0), at(2030, 6, 16, 1, 0), "2030/06/15 23:00–2030/06/16 01:00"],
  ])("%s", (_name, start, end, expected) => expect(formatSpan(start, end)).toBe(expected));

  it("sorts by time then room, drops repeats, keeps a hidden meeting as null", () => {
    const c = (roomId: string, roomName: string, day: number, meetingName: string | null): Conflict => ({
      roomId,
      roomName,
      startAt: at(2030, 6, day, 10, 0),
      endAt: at(2030, 6, day, 11, 0),
      meetingName,
    });
    const lines = conflictLines([
      c("r2", "Room B", 16, null),
      c("r1", "Room A", 16, "Sync"),
      c("r1", "Room A", 15, "Sync"),
      c("r1", "Room A", 15, "Sync"),
    ]);
    expect(lines.map(({ time, room, meeting }) => [time, room, meeting])).toEqual([
      ["2030/06/15 10:00–11:00", "Room A", "Sync"],
      ["2030/06/16 10:00–11:00", "Room A", "Sync"],
      ["2030/06/16 10:00–11:00", "Room B", null],
    ]);
  });
});

describe("busyRoomIds (the room picker's free/busy marks)", () => {
  const occ = (roomId: string, meetingId: string | null, scheduleId: string | null): Occupancy => ({
    roomId,
    meetingId,
    scheduleId,
    startAt: START,
    endAt: END,
    name: null,
    mine: false,
  });
  // r3: a meeting the caller may not see, busy and nothing more.
  const list = [occ("r1", "m1", "s1"), occ("r2", "m2", "s2"), occ("r3", null, null)];
  it.each<[string, Parameters<typeof busyRoomIds>[1], string[]]>([
    ["creating: every booking", {}, ["r1", "r2", "r3"]],
    [
      "editing the whole schedule: its own bookings are free",
      { scheduleId: "s1", scope: "all" },
      ["r2", "r3"],
    ],
    [
      "editing one occurrence: only that one is free",
      { scheduleId: "s2", meetingId: "m1", scope: "one" },
      ["r2", "r3"],
    ],
  ])("%s", (_name, editing, expected) => expect([...busyRoomIds(list, editing)].sort()).toEqual(expected));
});

describe("formFieldErrors (400 data.fields beside the fields)", () => {
  it("maps startAt/endAt to the range and recurrence to its end date; unknown fields apart", () => {
    const result = formFieldErrors(
      { startAt: "too early", endAt: "too early", recurrence: "too many", name: "empty", hostToken: "x" },
      ["range", "until", "name"],
    );
    expect(result.fields).toEqual([
      { name: "range", errors: ["too early"] },
      { name: "until", errors: ["too many"] },
      { name: "name", errors: ["empty"] },
    ]);
    expect(result.other).toEqual(["x"]);
  });
});

describe("valuesFromDetail (edit)", () => {
  const row = { id: "m2", startAt: at(2030, 6, 22, 10, 0), endAt: at(2030, 6, 22, 11, 0) } as MeetingRow;
  const detail = {
    ...buildScheduleBody(
      values({ recurrenceKind: "WEEKLY", weekdays: [6], until: at(2030, 7, 1, 0, 0), password: "654321" }),
    ),
    meetingNumber: "888888",
    id: "s1",
    parentId: null,
    creator: { id: "u1", name: "Admin" },
    host: null,
    rooms: [{ id: "r1", name: "Room A" }],
    attendees: [],
    files: [],
    meetings: [row],
    hostToken: null,
    rights: { edit: true, cancel: true },
  } as ScheduleDetail;

  it("takes the chosen occurrence's time and keeps the existing meeting number", () => {
    const v = valuesFromDetail(detail, "m2");
    expect(v.range).toEqual({ start: row.startAt, end: row.endAt });
    expect(v).toMatchObject({
      recurrenceKind: "WEEKLY",
      weekdays: [6],
      password: "654321",
      customNumber: true,
      meetingNumber: "888888",
    });
  });

  it("falls back to the schedule's own time for an unknown occurrence", () => {
    expect(valuesFromDetail(detail, "nope").range).toEqual({ start: START, end: END });
  });
});
