import { and, eq, isNull, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { MeetingTab } from "#contract/meetings";
import { meetings, scheduleAttendees, schedules } from "../db/schema-meetings.ts";
import { isMeetingAdmin } from "./meeting-rules.ts";
import type { SessionUser } from "./sessions.ts";

/**
 * Which meetings a user sees (contract "Concepts"): a meeting administrator all of them, anyone
 * else those they created, host or attend, and the public ones. The one place of that rule: the
 * lists, the detail, the attendees, the conflicts, the occupancy, join by number and the files
 * attached to meetings all ask it here. Conditions on `schedules` (unaliased).
 */
export type Viewer = Pick<SessionUser, "userId" | "type" | "profile">;

/**
 * A read of the attendee primary key per schedule, so that a list can walk its meetings index and
 * check each row (an uncorrelated IN would first hash every schedule the user attends).
 */
export const attendsCondition = (userId: string): SQL =>
  sql`exists (select 1 from ${scheduleAttendees} where ${scheduleAttendees.scheduleId} = ${schedules.id} and ${scheduleAttendees.userId} = ${userId})`;

/** Creator, host or attendee: the meetings that are "mine". */
export function involvedCondition(userId: string): SQL {
  return or(eq(schedules.creatorId, userId), eq(schedules.hostId, userId), attendsCondition(userId)) as SQL;
}

/** undefined for a meeting administrator (everything), else the visibility condition. */
export function visibleCondition(user: Viewer): SQL | undefined {
  if (isMeetingAdmin(user)) return undefined;
  return or(eq(schedules.isPublic, true), involvedCondition(user.userId));
}

export function tabCondition(tab: MeetingTab | undefined, user: Viewer): SQL | undefined {
  switch (tab) {
    case "public":
      return eq(schedules.isPublic, true);
    case "hosted":
      return eq(schedules.hostId, user.userId);
    case "invited":
      return attendsCondition(user.userId);
    default:
      return undefined;
  }
}

/** Neither the meeting nor its schedule was cancelled. */
export const notCancelled = (): SQL =>
  and(isNull(meetings.cancelledAt), isNull(schedules.cancelledAt)) as SQL;

/** visibleCondition as a column: true where the caller sees the row's schedule. */
export function visibleFlag(user: Viewer): SQL<boolean> {
  const visible = visibleCondition(user);
  return (visible ? sql`(${visible})` : sql`true`).mapWith(Boolean);
}

/** Whether the caller sees the live (not cancelled) schedule with the id `scheduleId` (an outer column). */
export function seesLiveSchedule(user: Viewer, scheduleId: SQLWrapper): SQL {
  return sql`exists (select 1 from ${schedules} where ${schedules.id} = ${scheduleId} and ${isNull(schedules.cancelledAt)} and ${visibleCondition(user) ?? sql`true`})`;
}
