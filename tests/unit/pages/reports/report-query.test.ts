import { bookingFilter } from "../../../../src/pages/reports/BookedVsUsedSection";
import { parseDrill } from "../../../../src/pages/reports/drill";
import {
  concurrencyGranularityFor,
  granularityFor,
  rangeQuery,
} from "../../../../src/pages/reports/report-query";
import { readReportState } from "../../../../src/pages/reports/report-state";

const state = (query: string) => readReportState(new URLSearchParams(query));

describe("a report's URL as the server's query", () => {
  it("sends the days and the department, nothing else", () => {
    expect(rangeQuery(state("range=week&date=2026-03-05&dept=d1&current=3"))).toEqual({
      from: "2026-03-02",
      to: "2026-03-08",
      departmentId: "d1",
    });
    expect(rangeQuery(state("date=2026-03-05"))).toEqual({ from: "2026-03-01", to: "2026-03-31" });
  });

  it.each([
    ["range=day&date=2026-03-05", "day", "hour"],
    ["range=week&date=2026-03-05", "day", "hour"],
    ["date=2026-03-05", "day", "day"],
    ["range=custom&from=2026-01-01&to=2026-03-03", "day", "day"],
    ["range=custom&from=2026-01-01&to=2026-05-31", "week", "week"],
    ["range=custom&from=2026-01-01&to=2026-12-31", "month", "month"],
  ])("?%s buckets trends by %s and concurrency by %s", (query, trend, concurrency) => {
    expect(granularityFor(state(query))).toBe(trend);
    expect(concurrencyGranularityFor(state(query))).toBe(concurrency);
  });
});

describe("drill-downs", () => {
  it.each([
    ["dept:d1", { kind: "dept", value: "d1" }],
    ["at:1700000000000", { kind: "at", value: "1700000000000" }],
    ["group:r1~NO_SHOW", { kind: "group", value: "r1~NO_SHOW" }],
    ["planet:x", undefined],
    ["dept:", undefined],
    ["nokind", undefined],
  ])("%s", (raw, expected) => {
    expect(parseDrill(raw)).toEqual(expected);
  });

  it.each([
    ["department", "d1", { departmentId: "d1" }],
    ["room", "r1~NO_SHOW", { roomId: "r1", usage: "NO_SHOW" }],
    ["organiser", "u1~GHOST", { organiserId: "u1", usage: "GHOST" }],
  ] as const)("booked versus used by %s: %s lists %j", (groupBy, drill, filter) => {
    expect(bookingFilter(groupBy, drill)).toEqual(filter);
  });
});
