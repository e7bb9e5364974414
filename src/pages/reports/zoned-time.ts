/**
 * Report times as the tables, drawers and titles print them, in the organisation's time zone, so a
 * meeting shows on the day it is counted on whatever the browser's zone. Pure: the zone comes in
 * (null while it is unknown: the browser's). The format is the console's own, the same in both
 * languages.
 */
import dayjs, { type Dayjs } from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { rangeText } from "../meetings/shared/meeting-time";

dayjs.extend(utc);
dayjs.extend(timezone);

export const inZone = (at: number, zone: string | null): Dayjs => (zone ? dayjs(at).tz(zone) : dayjs(at));

/** "2025/05/01 10:00 – 11:00" in the zone; the end keeps its date when it falls on another day there. */
export const zonedRange = (startAt: number, endAt: number, zone: string | null): string =>
  rangeText(inZone(startAt, zone), inZone(endAt, zone));

/** A moment ("2025-05-01 10:00"); none: "-". */
export const zonedMoment = (at: number | null, zone: string | null): string =>
  at === null ? "-" : inZone(at, zone).format("YYYY-MM-DD HH:mm");
