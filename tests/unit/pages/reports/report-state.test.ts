import dayjs from "dayjs";
import {
  type ReportState,
  readReportState,
  shiftRange,
  withFilters,
  writeReportState,
} from "../../../../src/pages/reports/report-state";

const today = dayjs("2026-11-24T10:00:00");
const q = (s: string) => new URLSearchParams(s);
const read = (s: string) => readReportState(q(s), SORT, today);
const SORT = { fields: ["startAt", "name"], fallback: { field: "startAt", order: "desc" as const } };
const defaults: ReportState = {
  range: "month",
  from: "2026-11-01",
  to: "2026-11-30",
  dept: undefined,
  current: 1,
  pageSize: 20,
  sort: { field: "startAt", order: "desc" },
  drill: undefined,
  drillPage: 1,
  groupBy: undefined,
  x: undefined,
  user: undefined,
};

describe("a report's filters ↔ URL", () => {
  it.each<[string, string, Partial<ReportState>]>([
    ["no query: this month", "", {}],
    ["a day", "range=day&date=2026-03-05", { range: "day", from: "2026-03-05", to: "2026-03-05" }],
    // 2026-03-05 is a Thursday: its week runs Monday 2 to Sunday 8, in either language.
    [
      "a week, from its Monday",
      "range=week&date=2026-03-05",
      { range: "week", from: "2026-03-02", to: "2026-03-08" },
    ],
    ["a month, whatever day names it", "date=2024-02-17", { from: "2024-02-01", to: "2024-02-29" }],
    [
      "a custom range",
      "range=custom&from=2026-01-10&to=2026-02-09",
      { range: "custom", from: "2026-01-10", to: "2026-02-09" },
    ],
    [
      "a reversed custom range: the month it starts in",
      "range=custom&from=2026-05-10&to=2026-05-01",
      { from: "2026-05-01", to: "2026-05-31" },
    ],
    [
      "a custom range over a year: its first month",
      "range=custom&from=2025-01-01&to=2026-01-02",
      { from: "2025-01-01", to: "2025-01-31" },
    ],
    [
      "a whole leap year is allowed",
      "range=custom&from=2024-01-01&to=2024-12-31",
      { range: "custom", from: "2024-01-01", to: "2024-12-31" },
    ],
    [
      "an impossible date: today",
      "range=day&date=2026-02-31",
      { range: "day", from: "2026-11-24", to: "2026-11-24" },
    ],
    ["an unknown range kind: month", "range=year&date=2026-07-04", { from: "2026-07-01", to: "2026-07-31" }],
    [
      "department, page, sort and drill",
      "dept=d42&current=3&pageSize=50&sort=name,asc&drill=u7&drillPage=2",
      {
        dept: "d42",
        current: 3,
        pageSize: 50,
        sort: { field: "name", order: "asc" },
        drill: "u7",
        drillPage: 2,
      },
    ],
    [
      "booked versus used by room, concurrency of video meetings",
      "groupBy=room&x=video",
      { groupBy: "room", x: "video" },
    ],
    ["unknown grouping and type segment: defaults", "groupBy=floor&x=VIDEO_MEETING", {}],
    ["unknown sort field and odd paging: defaults", "sort=password,asc&pageSize=33&current=-1", {}],
    ["a department id with odd characters is dropped", "dept=%3Cscript%3E", {}],
    ["the personal report's user", "user=u-42", { user: "u-42" }],
    ["a user id with odd characters is dropped: the caller's own", "user=..%2Fx%20y", {}],
  ])("%s (?%s)", (_rule, query, expected) => {
    expect(read(query)).toEqual({ ...defaults, ...expected });
  });

  it.each([
    "range=day&date=2026-03-05",
    "range=week&date=2026-03-02&dept=d1",
    "date=2026-11-01&current=2&sort=name,asc",
    "range=custom&from=2026-01-10&to=2026-02-09&drill=d3&drillPage=4",
    "date=2026-11-01&user=u-42",
  ])("writes back what it read: ?%s", (query) => {
    expect(writeReportState(read(query), SORT).toString()).toBe(q(query).toString());
  });

  it("leaves defaults out of the link but always names the period", () => {
    expect(writeReportState(defaults, SORT).toString()).toBe("date=2026-11-01");
  });

  it("a change of filters goes back to the first page and closes the drill-down", () => {
    const state = read("current=4&drill=x&drillPage=3");
    expect(withFilters(state, { dept: "d9" })).toMatchObject({
      dept: "d9",
      current: 1,
      drill: undefined,
      drillPage: 1,
    });
    expect(withFilters(read("user=u1&current=3&drill=room:r1"), { user: "u2" })).toMatchObject({
      user: "u2",
      current: 1,
      drill: undefined,
    });
  });
});

describe("stepping a range", () => {
  it.each<[Pick<ReportState, "range" | "from" | "to">, -1 | 1, { from: string; to: string }]>([
    [{ range: "day", from: "2026-03-01", to: "2026-03-01" }, -1, { from: "2026-02-28", to: "2026-02-28" }],
    [{ range: "week", from: "2026-12-28", to: "2027-01-03" }, 1, { from: "2027-01-04", to: "2027-01-10" }],
    [{ range: "month", from: "2026-01-01", to: "2026-01-31" }, 1, { from: "2026-02-01", to: "2026-02-28" }],
    [{ range: "custom", from: "2026-01-01", to: "2026-01-10" }, 1, { from: "2026-01-11", to: "2026-01-20" }],
  ])("%j by %i", (range, step, expected) => {
    expect(shiftRange(range, step)).toEqual(expected);
  });
});
