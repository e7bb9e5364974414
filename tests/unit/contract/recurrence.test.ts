import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkRecurrence,
  crossesDay,
  expandRecurrence,
  type RecurrenceInput,
  type RecurrenceWarning,
} from "#contract/rules/recurrence";
import { RECURRENCE_MAX_OCCURRENCES } from "../../../src/config/constants";

// Fixed zone, so the wall-clock dates below mean the same instants on every machine.
process.env.TZ = "Asia/Shanghai";

/** A local wall-clock time as epoch ms (month is 1-based). */
const at = (y: number, mo: number, d: number, h: number, mi: number, s = 0, ms = 0) =>
  new Date(y, mo - 1, d, h, mi, s, ms).getTime();
/** Occurrences as readable local "YYYY-MM-DD HH:mm–HH:mm" strings. */
const show = (list: { start: number; end: number }[]) =>
  list.map(({ start, end }) => {
    const s = new Date(start);
    const e = new Date(end);
    const p = (n: number) => String(n).padStart(2, "0");
    const date = (d: Date) => `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
    const time = (d: Date) => `${p(d.getHours())}:${p(d.getMinutes())}`;
    return `${date(s)} ${time(s)}–${date(e) === date(s) ? "" : `${date(e)} `}${time(e)}`;
  });

// 2025-03-10 is a Monday.
const MON_10 = at(2025, 3, 10, 10, 0);
const MON_11 = at(2025, 3, 10, 11, 0);

describe("expandRecurrence", () => {
  type Row = [name: string, input: RecurrenceInput, expected: string[]];
  const rows: Row[] = [
    [
      "daily, until a later date (inclusive)",
      { start: MON_10, end: MON_11, kind: "DAILY", until: at(2025, 3, 13, 0, 0) },
      [
        "2025-03-10 10:00–11:00",
        "2025-03-11 10:00–11:00",
        "2025-03-12 10:00–11:00",
        "2025-03-13 10:00–11:00",
      ],
    ],
    [
      "daily, until's time of day does not matter (00:00 of the last day still counts)",
      { start: MON_10, end: MON_11, kind: "DAILY", until: at(2025, 3, 11, 0, 0) },
      ["2025-03-10 10:00–11:00", "2025-03-11 10:00–11:00"],
    ],
    [
      "daily, until on the start's date before its time → one occurrence",
      { start: MON_10, end: MON_11, kind: "DAILY", until: at(2025, 3, 10, 8, 0) },
      ["2025-03-10 10:00–11:00"],
    ],
    [
      "daily, keeps seconds and ms of the chosen times",
      {
        start: at(2025, 3, 10, 10, 0, 30, 5),
        end: at(2025, 3, 10, 10, 45, 1),
        kind: "DAILY",
        until: at(2025, 3, 11, 23, 59),
      },
      ["2025-03-10 10:00–10:45", "2025-03-11 10:00–10:45"],
    ],
    [
      "daily, across a month and leap day",
      {
        start: at(2024, 2, 28, 9, 0),
        end: at(2024, 2, 28, 9, 30),
        kind: "DAILY",
        until: at(2024, 3, 1, 0, 0),
      },
      ["2024-02-28 09:00–09:30", "2024-02-29 09:00–09:30", "2024-03-01 09:00–09:30"],
    ],
    [
      "daily, across a year end",
      {
        start: at(2024, 12, 31, 23, 0),
        end: at(2024, 12, 31, 23, 59),
        kind: "DAILY",
        until: at(2025, 1, 1, 0, 0),
      },
      ["2024-12-31 23:00–23:59", "2025-01-01 23:00–23:59"],
    ],
    [
      "daily, an occurrence crossing midnight keeps its day offset",
      {
        start: at(2025, 3, 10, 23, 0),
        end: at(2025, 3, 11, 1, 0),
        kind: "DAILY",
        until: at(2025, 3, 11, 0, 0),
      },
      ["2025-03-10 23:00–2025-03-11 01:00", "2025-03-11 23:00–2025-03-12 01:00"],
    ],
    [
      "daily, start after until → none",
      { start: MON_10, end: MON_11, kind: "DAILY", until: at(2025, 3, 9, 23, 59) },
      [],
    ],
    [
      "daily, capped by maxOccurrences",
      { start: MON_10, end: MON_11, kind: "DAILY", until: at(2026, 1, 1, 0, 0), maxOccurrences: 2 },
      ["2025-03-10 10:00–11:00", "2025-03-11 10:00–11:00"],
    ],
    [
      "weekly, Mon/Wed/Fri over two weeks",
      { start: MON_10, end: MON_11, kind: "WEEKLY", weekdays: [1, 3, 5], until: at(2025, 3, 21, 0, 0) },
      [
        "2025-03-10 10:00–11:00",
        "2025-03-12 10:00–11:00",
        "2025-03-14 10:00–11:00",
        "2025-03-17 10:00–11:00",
        "2025-03-19 10:00–11:00",
        "2025-03-21 10:00–11:00",
      ],
    ],
    [
      "weekly, the start's own date counts only if its weekday is chosen",
      { start: MON_10, end: MON_11, kind: "WEEKLY", weekdays: [2], until: at(2025, 3, 24, 0, 0) },
      ["2025-03-11 10:00–11:00", "2025-03-18 10:00–11:00"],
    ],
    [
      "weekly, 7 is Sunday; order of weekdays and duplicates do not matter",
      { start: MON_10, end: MON_11, kind: "WEEKLY", weekdays: [7, 6, 7], until: at(2025, 3, 16, 0, 0) },
      ["2025-03-15 10:00–11:00", "2025-03-16 10:00–11:00"],
    ],
    [
      "weekly, invalid weekdays are ignored",
      { start: MON_10, end: MON_11, kind: "WEEKLY", weekdays: [0, 8, 1.5, 1], until: at(2025, 3, 17, 0, 0) },
      ["2025-03-10 10:00–11:00", "2025-03-17 10:00–11:00"],
    ],
    [
      "weekly without weekdays → none",
      { start: MON_10, end: MON_11, kind: "WEEKLY", weekdays: [], until: at(2025, 3, 31, 0, 0) },
      [],
    ],
    [
      "weekly with weekdays undefined → none",
      { start: MON_10, end: MON_11, kind: "WEEKLY", until: at(2025, 3, 31, 0, 0) },
      [],
    ],
    [
      "daily ignores weekdays",
      { start: MON_10, end: MON_11, kind: "DAILY", weekdays: [3], until: at(2025, 3, 11, 0, 0) },
      ["2025-03-10 10:00–11:00", "2025-03-11 10:00–11:00"],
    ],
    [
      "monthly on the 10th",
      { start: MON_10, end: MON_11, kind: "MONTHLY", until: at(2025, 6, 10, 0, 0) },
      [
        "2025-03-10 10:00–11:00",
        "2025-04-10 10:00–11:00",
        "2025-05-10 10:00–11:00",
        "2025-06-10 10:00–11:00",
      ],
    ],
    [
      "monthly, until the day before the next date → one",
      { start: MON_10, end: MON_11, kind: "MONTHLY", until: at(2025, 4, 9, 23, 59) },
      ["2025-03-10 10:00–11:00"],
    ],
    [
      "monthly on the 31st skips months without a 31st",
      {
        start: at(2025, 1, 31, 14, 0),
        end: at(2025, 1, 31, 15, 0),
        kind: "MONTHLY",
        until: at(2025, 12, 31, 0, 0),
      },
      [
        "2025-01-31 14:00–15:00",
        "2025-03-31 14:00–15:00",
        "2025-05-31 14:00–15:00",
        "2025-07-31 14:00–15:00",
        "2025-08-31 14:00–15:00",
        "2025-10-31 14:00–15:00",
        "2025-12-31 14:00–15:00",
      ],
    ],
    [
      "monthly on the 30th skips February only",
      {
        start: at(2025, 1, 30, 9, 0),
        end: at(2025, 1, 30, 10, 0),
        kind: "MONTHLY",
        until: at(2025, 4, 30, 0, 0),
      },
      ["2025-01-30 09:00–10:00", "2025-03-30 09:00–10:00", "2025-04-30 09:00–10:00"],
    ],
    [
      "monthly on the 29th: February only in leap years",
      {
        start: at(2024, 1, 29, 9, 0),
        end: at(2024, 1, 29, 10, 0),
        kind: "MONTHLY",
        until: at(2025, 3, 1, 0, 0),
      },
      [
        "2024-01-29 09:00–10:00",
        "2024-02-29 09:00–10:00",
        ...[3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => `2024-${String(m).padStart(2, "0")}-29 09:00–10:00`),
        "2025-01-29 09:00–10:00",
      ],
    ],
    [
      "monthly across a year end",
      {
        start: at(2024, 11, 15, 9, 0),
        end: at(2024, 11, 15, 10, 0),
        kind: "MONTHLY",
        until: at(2025, 1, 15, 0, 0),
      },
      ["2024-11-15 09:00–10:00", "2024-12-15 09:00–10:00", "2025-01-15 09:00–10:00"],
    ],
    [
      "monthly, capped by maxOccurrences",
      { start: MON_10, end: MON_11, kind: "MONTHLY", until: at(2030, 1, 1, 0, 0), maxOccurrences: 1 },
      ["2025-03-10 10:00–11:00"],
    ],
  ];

  it.each(rows)("%s", (_name, input, expected) => {
    expect(show(expandRecurrence(input))).toEqual(expected);
  });

  it("caps at RECURRENCE_MAX_OCCURRENCES (366) by default, also for an invalid cap", () => {
    const input: RecurrenceInput = { start: MON_10, end: MON_11, kind: "DAILY", until: at(2030, 1, 1, 0, 0) };
    expect(RECURRENCE_MAX_OCCURRENCES).toBe(366);
    expect(expandRecurrence(input)).toHaveLength(366);
    expect(expandRecurrence({ ...input, maxOccurrences: 0 })).toHaveLength(366);
    expect(expandRecurrence({ ...input, maxOccurrences: -1 })).toHaveLength(366);
    expect(expandRecurrence({ ...input, maxOccurrences: 2.5 })).toHaveLength(366);
  });

  it("a daily year keeps exactly the same wall-clock times every day", () => {
    const list = expandRecurrence({
      start: at(2024, 1, 1, 8, 30),
      end: at(2024, 1, 1, 9, 15),
      kind: "DAILY",
      until: at(2024, 12, 31, 0, 0),
    });
    expect(list).toHaveLength(366); // 2024 is a leap year
    expect(new Set(show(list).map((s) => s.slice(11)))).toEqual(new Set(["08:30–09:15"]));
    expect(new Set(show(list).map((s) => s.slice(0, 10))).size).toBe(366);
  });
});

describe("expandRecurrence across DST changes (America/New_York)", () => {
  let saved: string | undefined;
  beforeAll(() => {
    saved = process.env.TZ;
    process.env.TZ = "America/New_York";
  });
  afterAll(() => {
    process.env.TZ = saved;
  });

  it("the zone has DST", () => {
    expect(new Date(at(2025, 1, 15, 12, 0)).getTimezoneOffset()).toBe(300);
    expect(new Date(at(2025, 7, 15, 12, 0)).getTimezoneOffset()).toBe(240);
  });

  it("daily keeps the wall clock through spring forward (2025-03-09) and fall back (2025-11-02)", () => {
    const spring = expandRecurrence({
      start: at(2025, 3, 8, 9, 0),
      end: at(2025, 3, 8, 10, 0),
      kind: "DAILY",
      until: at(2025, 3, 10, 0, 0),
    });
    expect(show(spring)).toEqual([
      "2025-03-08 09:00–10:00",
      "2025-03-09 09:00–10:00",
      "2025-03-10 09:00–10:00",
    ]);
    expect(spring[1]!.start - spring[0]!.start).toBe(23 * 3_600_000);

    const fall = expandRecurrence({
      start: at(2025, 11, 1, 0, 30),
      end: at(2025, 11, 1, 23, 30),
      kind: "DAILY",
      until: at(2025, 11, 3, 0, 0),
    });
    expect(show(fall)).toEqual([
      "2025-11-01 00:30–23:30",
      "2025-11-02 00:30–23:30",
      "2025-11-03 00:30–23:30",
    ]);
    expect(fall[1]!.end - fall[1]!.start).toBe(24 * 3_600_000); // 23 h of wall clock + the repeated hour
  });

  it("weekly and monthly keep the wall clock across the change", () => {
    const weekly = expandRecurrence({
      start: at(2025, 3, 3, 9, 0),
      end: at(2025, 3, 3, 10, 0),
      kind: "WEEKLY",
      weekdays: [1],
      until: at(2025, 3, 17, 0, 0),
    });
    expect(show(weekly)).toEqual([
      "2025-03-03 09:00–10:00",
      "2025-03-10 09:00–10:00",
      "2025-03-17 09:00–10:00",
    ]);
    const monthly = expandRecurrence({
      start: at(2025, 2, 20, 9, 0),
      end: at(2025, 2, 20, 10, 0),
      kind: "MONTHLY",
      until: at(2025, 3, 20, 0, 0),
    });
    expect(show(monthly)).toEqual(["2025-02-20 09:00–10:00", "2025-03-20 09:00–10:00"]);
  });
});

describe("crossesDay", () => {
  type Row = [name: string, start: number, end: number, expected: boolean];
  const rows: Row[] = [
    ["same day", MON_10, MON_11, false],
    ["ends 23:59:59.999", MON_10, at(2025, 3, 10, 23, 59, 59, 999), false],
    ["ends at next day 00:00", MON_10, at(2025, 3, 11, 0, 0), true],
    ["ends next day", at(2025, 3, 10, 23, 0), at(2025, 3, 11, 1, 0), true],
    ["ends days later", MON_10, at(2025, 3, 13, 9, 0), true],
  ];
  it.each(rows)("%s", (_name, start, end, expected) => {
    expect(crossesDay(start, end)).toBe(expected);
  });
});

describe("checkRecurrence (spec §5 schedule form)", () => {
  const ok: RecurrenceInput = { start: MON_10, end: MON_11, kind: "DAILY", until: at(2025, 3, 12, 0, 0) };
  type Row = [name: string, input: Partial<RecurrenceInput>, expected: RecurrenceWarning[]];
  const rows: Row[] = [
    ["valid daily", {}, []],
    ["valid weekly", { kind: "WEEKLY", weekdays: [1, 2] }, []],
    ["valid monthly", { kind: "MONTHLY", until: at(2025, 5, 10, 0, 0) }, []],
    ["period ending on the start's date", { until: at(2025, 3, 10, 0, 0) }, []],
    [
      "occurrence crosses midnight",
      { start: at(2025, 3, 10, 23, 0), end: at(2025, 3, 11, 1, 0) },
      ["recurrenceCrossesDay"],
    ],
    [
      "occurrence ends at next day 00:00",
      { start: at(2025, 3, 10, 23, 0), end: at(2025, 3, 11, 0, 0) },
      ["recurrenceCrossesDay"],
    ],
    ["ending 23:59 is fine", { start: at(2025, 3, 10, 23, 0), end: at(2025, 3, 10, 23, 59) }, []],
    ["start after the period end", { until: at(2025, 3, 9, 23, 59) }, ["recurrenceStartAfterEnd"]],
    ["weekly without weekdays", { kind: "WEEKLY", weekdays: [] }, ["recurrenceWeekdaysRequired"]],
    ["weekly with weekdays undefined", { kind: "WEEKLY" }, ["recurrenceWeekdaysRequired"]],
    [
      "weekly with only invalid weekdays",
      { kind: "WEEKLY", weekdays: [0, 8] },
      ["recurrenceWeekdaysRequired"],
    ],
    ["daily needs no weekdays", { kind: "DAILY", weekdays: [] }, []],
    [
      "weekly, no chosen weekday inside the period",
      { kind: "WEEKLY", weekdays: [5], until: at(2025, 3, 12, 0, 0) },
      ["recurrenceNoOccurrence"],
    ],
    [
      "monthly on the 31st: April has none, March still counts",
      {
        kind: "MONTHLY",
        start: at(2025, 3, 31, 9, 0),
        end: at(2025, 3, 31, 10, 0),
        until: at(2025, 4, 30, 0, 0),
      },
      [],
    ],
    [
      "all applicable warnings, in order",
      { kind: "WEEKLY", weekdays: [], end: at(2025, 3, 11, 9, 0), until: at(2025, 3, 1, 0, 0) },
      ["recurrenceCrossesDay", "recurrenceWeekdaysRequired", "recurrenceStartAfterEnd"],
    ],
    ["exactly 366 occurrences", { until: at(2026, 3, 10, 0, 0) }, []],
    ["367 occurrences", { until: at(2026, 3, 11, 0, 0) }, ["recurrenceTooMany"]],
    ["a custom cap", { until: at(2025, 3, 13, 0, 0), maxOccurrences: 3 }, ["recurrenceTooMany"]],
    ["a custom cap, exactly reached", { until: at(2025, 3, 12, 0, 0), maxOccurrences: 3 }, []],
    [
      "crossing and too many together",
      { end: at(2025, 3, 11, 9, 0), until: at(2030, 1, 1, 0, 0) },
      ["recurrenceCrossesDay", "recurrenceTooMany"],
    ],
  ];

  it.each(rows)("%s", (_name, input, expected) => {
    const result = checkRecurrence({ ...ok, ...input });
    if (expected.length === 0) {
      expect(result.ok).toBe(true);
    } else {
      expect(result).toEqual({
        ok: false,
        warnings: expected,
        params: { max: input.maxOccurrences ?? RECURRENCE_MAX_OCCURRENCES },
      });
    }
  });

  it("returns the occurrences when valid", () => {
    expect(checkRecurrence(ok)).toEqual({ ok: true, occurrences: expandRecurrence(ok) });
    const result = checkRecurrence({ ...ok, until: at(2026, 3, 10, 0, 0) });
    expect(result.ok && result.occurrences).toHaveLength(366);
  });
});
