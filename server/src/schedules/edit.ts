import { eq, inArray } from "drizzle-orm";
import type {
  CheckTarget,
  EditTarget,
  Occurrence,
  SavedSchedule,
  ScheduleBody,
  ScheduleCheck,
} from "#contract/schedules";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { meetings, roomBookings, schedules } from "../db/schema-meetings.ts";
import { forbidden } from "../errors.ts";
import { type ProductConfigs, readProductConfigs } from "../meetings/product-config.ts";
import { slotOf } from "../notifications/ics-series.ts";
import { queueScheduleNotice } from "../notifications/meeting-notices.ts";
import {
  activeMeetings,
  assertOpen,
  heldLinks,
  loadManagedSchedule,
  loadVisibleSchedule,
  lockSchedule,
  mayManageSchedule,
  meetingState,
  type StoredMeeting,
  type StoredSchedule,
  settleSchedule,
  targetMeeting,
} from "./access.ts";
import { START_GRACE_MS } from "./body.ts";
import { type BookingAttempt, findConflicts, guardBookings, roomBusy } from "./conflicts.ts";
import { localDay } from "./occurrences.ts";
import { validateSchedule } from "./validation.ts";
import { bodyColumns, insertBookings, insertMeetings, insertSchedule, writeLinks } from "./write.ts";

/**
 * Editing a schedule (contract PUT /{product}/schedules/{id}). scope=all: the open (future, not
 * locked) meetings take the new times, reusing their ids in order; past and locked ones stay as
 * they were, and a regenerated occurrence on the day of a kept one is dropped. scope=one on a
 * series: the occurrence moves to a new schedule (parentId = the series) with a fresh meeting
 * number, since a number belongs to one live schedule (unique index schedules_meeting_number_idx).
 */
interface EditContext {
  now: number;
  configs: ProductConfigs;
}

interface EditPlan {
  body: ScheduleBody;
  /** The occurrences the save books. */
  occurrences: Occurrence[];
  /** Meetings whose bookings the save replaces (they do not count as conflicts). */
  replaced: StoredMeeting[];
  /** scope=one on a series: the occurrence to detach. */
  detached: StoredMeeting | null;
}

async function planEdit(
  db: Db,
  user: SessionUser,
  schedule: StoredSchedule,
  raw: ScheduleBody,
  target: EditTarget,
  context: EditContext,
): Promise<EditPlan> {
  const { now, configs } = context;
  const active = await activeMeetings(db, schedule.id);
  const held = await heldLinks(db, schedule.id);
  if (target.scope === "one" && schedule.recurrence) {
    const detached = targetMeeting(schedule, active, target.meetingId);
    const rules = { now, configs, held, single: true, storedStartAt: detached.startAt };
    const { body, occurrences } = await validateSchedule(db, user, raw, rules);
    return { body, occurrences, replaced: [detached], detached };
  }
  const rules = { now, configs, held, storedStartAt: schedule.startAt };
  const { body, occurrences } = await validateSchedule(db, user, raw, rules);
  const replaced = active.filter((m) => meetingState(m, now, configs.joinAdvanceMinutes) === "open");
  const keptDays = new Set(active.filter((m) => !replaced.includes(m)).map((m) => localDay(m.startAt)));
  const fresh = occurrences.filter(
    (o) => o.startAt >= now - START_GRACE_MS && !keptDays.has(localDay(o.startAt)),
  );
  return { body, occurrences: fresh, replaced, detached: null };
}

/** POST /schedules/check: the occurrences a save would book and what they collide with. */
export async function checkSchedule(
  ctx: AppContext,
  user: SessionUser,
  raw: ScheduleBody,
  target: CheckTarget,
): Promise<ScheduleCheck> {
  const context = { now: ctx.now(), configs: await readProductConfigs(ctx.db) };
  let plan: EditPlan;
  if (target.excludeScheduleId) {
    const schedule = await loadVisibleSchedule(ctx.db, user, target.excludeScheduleId);
    plan = await planEdit(ctx.db, user, schedule, raw, target, context);
  } else {
    const validated = await validateSchedule(ctx.db, user, raw, context);
    plan = { ...validated, replaced: [], detached: null };
  }
  const ignored = plan.replaced.map((m) => m.id);
  const conflicts = await findConflicts(ctx.db, user, plan.body.roomIds, plan.occurrences, ignored);
  return { occurrences: plan.occurrences, conflicts };
}

