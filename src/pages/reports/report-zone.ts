import { useQuery } from "@tanstack/react-query";
import dayjs, { type Dayjs } from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { getReportSettings } from "../../api/reports";
import { DATE_FORMAT } from "../../config/constants";

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Reports group by the organisation's time zone (a setting); their times are shown in it too, so
 * a meeting sits on the day it is counted on whatever the browser's zone. Until the zone is known
 * (or if it cannot be read) the browser's is used.
 */
let zone: string | null = null;

/** Reads the organisation's zone once for the report pages; the formatting below uses it. */
export function useReportZone(): string | null {
  const settings = useQuery({
    queryKey: ["report-settings"],
    queryFn: async () => {
      const result = await getReportSettings();
      return result.ok ? result.data.timeZone : null;
    },
    staleTime: 5 * 60_000,
  });
  zone = settings.data ?? null;
  return zone;
}

export const inReportZone = (at: number): Dayjs => (zone ? dayjs(at).tz(zone) : dayjs(at));

/** "2025/05/01 10:00 – 11:00" in the organisation's zone; the end keeps its date on another day. */
export function zonedRange(startAt: number, endAt: number): string {
  const start = inReportZone(startAt);
  const end = inReportZone(endAt);
  const endText =
    start.format("YYYY-MM-DD") === end.format("YYYY-MM-DD") ? end.format("HH:mm") : end.format(DATE_FORMAT);
  return `${start.format(DATE_FORMAT)} – ${endText}`;
}

/** A moment as the report titles and tables name it, in the organisation's zone. */
export const zonedMoment = (at: number | null): string =>
  at === null ? "-" : inReportZone(at).format("YYYY-MM-DD HH:mm");
