import { describe, expect, it } from "vitest";
import {
  checkRange,
  defaultRange,
  type RangeCheck,
  type RangeInput,
  roundUpToInterval,
} from "#contract/rules/time-range";
import {
  DEFAULT_APPOINTMENT_INTERVAL_MIN,
  DEFAULT_MEETING_DURATION_MIN,
} from "../../../src/config/constants";

// Fixed zone, so the wall-clock dates below mean the same instants on every machine.
process.env.TZ = "Asia/Shanghai";

/** A local wall-clock time as epoch ms (month is 1-based). */
const at = (y: number, mo: number, d: number, h: number, mi: number, s = 0, ms = 0) =>
  new Date(y, mo - 1, d, h, mi, s, ms).getTime();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe("time zone of this file", () => {
  it("is Asia/Shanghai (UTC+8, no DST)", () => {
    expect(new Date(at(2025, 1, 1, 0, 0)).getTimezoneOffset()).toBe(-480);
    expect(at(2025, 1, 1, 8, 0)).toBe(Date.UTC(2025, 0, 1, 0, 0));
  });
});

describe("roundUpToInterval (spec §9: up to the next multiple of the interval)", () => {
  type Row = [name: string, ms: number, interval: number, expected: number];
  const rows: Row[] = [
    ["exact multiple stays", at(2025, 3, 10, 10, 15), 15, at(2025, 3, 10, 10, 15)],
    ["whole hour stays", at(2025, 3, 10, 10, 0), 15, at(2025, 3, 10, 10, 0)],
    ["one ms past a multiple → next", at(2025, 3, 10, 10, 15, 0, 1), 15, at(2025, 3, 10, 10, 30)],
    ["one second past a multiple → next", at(2025, 3, 10, 10, 15, 1), 15, at(2025, 3, 10, 10, 30)],
    ["one minute past → next", at(2025, 3, 10, 10, 16), 15, at(2025, 3, 10, 10, 30)],
    [
      "one ms before a multiple → that multiple",
      at(2025, 3, 10, 10, 29, 59, 999),
      15,
      at(2025, 3, 10, 10, 30),
    ],
    ["into the next hour", at(2025, 3, 10, 10, 46), 15, at(2025, 3, 10, 11, 0)],
    ["past the last slot → next day 00:00", at(2025, 3, 10, 23, 50), 15, at(2025, 3, 11, 0, 0)],
    ["midnight stays", at(2025, 3, 11, 0, 0), 15, at(2025, 3, 11, 0, 0)],
    ["across a month end", at(2025, 1, 31, 23, 59, 30), 15, at(2025, 2, 1, 0, 0)],
    ["across a year end", at(2024, 12, 31, 23, 45, 0, 1), 15, at(2025, 1, 1, 0, 0)],
    ["30-minute interval", at(2025, 3, 10, 10, 1), 30, at(2025, 3, 10, 10, 30)],
    ["60-minute interval", at(2025, 3, 10, 10, 1), 60, at(2025, 3, 10, 11, 0)],
    ["1-minute interval, seconds past", at(2025, 3, 10, 10, 1, 1), 1, at(2025, 3, 10, 10, 2)],
    ["1-minute interval, exact minute stays", at(2025, 3, 10, 10, 1), 1, at(2025, 3, 10, 10, 1)],
    ["multiples count from local midnight (90 min)", at(2025, 3, 10, 1, 0), 90, at(2025, 3, 10, 1, 30)],
    ["90 min: 23:00 → next day 00:00", at(2025, 3, 10, 23, 0), 90, at(2025, 3, 11, 0, 0)],
    ["interval 0 → default 15", at(2025, 3, 10, 10, 1), 0, at(2025, 3, 10, 10, 15)],
    ["negative interval → default 15", at(2025, 3, 10, 10, 1), -5, at(2025, 3, 10, 10, 15)],
    ["NaN interval → default 15", at(2025, 3, 10, 10, 1), Number.NaN, at(2025, 3, 10, 10, 15)],
    ["fractional interval → default 15", at(2025, 3, 10, 10, 1), 7.5, at(2025, 3, 10, 10, 15)],
  ];
  it.each(rows)("%s", (_name, ms, interval, expected) => {
    expect(roundUpToInterval(ms, interval)).toBe(expected);
  });

  it("is idempotent", () => {
    for (const [, ms, interval] of rows) {
      const once = roundUpToInterval(ms, interval);
      expect(roundUpToInterval(once, interval)).toBe(once);
    }
  });
});

