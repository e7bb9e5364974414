import { describe, expect, it } from "vitest";
import type { ReportGranularity } from "#contract/reports";
import { parseDrill } from "../../../../src/pages/reports/drill";
import { checkedDrill, periodFilter, periodTitle } from "../../../../src/pages/reports/period-filter";

const NOVEMBER = { from: "2026-11-01", to: "2026-11-30" };
/** From a Wednesday: its first week began on the Monday before. */
const HALF_YEAR = { from: "2026-06-03", to: "2026-11-30" };
const YEAR = { from: "2026-01-01", to: "2026-12-31" };

describe("a trend point → the filter of the meetings behind it", () => {
  it.each<[string, string, ReportGranularity, { from: string; to: string }, boolean]>([
    ["a day of the month", "2026-11-03", "day", NOVEMBER, true],
    ["the range's last day", "2026-11-30", "day", NOVEMBER, true],
    ["a day before the range", "2026-10-31", "day", NOVEMBER, false],
    ["a day after the range", "2026-12-01", "day", NOVEMBER, false],
    ["a day that does not exist", "2026-11-31", "day", NOVEMBER, false],
    ["not a day", "11-03", "day", NOVEMBER, false],
    ["an hour is no trend bucket", "2026-11-03 14:00", "day", NOVEMBER, false],
    ["a week's Monday", "2026-11-02", "week", HALF_YEAR, true],
    ["the week the range starts in, begun on the Monday before it", "2026-06-01", "week", HALF_YEAR, true],
    ["a week ending before the range", "2026-05-25", "week", HALF_YEAR, false],
    ["a week named by a Tuesday", "2026-11-03", "week", HALF_YEAR, false],
    ["a month's first day", "2026-11-01", "month", YEAR, true],
    ["a month named by its second day", "2026-11-02", "month", YEAR, false],
    ["a month outside the range", "2027-01-01", "month", YEAR, false],
  ])("%s (%s by %s)", (_, period, granularity, range, opens) => {
    expect(periodFilter(period, granularity, range)).toEqual(opens ? { period, granularity } : undefined);
  });

  it.each<[string, ReportGranularity, string]>([
    ["2026-11-03", "day", "2026-11-03"],
    ["2026-11-02", "week", "2026-11-02 – 2026-11-08"],
    ["2026-12-28", "week", "2026-12-28 – 2027-01-03"],
    ["2026-02-01", "month", "2026-02"],
  ])("the drawer names %s by %s as %s", (period, granularity, title) => {
    expect(periodTitle({ period, granularity })).toBe(title);
  });

  it.each<[string, string | undefined]>([
    ["period:2026-11-03", "period:2026-11-03"],
    ["period:2026-10-31", undefined],
    ["period:garbage", undefined],
    ["room:r1", "room:r1"],
  ])("the link's drill %s opens %s", (raw, opened) => {
    const drill = checkedDrill(parseDrill(raw), "day", NOVEMBER);
    expect(drill ? `${drill.kind}:${drill.value}` : undefined).toBe(opened);
  });
});
