/**
 * Join by number (GET /{product}/schedules/meeting/by-number/{number}), open to anyone logged in.
 * It answers what joining needs and nothing more: the name only of a meeting the caller sees,
 * never its host, rooms or ids. Lookups are limited per user, so the numbers cannot be scanned.
 */
import { and, asc, eq } from "drizzle-orm";
import type { JoinTarget } from "#contract/meetings";
import type { Db } from "../db/database.ts";
import { meetings, schedules } from "../db/schema-meetings.ts";
import { ApiError } from "../errors.ts";
import type { RateRule } from "../lib/rate-limits.ts";
import { notEndedSql, type RowContext } from "./rows.ts";
import { notCancelled, visibleFlag } from "./visibility.ts";

export const JOIN_LOOKUP_RATE: RateRule = {
  bucket: "join-by-number",
  limit: 10,
  windowMs: 60_000,
  message: "meetingReads.tooManyLookups",
};

/** The running or next meeting with that number: 404 MEETING_NOT_FOUND, 409 TERMINAL_ONLY without app joining. */
export async function joinTarget(
  db: Db,
  number: string,
  context: Pick<RowContext, "user" | "now">,
): Promise<JoinTarget> {
  const [row] = await db
    .select({
      networkNumber: schedules.meetingNumber,
      name: schedules.name,
      visible: visibleFlag(context.user),
      status: meetings.status,
      startAt: meetings.startAt,
      endAt: meetings.endAt,
      password: schedules.password,
      joinByApp: schedules.joinByApp,
      joinByTerminal: schedules.joinByTerminal,
    })
    .from(meetings)
    .innerJoin(schedules, eq(schedules.id, meetings.scheduleId))
    .where(and(eq(schedules.meetingNumber, number), notCancelled(), notEndedSql(context.now)))
    .orderBy(asc(meetings.startAt), asc(meetings.id))
    .limit(1);
  if (!row) throw new ApiError(404, "meetingReads.notFound", { errorCode: "MEETING_NOT_FOUND" });
  if (!row.joinByApp) {
    throw new ApiError(409, "meetingReads.terminalOnly", {
      errorCode: "TERMINAL_ONLY",
      data: { networkNumber: row.networkNumber },
    });
  }
  const { visible, name, password, ...facts } = row;
  return { ...facts, name: visible ? name : null, hasPassword: Boolean(password) };
}
