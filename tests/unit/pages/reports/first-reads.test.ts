import { afterEach, describe, expect, it, vi } from "vitest";
import { reportsOps } from "#contract/operations/reports";
import { prefetchReportPage } from "../../../../src/pages/reports/first-reads";
import {
  bookedVsUsed,
  roomBookings,
  roomUsage,
  roomUsageTotal,
  roomUsageTrend,
} from "../../../../src/pages/reports/report-reads";
import { readReportState } from "../../../../src/pages/reports/report-state";
import { ROOM_BOOKING_SORT, roomReads } from "../../../../src/pages/reports/room-reads";
import { call } from "../../../../src/providers/http/call";
import { http } from "../../../../src/providers/http/client";

/** A deep link to a report asks for its first reads as the page itself sends them. */
afterEach(() => vi.restoreAllMocks());

function prefetched(pathname: string, search: string) {
  const spy = vi.spyOn(http, "prefetch").mockImplementation(() => undefined);
  prefetchReportPage(pathname, search);
  return spy.mock.calls;
}

/** What the page's own reads send through the client. */
async function pageReads(search: string) {
  const get = vi.spyOn(http, "get").mockResolvedValue({ ok: false, status: 0, message: "" });
  const reads = roomReads(readReportState(new URLSearchParams(search), ROOM_BOOKING_SORT));
  await call(reportsOps.settings);
  await roomUsage(reads.usage);
  await roomUsageTotal(reads.usage);
  await roomUsageTrend(reads.usage);
  await roomBookings(reads.bookings);
  await bookedVsUsed(reads.bookedVsUsed);
  return get.mock.calls.map(([url, options]) => (options?.params ? [url, options.params] : [url]));
}

describe("prefetchReportPage", () => {
  it("asks the room analysis for its usage, bookings, booked versus used and the report settings", async () => {
    const search = "?range=week&date=2026-03-04&current=2&sort=usedMinutes,asc&groupBy=room&dept=d1";
    const calls = prefetched("/report/meeting-room-analysis", search);
    const reads = await pageReads(search);
    expect(calls).toEqual(reads);
    expect(reads).toContainEqual([
      "/report/room/by-usage",
      expect.objectContaining({ page: 2, sort: "usedMinutes,asc", departmentId: "d1" }),
    ]);
  });

  it("asks another report for the settings only", () => {
    expect(prefetched("/report/meeting-detail-report", "")).toEqual([["/report/settings"]]);
  });
});
