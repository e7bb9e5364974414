/**
 * Report times as the tables, drawers and titles print them, in the organisation's time zone, so a
 * meeting shows on the day it is counted on whatever the browser's zone. Pure: the zone comes in
 * (null while it is unknown: the browser's). The format is the console's own, the same in both
 * languages.
 */
import dayjs, { type Dayjs } from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { DATE_FORMAT } from "../../config/constants";

dayjs.extend(utc);
dayjs.extend(timezone);

const DAY = "YYYY-MM-DD";

export const inZone = (at: number, zone: string | null): Dayjs => (zone ? dayjs(at).tz(zone) : dayjs(at));

/** "2025/05/01 10:00 – 11:00"; the end keeps its date when it falls on another day. */
export function zonedRange(startAt: number, endAt: number, zone: string | null): string {
  const start = inZone(startAt, zone);
  const end = inZone(endAt, zone);
  const endText = start.format(DAY) === end.format(DAY) ? end.format("HH:mm") : end.format(DATE_FORMAT);
  return `${start.format(DATE_FORMAT)} – ${endText}`;
}

/** A moment ("2025-05-01 10:00"); none: "-". */
export const zonedMoment = (at: number | null, zone: string | null): string =>
  at === null ? "-" : inZone(at, zone).format("YYYY-MM-DD HH:mm");
