/**
 * A deep link to a report: the reads its page makes first, asked for as soon as the console runs
 * (src/performance/prefetch/first-data.ts) rather than once the report's code has arrived and rendered. The page's
 * identical reads take these answers (HttpClient.prefetch).
 */

import { reportsOps } from "#contract/operations/reports";
import { prefetch } from "../../providers/http/call";
import { bookedVsUsed, roomBookings, roomUsage, roomUsageTotal, roomUsageTrend } from "./report-reads";
import { readReportState } from "./report-state";
import { ROOM_BOOKING_SORT, roomReads } from "./room-reads";

export function prefetchReportPage(pathname: string, search: string): void {
  // The time zone the report's times are shown in.
  prefetch(reportsOps.settings);
  if (/^\/report\/meeting-room-analysis\/?$/i.test(pathname)) {
    const reads = roomReads(readReportState(new URLSearchParams(search), ROOM_BOOKING_SORT));
    roomUsage.prefetch(reads.usage);
    roomUsageTotal.prefetch(reads.usage);
    roomUsageTrend.prefetch(reads.usage);
    roomBookings.prefetch(reads.bookings);
    bookedVsUsed.prefetch(reads.bookedVsUsed);
  }
}
