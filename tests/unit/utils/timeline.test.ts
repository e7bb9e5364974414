import { describe, expect, it } from "vitest";
import type { TimeRange } from "#contract/rules/time-range";
import {
  assignLanes,
  barGeometry,
  dayWindow,
  FULL_DAY,
  floorToInterval,
  groupByKey,
  hourMarks,
  type Interval,
  layoutBars,
  nextFreeSlot,
  parseDay,
  percentOf,
  pickSlot,
  type SlotInput,
  timeAtRatio,
  WORKING_HOURS,
  weekDays,
} from "../../../src/utils/timeline";

// Fixed zone, so the wall-clock dates below mean the same instants on every machine.
process.env.TZ = "Asia/Shanghai";

/** A local wall-clock time as epoch ms (month is 1-based). */
const at = (y: number, mo: number, d: number, h: number, mi = 0, s = 0, ms = 0) =>
  new Date(y, mo - 1, d, h, mi, s, ms).getTime();
const span = (startAt: number, endAt: number): Interval => ({ startAt, endAt });
/** Monday 2025-03-10, 07:00–22:00. */
const WORK: TimeRange = { start: at(2025, 3, 10, 7), end: at(2025, 3, 10, 22) };
const FULL: TimeRange = { start: at(2025, 3, 10, 0), end: at(2025, 3, 11, 0) };

describe("time zone of this file", () => {
  it("is Asia/Shanghai (UTC+8)", () => {
    expect(at(2025, 1, 1, 8)).toBe(Date.UTC(2025, 0, 1, 0, 0));
  });
});

describe("parseDay (the date of the URL)", () => {
  const rows: [string, string | null, number | null][] = [
    ["a real date", "2025-03-10", at(2025, 3, 10, 0)],
    ["leap day", "2024-02-29", at(2024, 2, 29, 0)],
    ["no such day", "2025-02-30", null],
    ["not zero-padded", "2025-3-10", null],
    ["garbage", "yesterday", null],
    ["absent", null, null],
  ];
  it.each(rows)("%s", (_name, input, expected) => {
    expect(parseDay(input)?.valueOf() ?? null).toBe(expected);
  });
});

describe("dayWindow / weekDays", () => {
  it("limits a day to the working hours or gives the whole day", () => {
    expect(dayWindow(at(2025, 3, 10, 15, 42), WORKING_HOURS)).toEqual(WORK);
    expect(dayWindow(at(2025, 3, 10, 0), FULL_DAY)).toEqual(FULL);
  });
  const rows: [string, number][] = [
    ["from a Wednesday", at(2025, 3, 12, 9)],
    ["from the Monday itself", at(2025, 3, 10, 0)],
    ["from the Sunday (ISO week: it ends the week)", at(2025, 3, 16, 23, 59)],
  ];
  it.each(rows)("weeks run Monday to Sunday: %s", (_name, day) => {
    const days = weekDays(day);
    expect(days).toHaveLength(7);
    expect(days[0]).toBe(at(2025, 3, 10, 0));
    expect(days[6]).toBe(at(2025, 3, 16, 0));
  });
});

describe("barGeometry (position in percent of the window, clipped)", () => {
  type Row = [string, Interval, ReturnType<typeof barGeometry>];
  const rows: Row[] = [
    [
      "inside: 09:00–10:30 of 07:00–22:00",
      span(at(2025, 3, 10, 9), at(2025, 3, 10, 10, 30)),
      { left: (2 / 15) * 100, width: (1.5 / 15) * 100, clippedStart: false, clippedEnd: false },
    ],
    [
      "starts before the window: cut at its start",
      span(at(2025, 3, 10, 6), at(2025, 3, 10, 8)),
      { left: 0, width: (1 / 15) * 100, clippedStart: true, clippedEnd: false },
    ],
    [
      "ends after the window: cut at its end",
      span(at(2025, 3, 10, 21), at(2025, 3, 11, 1)),
      { left: (14 / 15) * 100, width: (1 / 15) * 100, clippedStart: false, clippedEnd: true },
    ],
    [
      "covers the whole window",
      span(at(2025, 3, 9, 12), at(2025, 3, 11, 12)),
      { left: 0, width: 100, clippedStart: true, clippedEnd: true },
    ],
    ["ends exactly at the window start: not shown", span(at(2025, 3, 10, 6), at(2025, 3, 10, 7)), null],
    ["starts exactly at the window end: not shown", span(at(2025, 3, 10, 22), at(2025, 3, 10, 23)), null],
    ["empty booking", span(at(2025, 3, 10, 9), at(2025, 3, 10, 9)), null],
    ["reversed booking", span(at(2025, 3, 10, 10), at(2025, 3, 10, 9)), null],
  ];
  it.each(rows)("%s", (_name, item, expected) => {
    const got = barGeometry(item, WORK);
    if (expected === null) expect(got).toBeNull();
    else {
      expect(got).not.toBeNull();
      expect(got!.left).toBeCloseTo(expected.left, 9);
      expect(got!.width).toBeCloseTo(expected.width, 9);
      expect(got!.clippedStart).toBe(expected.clippedStart);
      expect(got!.clippedEnd).toBe(expected.clippedEnd);
    }
  });

  it("percentOf is linear and unclamped", () => {
    expect(percentOf(WORK.start, WORK)).toBe(0);
    expect(percentOf(WORK.end, WORK)).toBe(100);
    expect(percentOf(at(2025, 3, 10, 12), FULL)).toBe(50);
    expect(percentOf(at(2025, 3, 10, 4), WORK)).toBeLessThan(0);
  });
});

