import { and, eq, inArray, isNull, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { MeetingTab } from "#contract/meetings";
import type { SessionUser } from "../auth/sessions.ts";
import type { Db } from "../db/database.ts";
import { users } from "../db/schema.ts";
import { rooms } from "../db/schema-devices.ts";
import { meetings, scheduleAttendees, scheduleRooms, schedules } from "../db/schema-meetings.ts";
import { qualified as q } from "../lib/qualified.ts";
import { isMeetingAdmin } from "./rules.ts";

/**
 * Which meetings a user sees (contract "Concepts"): the meetings they created, host or attend, the
 * public ones, and those they administer: a SYSTEM user every meeting, a holder of meetingControl
 * the meetings of their data authority (whose creator or host belongs to, or which book a room of,
 * a department they cover). The one place of that rule: the lists, the detail, the attendees, the
 * conflicts, the occupancy, join by number and the files attached to meetings all ask it here.
 * Conditions on `schedules` (unaliased).
 */
export type Viewer = Pick<SessionUser, "userId" | "type" | "profile" | "dataDeptIds">;

/** The schedules `user` administers: undefined for all (SYSTEM), `false` for none. */
export function administeredCondition(user: Viewer): SQL | undefined {
  if (user.type === "SYSTEM") return undefined;
  if (!isMeetingAdmin(user) || user.dataDeptIds.length === 0) return sql`false`;
  const covered = [...user.dataDeptIds];
  const party = sql`exists (select 1 from ${users} where ${q(users.id)} in (${q(schedules.creatorId)}, ${q(schedules.hostId)}) and ${inArray(q(users.deptId), covered)})`;
  const room = sql`exists (select 1 from ${scheduleRooms} inner join ${rooms} on ${q(rooms.id)} = ${q(scheduleRooms.roomId)} where ${q(scheduleRooms.scheduleId)} = ${q(schedules.id)} and ${inArray(q(rooms.deptId), covered)})`;
  return sql`(${party} or ${room})`;
}

/** administeredCondition as a column of a row on `schedules`: whether the caller administers it. */
export function administeredFlag(user: Viewer): SQL<boolean> {
  const administered = administeredCondition(user);
  return (administered ? sql`(${administered})` : sql`true`).mapWith(Boolean);
}

/** Which of `scheduleIds` the caller administers. */
export async function administeredSchedules(
  db: Db,
  user: Viewer,
  scheduleIds: readonly string[],
): Promise<Set<string>> {
  const administered = administeredCondition(user);
  if (!administered) return new Set(scheduleIds);
  if (scheduleIds.length === 0 || !isMeetingAdmin(user)) return new Set();
  const rows = await db
    .select({ id: schedules.id })
    .from(schedules)
    .where(and(inArray(schedules.id, [...new Set(scheduleIds)]), administered));
  return new Set(rows.map((row) => row.id));
}

export async function administers(db: Db, user: Viewer, scheduleId: string): Promise<boolean> {
  return (await administeredSchedules(db, user, [scheduleId])).has(scheduleId);
}

/**
 * A read of the attendee primary key per schedule, so that a list can walk its meetings index and
 * check each row (an uncorrelated IN would first hash every schedule the user attends).
 */
export const attendsCondition = (userId: string): SQL =>
  sql`exists (select 1 from ${scheduleAttendees} where ${q(scheduleAttendees.scheduleId)} = ${q(schedules.id)} and ${q(scheduleAttendees.userId)} = ${userId})`;

/** Creator, host or attendee: the meetings that are "mine". */
export function involvedCondition(userId: string): SQL {
  return or(eq(schedules.creatorId, userId), eq(schedules.hostId, userId), attendsCondition(userId)) as SQL;
}

/** undefined for a SYSTEM user (everything), else the visibility condition. */
export function visibleCondition(user: Viewer): SQL | undefined {
  const administered = administeredCondition(user);
  if (!administered) return undefined;
  const own = or(eq(schedules.isPublic, true), involvedCondition(user.userId));
  return isMeetingAdmin(user) ? or(own, administered) : own;
}

/** A /home tab's condition on `schedules` (the hosted and invited tabs have none: see meetingTabCondition). */
export function tabCondition(tab: MeetingTab | undefined): SQL | undefined {
  return tab === "public" ? eq(schedules.isPublic, true) : undefined;
}

/**
 * A /home tab's condition on `meetings`: the hosted tab reads the meeting's copy of its schedule's
 * host (meetings_open_host_idx walks a host's meetings in order), the invited tab the caller's
 * attended schedules; neither needs the schedule row.
 *
 * The invited set is read once per statement (schedule_attendees_user_idx holds it) and hashed, and
 * the page walks the meetings index checking each row against it: `IS TRUE` keeps PostgreSQL from
 * turning the IN into a join, whose kept generic plan either probed the attendee key of every meeting
 * walked (3 index pages each) or sorted all the caller's meetings.
 */
export function meetingTabCondition(tab: MeetingTab | undefined, user: Viewer): SQL | undefined {
  if (tab === "hosted") return eq(meetings.hostId, user.userId);
  if (tab !== "invited") return undefined;
  return sql`(${q(meetings.scheduleId)} in (select ${q(scheduleAttendees.scheduleId)} from ${scheduleAttendees} where ${q(scheduleAttendees.userId)} = ${user.userId})) is true`;
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
  return sql`exists (select 1 from ${schedules} where ${q(schedules.id)} = ${scheduleId} and ${isNull(schedules.cancelledAt)} and ${visibleCondition(user) ?? sql`true`})`;
}
