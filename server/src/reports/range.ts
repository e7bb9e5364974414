import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { REPORT_MAX_DAYS } from "#contract/limits";
import type { Db } from "../db/database.ts";
import { fieldError } from "../errors.ts";
import { getSystemConfig } from "../settings/system-config.ts";

dayjs.extend(utc);
dayjs.extend(timezone);

/** The organisation's time zone (docs/reports.md): a setting, the server's own zone by default. */
export const REPORT_TIME_ZONE_KEY = "REPORT_TIME_ZONE";

export const serverTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** An IANA name (PostgreSQL reads a bare offset such as "+08:00" with the POSIX sign, the other way round). */
const ZONE_NAME = /^[A-Za-z][A-Za-z_]*(\/[A-Za-z0-9_+-]+)*$/;

export function isTimeZone(name: string): boolean {
  if (!ZONE_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export async function reportTimeZone(db: Db): Promise<string> {
  return timeZoneOf(await getSystemConfig(db, REPORT_TIME_ZONE_KEY));
}

/** The organisation's time zone from its stored setting (null: none). */
export const timeZoneOf = (stored: string | null): string =>
  stored && isTimeZone(stored) ? stored : serverTimeZone();

/** A report's range: local days `fromDay`..`toDay` (both included) as the instants [start, end). */
export interface ReportRange {
  timeZone: string;
  fromDay: string;
  toDay: string;
  start: number;
  end: number;
}

const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` (checked to be a real date) or an epoch millisecond, as the local day it falls on. */
function dayOf(value: string, timeZone: string, field: string): string {
  if (DAY_FORMAT.test(value)) {
    const parsed = dayjs.utc(value, "YYYY-MM-DD");
    if (parsed.isValid() && parsed.format("YYYY-MM-DD") === value) return value;
    throw fieldError({ [field]: "report.dayInvalid" });
  }
  const ms = Number(value);
  if (!Number.isSafeInteger(ms) || ms > 253_402_300_799_999)
    throw fieldError({ [field]: "report.dayInvalid" });
  return dayjs(ms).tz(timeZone).format("YYYY-MM-DD");
}

/** The first instant of a local day. */
export const dayStart = (day: string, timeZone: string): number => dayjs.tz(day, timeZone).valueOf();

export function reportRange(query: { from: string; to: string }, timeZone: string): ReportRange {
  const fromDay = dayOf(query.from, timeZone, "from");
  const toDay = dayOf(query.to, timeZone, "to");
  if (toDay < fromDay) throw fieldError({ to: "report.rangeReversed" });
  const days = dayjs.utc(toDay).diff(dayjs.utc(fromDay), "day") + 1;
  if (days > REPORT_MAX_DAYS)
    throw fieldError({ to: { key: "report.rangeTooLong", params: { max: REPORT_MAX_DAYS } } });
  const next = dayjs.utc(toDay).add(1, "day").format("YYYY-MM-DD");
  return { timeZone, fromDay, toDay, start: dayStart(fromDay, timeZone), end: dayStart(next, timeZone) };
}