describe("assignLanes (robust to overlapping bookings of one room)", () => {
  type Row = [string, Interval[], number[], number];
  const h = (a: number, b: number) => span(at(2025, 3, 10, a), at(2025, 3, 10, b));
  const rows: Row[] = [
    ["none → one (empty) lane", [], [], 1],
    ["back to back share a lane", [h(9, 10), h(10, 11)], [0, 0], 1],
    ["two overlapping → two lanes", [h(9, 11), h(10, 12)], [0, 1], 2],
    ["input order does not matter", [h(10, 12), h(9, 11)], [1, 0], 2],
    ["a freed lane is reused", [h(9, 11), h(10, 12), h(11, 13)], [0, 1, 0], 2],
    ["three at once → three lanes", [h(9, 12), h(10, 12), h(11, 12)], [0, 1, 2], 3],
  ];
  it.each(rows)("%s", (_name, items, lanes, count) => {
    expect(assignLanes(items)).toEqual({ lanes, count });
  });

  it("layoutBars drops what is outside the window and lanes only what is drawn", () => {
    const items = [
      { id: "a", ...span(at(2025, 3, 10, 5), at(2025, 3, 10, 6)) },
      { id: "b", ...span(at(2025, 3, 10, 9), at(2025, 3, 10, 11)) },
      { id: "c", ...span(at(2025, 3, 10, 10), at(2025, 3, 10, 12)) },
    ];
    const { bars, lanes } = layoutBars(items, WORK);
    expect(bars.map((b) => [b.item.id, b.lane])).toEqual([
      ["b", 0],
      ["c", 1],
    ]);
    expect(lanes).toBe(2);
  });
});

describe("hourMarks", () => {
  it("marks every whole hour of the window", () => {
    const marks = hourMarks(WORK);
    expect(marks).toHaveLength(15);
    expect(marks[0]).toEqual({ at: at(2025, 3, 10, 7), left: 0 });
    expect(marks[14].at).toBe(at(2025, 3, 10, 21));
    expect(hourMarks(FULL)).toHaveLength(24);
  });
  it("starts at the first whole hour of an unaligned window", () => {
    expect(hourMarks({ start: at(2025, 3, 10, 7, 30), end: at(2025, 3, 10, 9) }).map((m) => m.at)).toEqual([
      at(2025, 3, 10, 8),
    ]);
  });
});

describe("floorToInterval / timeAtRatio (the cell under the pointer)", () => {
  type Row = [string, number, number, number];
  const rows: Row[] = [
    ["on a multiple stays", at(2025, 3, 10, 10, 15), 15, at(2025, 3, 10, 10, 15)],
    ["inside a cell → its start", at(2025, 3, 10, 10, 29, 59, 999), 15, at(2025, 3, 10, 10, 15)],
    ["30-minute cells", at(2025, 3, 10, 10, 44), 30, at(2025, 3, 10, 10, 30)],
    ["hour cells", at(2025, 3, 10, 10, 59), 60, at(2025, 3, 10, 10, 0)],
    ["invalid interval → 15", at(2025, 3, 10, 10, 20), 0, at(2025, 3, 10, 10, 15)],
  ];
  it.each(rows)("%s", (_name, ms, interval, expected) => {
    expect(floorToInterval(ms, interval)).toBe(expected);
  });

  it("maps a ratio to a time inside the window (clamped)", () => {
    expect(timeAtRatio(0, WORK)).toBe(WORK.start);
    expect(timeAtRatio(0.5, WORK)).toBe(at(2025, 3, 10, 14, 30));
    expect(timeAtRatio(-1, WORK)).toBe(WORK.start);
    expect(timeAtRatio(1.5, WORK)).toBe(WORK.end - 1);
    expect(timeAtRatio(Number.NaN, WORK)).toBe(WORK.start);
  });
});

