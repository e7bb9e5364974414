import dayjs, { type Dayjs } from "dayjs";
import { DATE_FORMAT } from "../../../config/constants";

const TIME_ONLY = "HH:mm";

export function formatTime(at: number): string {
  return dayjs(at).format(DATE_FORMAT);
}

/**
 * "2025/05/01 10:00 – 11:00"; the end keeps its date when it falls on another day. The days are
 * compared as written, so two times already put in a zone compare in that zone.
 */
export function rangeText(start: Dayjs, end: Dayjs): string {
  const sameDay = start.format("YYYY-MM-DD") === end.format("YYYY-MM-DD");
  return `${start.format(DATE_FORMAT)} – ${end.format(sameDay ? TIME_ONLY : DATE_FORMAT)}`;
}

/** A span in the browser's zone, as rangeText writes it. */
export function formatRange(startAt: number, endAt: number): string {
  return rangeText(dayjs(startAt), dayjs(endAt));
}
