import dayjs from "dayjs";
import { DATE_FORMAT } from "../../../config/constants";

const TIME_ONLY = "HH:mm";

export function formatTime(at: number): string {
  return dayjs(at).format(DATE_FORMAT);
}

/** "2025/05/01 10:00 – 11:00"; the end keeps its date when it falls on another day. */
export function formatRange(startAt: number, endAt: number): string {
  const start = dayjs(startAt);
  const end = dayjs(endAt);
  const endText = start.isSame(end, "day") ? end.format(TIME_ONLY) : end.format(DATE_FORMAT);
  return `${start.format(DATE_FORMAT)} – ${endText}`;
}
