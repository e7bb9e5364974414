import { useReportZone } from "./report-zone";
import { zonedMoment, zonedRange } from "./zoned-time";

/** A table cell's time span, in the organisation's zone. */
export function ReportTimeRange({ startAt, endAt }: { startAt: number; endAt: number }) {
  return <>{zonedRange(startAt, endAt, useReportZone())}</>;
}

/** A table cell's moment, in the organisation's zone. */
export function ReportMoment({ at }: { at: number | null }) {
  return <>{zonedMoment(at, useReportZone())}</>;
}
