import { inArray } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import { meetings, roomBookings } from "../db/schema-meetings.ts";
import { forbidden } from "../errors.ts";
import { readProductConfigs } from "../meetings/product-config.ts";
import { queueScheduleNotice } from "../notifications/meeting-notices.ts";
import {
  activeMeetings,
  assertOpen,
  loadManagedSchedule,
  lockSchedule,
  mayManageSchedule,
  meetingLocked,
  meetingState,
  type StoredMeeting,
  type StoredSchedule,
  settleSchedule,
  targetMeeting,
} from "./access.ts";

/**
 * Cancelling (contract DELETE /{product}/schedules/...): a cancelled meeting keeps its row with
 * cancelled_at set and loses its room bookings; a schedule left without any active meeting is
 * cancelled too, which frees its meeting number.
 */
type Choose = (
  schedule: StoredSchedule,
  active: StoredMeeting[],
  now: number,
  advance: number,
) => StoredMeeting[];

/** Cancels the meetings `choose` returns, in one transaction under the schedule's row lock. */
async function cancel(
  ctx: AppContext,
  user: SessionUser,
  scheduleId: string,
  choose: Choose,
): Promise<number> {
  await loadManagedSchedule(ctx.db, user, scheduleId);
  const { joinAdvanceMinutes } = await readProductConfigs(ctx.db);
  return ctx.db.transaction(async (tx) => {
    const schedule = await lockSchedule(tx, scheduleId);
    if (!(await mayManageSchedule(tx, user, schedule))) throw forbidden();
    const now = ctx.now();
    const ids = choose(schedule, await activeMeetings(tx, scheduleId), now, joinAdvanceMinutes).map(
      (m) => m.id,
    );
    if (ids.length === 0) return 0;
    await tx.delete(roomBookings).where(inArray(roomBookings.meetingId, ids));
    await tx.update(meetings).set({ cancelledAt: now, updatedAt: now }).where(inArray(meetings.id, ids));
    await settleSchedule(tx, scheduleId, now);
    await queueScheduleNotice(
      tx,
      { scheduleId, event: "CANCELLED", meetingIds: ids },
      now,
      ctx.config.publicUrl,
    );
    return ids.length;
  });
}

/** One occurrence (`meetingId`), or the only meeting of a non-recurring schedule. */
export async function cancelOccurrence(
  ctx: AppContext,
  user: SessionUser,
  scheduleId: string,
  meetingId: string | undefined,
): Promise<{ cancelled: number }> {
  const cancelled = await cancel(ctx, user, scheduleId, (schedule, active, now, advance) => {
    const meeting = targetMeeting(schedule, active, meetingId);
    assertOpen(meeting, now, advance);
    return [meeting];
  });
  return { cancelled };
}

/** Every open occurrence of the series; past and locked ones stay (409 when only locked ones are left). */
export async function cancelSeries(
  ctx: AppContext,
  user: SessionUser,
  scheduleId: string,
): Promise<{ cancelled: number }> {
  const cancelled = await cancel(ctx, user, scheduleId, (_schedule, active, now, advance) => {
    const open = active.filter((m) => meetingState(m, now, advance) === "open");
    if (open.length === 0 && active.some((m) => meetingState(m, now, advance) === "locked")) {
      throw meetingLocked();
    }
    return open;
  });
  return { cancelled };
}