describe("pickSlot (what a click books)", () => {
  const base: Omit<SlotInput, "at"> = {
    window: WORK,
    now: at(2025, 3, 10, 8, 7),
    intervalMinutes: 15,
    durationMinutes: 60,
    bookings: [
      span(at(2025, 3, 10, 10), at(2025, 3, 10, 11)),
      span(at(2025, 3, 10, 13, 10), at(2025, 3, 10, 14)),
    ],
  };
  type Row = [string, Partial<SlotInput> & { at: number }, TimeRange | null];
  const rows: Row[] = [
    [
      "a free cell: its start, default duration",
      { at: at(2025, 3, 10, 15, 22) },
      { start: at(2025, 3, 10, 15, 15), end: at(2025, 3, 10, 16, 15) },
    ],
    ["a cell wholly in the past: nothing", { at: at(2025, 3, 10, 7, 50) }, null],
    ["a cell ending exactly at now: past", { at: at(2025, 3, 10, 7, 59), now: at(2025, 3, 10, 8, 0) }, null],
    [
      "the cell holding now: starts at now rounded up",
      { at: at(2025, 3, 10, 8, 1) },
      { start: at(2025, 3, 10, 8, 15), end: at(2025, 3, 10, 9, 15) },
    ],
    [
      "the end stops at the next booking",
      { at: at(2025, 3, 10, 9, 30) },
      { start: at(2025, 3, 10, 9, 30), end: at(2025, 3, 10, 10) },
    ],
    [
      "inside a booking: moves to its end",
      { at: at(2025, 3, 10, 10, 40) },
      { start: at(2025, 3, 10, 11), end: at(2025, 3, 10, 12) },
    ],
    [
      "a booking ending off the grid: its end rounded up",
      { at: at(2025, 3, 10, 13, 50), bookings: [span(at(2025, 3, 10, 13), at(2025, 3, 10, 14, 5))] },
      { start: at(2025, 3, 10, 14, 15), end: at(2025, 3, 10, 15, 15) },
    ],
    [
      "back-to-back bookings are skipped together",
      {
        at: at(2025, 3, 10, 9, 10),
        bookings: [
          span(at(2025, 3, 10, 9), at(2025, 3, 10, 10)),
          span(at(2025, 3, 10, 10), at(2025, 3, 10, 12)),
        ],
      },
      { start: at(2025, 3, 10, 12), end: at(2025, 3, 10, 13) },
    ],
    [
      "a booking up to the window end: nothing left",
      { at: at(2025, 3, 10, 21, 30), bookings: [span(at(2025, 3, 10, 21), at(2025, 3, 10, 23))] },
      null,
    ],
    [
      "30-minute interval, 45-minute default",
      { at: at(2025, 3, 10, 16, 59), intervalMinutes: 30, durationMinutes: 45 },
      { start: at(2025, 3, 10, 16, 30), end: at(2025, 3, 10, 17, 15) },
    ],
    [
      "the last cell may run past the window end",
      { at: at(2025, 3, 10, 21, 50) },
      { start: at(2025, 3, 10, 21, 45), end: at(2025, 3, 10, 22, 45) },
    ],
  ];
  it.each(rows)("%s", (_name, input, expected) => {
    expect(pickSlot({ ...base, ...input })).toEqual(expected);
  });
});

describe("nextFreeSlot (Enter on a row)", () => {
  const week = [10, 11, 12].map((d) => dayWindow(at(2025, 3, d, 0), WORKING_HOURS));
  const settings = { intervalMinutes: 15, durationMinutes: 60 };
  type Row = [string, number, Interval[], TimeRange | null];
  const rows: Row[] = [
    [
      "now before the window: the window start",
      at(2025, 3, 10, 6),
      [],
      { start: at(2025, 3, 10, 7), end: at(2025, 3, 10, 8) },
    ],
    [
      "now inside: now rounded up",
      at(2025, 3, 10, 9, 2),
      [],
      { start: at(2025, 3, 10, 9, 15), end: at(2025, 3, 10, 10, 15) },
    ],
    [
      "busy now: after the booking",
      at(2025, 3, 10, 9, 2),
      [span(at(2025, 3, 10, 9), at(2025, 3, 10, 12))],
      { start: at(2025, 3, 10, 12), end: at(2025, 3, 10, 13) },
    ],
    [
      "the day is over: next day's first hour",
      at(2025, 3, 10, 22, 30),
      [],
      { start: at(2025, 3, 11, 7), end: at(2025, 3, 11, 8) },
    ],
    [
      "busy to the end of the day: the next day",
      at(2025, 3, 10, 20),
      [span(at(2025, 3, 10, 19), at(2025, 3, 10, 22))],
      { start: at(2025, 3, 11, 7), end: at(2025, 3, 11, 8) },
    ],
    ["all shown days past: nothing", at(2025, 3, 13, 9), [], null],
  ];
  it.each(rows)("%s", (_name, now, bookings, expected) => {
    expect(nextFreeSlot(week, { now, bookings, ...settings })).toEqual(expected);
  });
});

describe("groupByKey", () => {
  it("groups by key and sorts each group by start", () => {
    const items = [
      { room: "a", ...span(3, 4) },
      { room: "b", ...span(1, 2) },
      { room: "a", ...span(1, 2) },
    ];
    const groups = groupByKey(items, (i) => i.room);
    expect(groups.get("a")?.map((i) => i.startAt)).toEqual([1, 3]);
    expect(groups.get("b")).toHaveLength(1);
    expect(groups.get("c")).toBeUndefined();
  });
});