/** scope=one: the occurrence moves, keeping its id, into a new schedule holding the body. */
async function detach(
  tx: Db,
  user: SessionUser,
  schedule: StoredSchedule,
  plan: EditPlan,
  context: EditContext,
) {
  const { now, configs } = context;
  const meeting = plan.detached as StoredMeeting;
  const [occurrence] = plan.occurrences;
  await tx.delete(roomBookings).where(eq(roomBookings.meetingId, meeting.id));
  const conflicts = await findConflicts(tx, user, plan.body.roomIds, plan.occurrences);
  if (conflicts.length > 0) throw roomBusy(conflicts);
  const input = {
    body: plan.body,
    creatorId: schedule.creatorId,
    digits: configs.meetingNumberDigits,
    parentId: schedule.id,
  };
  const { id, meetingNumber } = await insertSchedule(tx, input, now);
  // Calendars keep the occurrence as an override of the series' slot (RECURRENCE-ID).
  const slot = slotOf({ ...schedule, rule: schedule.recurrence }, meeting);
  await tx.update(schedules).set({ recurrenceId: slot }).where(eq(schedules.id, id));
  await tx
    .update(meetings)
    .set({ scheduleId: id, ...occurrence, updatedAt: now })
    .where(eq(meetings.id, meeting.id));
  await insertBookings(tx, [{ meetingId: meeting.id, ...occurrence }], plan.body.roomIds);
  await settleSchedule(tx, schedule.id, now);
  return { id, meetingIds: [meeting.id], meetingNumber };
}

/** scope=all: the open meetings take the new occurrences (ids reused in order). */
async function regenerate(tx: Db, user: SessionUser, schedule: StoredSchedule, plan: EditPlan, now: number) {
  const { body, occurrences, replaced } = plan;
  const keepNumber = body.meetingNumber === null || body.meetingNumber === schedule.meetingNumber;
  const replacedIds = replaced.map((m) => m.id);
  if (replacedIds.length > 0)
    await tx.delete(roomBookings).where(inArray(roomBookings.meetingId, replacedIds));
  const conflicts = await findConflicts(tx, user, body.roomIds, occurrences);
  if (conflicts.length > 0) throw roomBusy(conflicts);
  const meetingNumber = keepNumber ? schedule.meetingNumber : (body.meetingNumber as string);
  await tx
    .update(schedules)
    .set({
      ...bodyColumns(body, schedule.creatorId),
      meetingNumber,
      customNumber: keepNumber ? schedule.customNumber : true,
      updatedAt: now,
    })
    .where(eq(schedules.id, schedule.id));
  await writeLinks(tx, schedule.id, body);
  const booked: { meetingId: string; startAt: number; endAt: number }[] = [];
  for (const [index, occurrence] of occurrences.slice(0, replaced.length).entries()) {
    const meetingId = replaced[index].id;
    await tx
      .update(meetings)
      .set({ ...occurrence, updatedAt: now })
      .where(eq(meetings.id, meetingId));
    booked.push({ meetingId, ...occurrence });
  }
  const surplus = replacedIds.slice(occurrences.length);
  if (surplus.length > 0) await tx.delete(meetings).where(inArray(meetings.id, surplus));
  booked.push(...(await insertMeetings(tx, schedule.id, occurrences.slice(replaced.length), now)));
  await insertBookings(tx, booked, body.roomIds);
  await settleSchedule(tx, schedule.id, now);
  return { id: schedule.id, meetingIds: booked.map((b) => b.meetingId), meetingNumber };
}

/**
 * The whole edit runs in one transaction that first locks the schedule's row, so the meetings it
 * plans from cannot change (a concurrent cancel or edit of the same schedule waits).
 */
export async function updateSchedule(
  ctx: AppContext,
  user: SessionUser,
  scheduleId: string,
  raw: ScheduleBody,
  target: EditTarget,
): Promise<SavedSchedule> {
  await loadManagedSchedule(ctx.db, user, scheduleId);
  const configs = await readProductConfigs(ctx.db);
  const attempt: BookingAttempt = { user, roomIds: [], occurrences: [], customNumber: true };
  return guardBookings(ctx.db, attempt, () =>
    ctx.db.transaction(async (tx): Promise<SavedSchedule> => {
      const schedule = await lockSchedule(tx, scheduleId);
      if (!(await mayManageSchedule(tx, user, schedule))) throw forbidden();
      const context = { now: ctx.now(), configs };
      const active = await activeMeetings(tx, schedule.id);
      if (target.meetingId !== undefined || !schedule.recurrence || target.scope === "one") {
        assertOpen(
          targetMeeting(schedule, active, target.meetingId),
          context.now,
          configs.joinAdvanceMinutes,
        );
      }
      const plan = await planEdit(tx, user, schedule, raw, target, context);
      if (plan.detached && plan.body.meetingNumber === schedule.meetingNumber) {
        // A number belongs to one live schedule: the detached occurrence gets a fresh one.
        plan.body = { ...plan.body, meetingNumber: null };
      }
      Object.assign(attempt, {
        roomIds: plan.body.roomIds,
        occurrences: plan.occurrences,
        ignoreMeetingIds: plan.replaced.map((m) => m.id),
        customNumber: plan.body.meetingNumber !== null || !plan.detached,
      });
      const saved = plan.detached
        ? await detach(tx, user, schedule, plan, context)
        : await regenerate(tx, user, schedule, plan, context.now);
      // A detached occurrence becomes an event of its own and leaves the series' event.
      await queueScheduleNotice(
        tx,
        { scheduleId: saved.id, event: "UPDATED" },
        context.now,
        ctx.config.publicUrl,
      );
      if (saved.id !== schedule.id) {
        await queueScheduleNotice(
          tx,
          { scheduleId: schedule.id, event: "UPDATED" },
          context.now,
          ctx.config.publicUrl,
        );
      }
      return saved;
    }),
  );
}