describe("defaultRange (spec §9: default duration 1 hour)", () => {
  type Row = [name: string, now: number, interval: number, duration: number | undefined, start: number];
  const rows: Row[] = [
    ["rounded now, 1 h by default", at(2025, 3, 10, 10, 7), 15, undefined, at(2025, 3, 10, 10, 15)],
    ["now on a multiple", at(2025, 3, 10, 10, 15), 15, undefined, at(2025, 3, 10, 10, 15)],
    ["custom duration", at(2025, 3, 10, 10, 7), 30, 90, at(2025, 3, 10, 10, 30)],
    ["late evening crosses midnight", at(2025, 3, 10, 23, 50), 15, undefined, at(2025, 3, 11, 0, 0)],
  ];
  it.each(rows)("%s", (_name, now, interval, duration, start) => {
    expect(defaultRange(now, interval, duration)).toEqual({
      start,
      end: start + (duration ?? DEFAULT_MEETING_DURATION_MIN) * MIN,
    });
  });

  it("uses the constants of spec §9", () => {
    expect(DEFAULT_APPOINTMENT_INTERVAL_MIN).toBe(15);
    expect(DEFAULT_MEETING_DURATION_MIN).toBe(60);
  });
});

describe("checkRange (spec §4 and §5, checks in documented order)", () => {
  const now = at(2025, 3, 10, 10, 7, 30);
  const base = { now, intervalMinutes: 15, maxDurationMinutes: 24 * 60 };
  const T = (h: number, mi: number, s = 0, ms = 0) => at(2025, 3, 10, h, mi, s, ms);

  type Row = [
    name: string,
    input: Partial<RangeInput> & { start: number; end: number },
    expected: RangeCheck,
  ];
  const rows: Row[] = [
    ["valid range", { start: T(11, 0), end: T(12, 0) }, { ok: true }],
    ["start exactly now is not in the past", { start: now, end: T(11, 0) }, { ok: true }],
    [
      "1: start one ms before now → reset to rounded now + 1 h",
      { start: now - 1, end: T(11, 0) },
      { ok: false, warning: "invalidOccupationTimeTips", fixed: { start: T(10, 15), end: T(11, 15) } },
    ],
    [
      "1: start in the past, the chosen end is replaced",
      { start: T(9, 0), end: T(18, 0) },
      { ok: false, warning: "invalidOccupationTimeTips", fixed: { start: T(10, 15), end: T(11, 15) } },
    ],
    [
      "1: past start wins over start after end",
      { start: T(9, 0), end: T(8, 0) },
      { ok: false, warning: "invalidOccupationTimeTips", fixed: { start: T(10, 15), end: T(11, 15) } },
    ],
    [
      "1: past start with now on a multiple stays on it",
      { start: T(9, 0), end: T(10, 0), now: T(10, 15) },
      { ok: false, warning: "invalidOccupationTimeTips", fixed: { start: T(10, 15), end: T(11, 15) } },
    ],
    [
      "1: late evening fix crosses midnight",
      { start: T(23, 0), end: T(23, 30), now: T(23, 50) },
      {
        ok: false,
        warning: "invalidOccupationTimeTips",
        fixed: { start: at(2025, 3, 11, 0, 0), end: at(2025, 3, 11, 1, 0) },
      },
    ],
    [
      "2: start after end → Tips2, end = start + 1 h",
      { start: T(12, 0), end: T(11, 0) },
      { ok: false, warning: "Tips2", fixed: { start: T(12, 0), end: T(13, 0) } },
    ],
    [
      "2: start one ms after end",
      { start: T(12, 0, 0, 1), end: T(12, 0) },
      { ok: false, warning: "Tips2", fixed: { start: T(12, 0, 0, 1), end: T(13, 0, 0, 1) } },
    ],
    [
      "2: start after end while the end picker changed → Tips3",
      { start: T(12, 0), end: T(11, 0), changed: "end" },
      { ok: false, warning: "Tips3", fixed: { start: T(12, 0), end: T(13, 0) } },
    ],
    [
      "2: start after end while the start picker changed → Tips2",
      { start: T(12, 0), end: T(11, 0), changed: "start" },
      { ok: false, warning: "Tips2", fixed: { start: T(12, 0), end: T(13, 0) } },
    ],
    [
      "3: end == start → Tips3, end = start + 1 h",
      { start: T(12, 0), end: T(12, 0) },
      { ok: false, warning: "Tips3", fixed: { start: T(12, 0), end: T(13, 0) } },
    ],
    [
      "3: end == start, whichever picker changed",
      { start: T(12, 0), end: T(12, 0), changed: "start" },
      { ok: false, warning: "Tips3", fixed: { start: T(12, 0), end: T(13, 0) } },
    ],
    [
      "3: end == start late evening → end next day",
      { start: T(23, 30), end: T(23, 30) },
      { ok: false, warning: "Tips3", fixed: { start: T(23, 30), end: at(2025, 3, 11, 0, 30) } },
    ],
    ["end one ms after start is fine", { start: T(12, 0), end: T(12, 0, 0, 1) }, { ok: true }],
    ["range crossing midnight is fine here", { start: T(23, 0), end: at(2025, 3, 11, 1, 0) }, { ok: true }],
    [
      "4: one ms over the maximum → rejected, no fix",
      { start: T(11, 0), end: T(13, 0, 0, 1), maxDurationMinutes: 120 },
      { ok: false, warning: "maxDuration", params: { max: 120 } },
    ],
    [
      "4: exactly the maximum is allowed",
      { start: T(11, 0), end: T(13, 0), maxDurationMinutes: 120 },
      { ok: true },
    ],
    [
      "4: no maximum given → any length",
      { start: T(11, 0), end: at(2025, 3, 20, 11, 0), maxDurationMinutes: undefined },
      { ok: true },
    ],
    [
      "4: maximum 0 → no maximum",
      { start: T(11, 0), end: at(2025, 3, 20, 11, 0), maxDurationMinutes: 0 },
      { ok: true },
    ],
    [
      "4: over the maximum but start in the past → past wins",
      { start: T(9, 0), end: T(23, 0), maxDurationMinutes: 120 },
      { ok: false, warning: "invalidOccupationTimeTips", fixed: { start: T(10, 15), end: T(11, 15) } },
    ],
    [
      "fix is clamped to a maximum below 1 h",
      { start: T(12, 0), end: T(12, 0), maxDurationMinutes: 30 },
      { ok: false, warning: "Tips3", fixed: { start: T(12, 0), end: T(12, 30) } },
    ],
    [
      "past fix is clamped to a maximum below 1 h",
      { start: T(9, 0), end: T(9, 30), maxDurationMinutes: 30 },
      { ok: false, warning: "invalidOccupationTimeTips", fixed: { start: T(10, 15), end: T(10, 45) } },
    ],
  ];

  it.each(rows)("%s", (_name, input, expected) => {
    expect(checkRange({ ...base, ...input })).toEqual(expected);
  });

  it("a fixed range passes a second check at the same now", () => {
    for (const [name, input] of rows) {
      const result = checkRange({ ...base, ...input });
      if (!result.ok && result.fixed) {
        expect(checkRange({ ...base, ...input, ...result.fixed }), name).toEqual({ ok: true });
      }
    }
  });

  it("the default range of a form opened now passes", () => {
    for (const n of [now, T(10, 15), T(23, 59, 59, 999)]) {
      expect(checkRange({ ...base, now: n, ...defaultRange(n, 15) })).toEqual({ ok: true });
    }
  });

  it("1 h is the repair length", () => {
    const r = checkRange({ ...base, start: T(12, 0), end: T(12, 0) });
    expect(!r.ok && r.fixed && r.fixed.end - r.fixed.start).toBe(HOUR);
  });
});
