import { and, asc, eq, isNull } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { Db } from "../db/database.ts";
import { meetings, scheduleFiles, scheduleRooms, schedules } from "../db/schema-meetings.ts";
import { ApiError, fieldError, forbidden, notFound } from "../errors.ts";
import { effectiveStatus, isLocked, mayManage } from "../meetings/rules.ts";
import { administers, visibleCondition } from "../meetings/visibility.ts";
import type { Held } from "./references.ts";

/** Loading a schedule for a write and the contract's refusals: 404 unseen, 403 not managed, 409 locked. */
export type StoredSchedule = typeof schedules.$inferSelect;
export type StoredMeeting = typeof meetings.$inferSelect;

/** A live schedule the caller may see, else 404 (an invisible one is not revealed). */
export async function loadVisibleSchedule(
  db: Db,
  user: SessionUser,
  scheduleId: string,
): Promise<StoredSchedule> {
  const [row] = await db
    .select()
    .from(schedules)
    .where(and(eq(schedules.id, scheduleId), isNull(schedules.cancelledAt), visibleCondition(user)));
  if (!row) throw notFound();
  return row;
}

/** Loads the schedule and requires the creator, the host or a meeting administrator (else 403). */
export async function loadManagedSchedule(
  db: Db,
  user: SessionUser,
  scheduleId: string,
): Promise<StoredSchedule> {
  const schedule = await loadVisibleSchedule(db, user, scheduleId);
  if (!(await mayManageSchedule(db, user, schedule))) throw forbidden();
  return schedule;
}

/** mayManage with whether the caller administers the schedule read from the database. */
export async function mayManageSchedule(
  db: Db,
  user: SessionUser,
  schedule: Pick<StoredSchedule, "id" | "creatorId" | "hostId">,
): Promise<boolean> {
  return mayManage(user, { ...schedule, administered: await administers(db, user, schedule.id) });
}

/**
 * Inside a write transaction: the live schedule's row, locked until the commit, so that writes to
 * one schedule (edits, cancels) run one after the other and plan from what is there. 404 if gone.
 */
export async function lockSchedule(db: Db, scheduleId: string): Promise<StoredSchedule> {
  const [row] = await db
    .select()
    .from(schedules)
    .where(and(eq(schedules.id, scheduleId), isNull(schedules.cancelledAt)))
    .for("update");
  if (!row) throw notFound();
  return row;
}

/** The schedule's meetings that are not cancelled, by start. */
export function activeMeetings(db: Db, scheduleId: string): Promise<StoredMeeting[]> {
  return db
    .select()
    .from(meetings)
    .where(and(eq(meetings.scheduleId, scheduleId), isNull(meetings.cancelledAt)))
    .orderBy(asc(meetings.startAt));
}

/** The rooms and files the schedule holds (an edit may keep them whoever put them there). */
export async function heldLinks(db: Db, scheduleId: string): Promise<Required<Held>> {
  const [roomRows, fileRows] = await Promise.all([
    db
      .select({ id: scheduleRooms.roomId })
      .from(scheduleRooms)
      .where(eq(scheduleRooms.scheduleId, scheduleId)),
    db
      .select({ id: scheduleFiles.fileId })
      .from(scheduleFiles)
      .where(eq(scheduleFiles.scheduleId, scheduleId)),
  ]);
  return { roomIds: roomRows.map((row) => row.id), fileIds: fileRows.map((row) => row.id) };
}

export type MeetingState = "open" | "locked" | "ended";

/** open: may still be edited or cancelled; locked: about to start or running; ended: over. */
export function meetingState(meeting: StoredMeeting, now: number, joinAdvanceMinutes: number): MeetingState {
  if (isLocked(meeting, now, joinAdvanceMinutes)) return "locked";
  return effectiveStatus(meeting, now) === "SCHEDULE" ? "open" : "ended";
}

export const meetingLocked = (): ApiError =>
  new ApiError(409, "meeting.locked", { errorCode: "MEETING_LOCKED" });

export function assertOpen(meeting: StoredMeeting, now: number, joinAdvanceMinutes: number): void {
  const state = meetingState(meeting, now, joinAdvanceMinutes);
  if (state === "locked") throw meetingLocked();
  if (state === "ended") throw new ApiError(409, "meeting.ended");
}

/**
 * The occurrence a request names: `meetingId` (404 unless an active meeting of the schedule), or
 * the only meeting of a non-recurring schedule (a recurring one needs `meetingId`: 400).
 */
export function targetMeeting(
  schedule: StoredSchedule,
  active: StoredMeeting[],
  meetingId: string | undefined,
): StoredMeeting {
  if (meetingId === undefined && schedule.recurrence) {
    throw fieldError({ meetingId: "schedule.meetingIdRequired" });
  }
  const meeting = meetingId === undefined ? active[0] : active.find((m) => m.id === meetingId);
  if (!meeting) throw notFound();
  return meeting;
}

/** A schedule without any active meeting is cancelled, which frees its meeting number. */
export async function settleSchedule(db: Db, scheduleId: string, now: number): Promise<void> {
  const [left] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.scheduleId, scheduleId), isNull(meetings.cancelledAt)))
    .limit(1);
  if (!left) {
    await db.update(schedules).set({ cancelledAt: now, updatedAt: now }).where(eq(schedules.id, scheduleId));
  }
}
