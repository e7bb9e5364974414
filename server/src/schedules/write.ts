/** Saving schedules: the rows of a new schedule, its links, its meetings and their room bookings. */
import { eq } from "drizzle-orm";
import type { Occurrence, SavedSchedule, ScheduleBody } from "#contract/schedules";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import {
  meetings,
  roomBookings,
  scheduleAttendees,
  scheduleFiles,
  scheduleRooms,
  schedules,
} from "../db/schema-meetings.ts";
import { newId, randomToken } from "../lib/ids.ts";
import { readProductConfigs } from "../meetings/product-config.ts";
import { queueScheduleNotice } from "../notifications/meeting-notices.ts";
import { findConflicts, guardBookings, roomBusy } from "./conflicts.ts";
import { freeMeetingNumber } from "./numbers.ts";
import { validateSchedule } from "./validation.ts";

/** The columns the body sets (everything but identity, token and timestamps). */
export function bodyColumns(body: ScheduleBody, creatorId: string) {
  return {
    name: body.name,
    type: body.type,
    startAt: body.startAt,
    endAt: body.endAt,
    recurrence: body.recurrence,
    hostId: body.hostId ?? creatorId,
    isPublic: body.isPublic,
    video: body.video,
    password: body.password,
    agenda: body.agenda,
    contact: body.contact,
    contactPhone: body.contactPhone,
    contactEmail: body.contactEmail,
    capacity: body.capacity,
    live: body.live,
    waitingRoom: body.waitingRoom,
    joinByApp: body.joinByApp,
    joinByTerminal: body.joinByTerminal,
    mode: body.mode,
    mainVenueRoomId: body.mainVenueRoomId,
    layout: body.layout,
    bandwidth: body.bandwidth,
    joinMute: body.joinMute,
    autoCall: body.autoCall,
    poolId: body.poolId,
  };
}

/** Replaces the schedule's rooms, attendees and files by the body's. */
export async function writeLinks(db: Db, scheduleId: string, body: ScheduleBody): Promise<void> {
  await db.delete(scheduleRooms).where(eq(scheduleRooms.scheduleId, scheduleId));
  await db.delete(scheduleAttendees).where(eq(scheduleAttendees.scheduleId, scheduleId));
  await db.delete(scheduleFiles).where(eq(scheduleFiles.scheduleId, scheduleId));
  if (body.roomIds.length > 0) {
    await db.insert(scheduleRooms).values(body.roomIds.map((roomId, sort) => ({ scheduleId, roomId, sort })));
  }
  if (body.attendeeIds.length > 0) {
    await db.insert(scheduleAttendees).values(body.attendeeIds.map((userId) => ({ scheduleId, userId })));
  }
  if (body.fileIds.length > 0) {
    await db.insert(scheduleFiles).values(body.fileIds.map((fileId, sort) => ({ scheduleId, fileId, sort })));
  }
}

/** PostgreSQL takes at most 65 535 parameters per statement; a booking row uses 4. */
const BOOKING_CHUNK = 2000;

/** Books every room for every meeting; an overlap raises the exclusion constraint (23P01). */
export async function insertBookings(
  db: Db,
  booked: { meetingId: string; startAt: number; endAt: number }[],
  roomIds: string[],
): Promise<void> {
  const rows = booked.flatMap((b) => roomIds.map((roomId) => ({ ...b, roomId })));
  for (let i = 0; i < rows.length; i += BOOKING_CHUNK) {
    await db.insert(roomBookings).values(rows.slice(i, i + BOOKING_CHUNK));
  }
}

export async function insertMeetings(
  db: Db,
  scheduleId: string,
  occurrences: Occurrence[],
  now: number,
): Promise<{ meetingId: string; startAt: number; endAt: number }[]> {
  const rows = occurrences.map((o) => ({ id: newId(), scheduleId, ...o, createdAt: now, updatedAt: now }));
  for (let i = 0; i < rows.length; i += BOOKING_CHUNK) {
    await db.insert(meetings).values(rows.slice(i, i + BOOKING_CHUNK));
  }
  return rows.map((row) => ({ meetingId: row.id, startAt: row.startAt, endAt: row.endAt }));
}

export interface NewSchedule {
  body: ScheduleBody;
  creatorId: string;
  /** meetingNumberDigits, for a generated number. */
  digits: number;
  parentId?: string | null;
  instant?: boolean;
}

/** Inserts the schedule row and its links; a generated number when the body has none. */
export async function insertSchedule(
  db: Db,
  input: NewSchedule,
  now: number,
): Promise<{ id: string; meetingNumber: string }> {
  const { body } = input;
  const id = newId();
  const meetingNumber = body.meetingNumber ?? (await freeMeetingNumber(db, input.digits));
  await db.insert(schedules).values({
    id,
    parentId: input.parentId ?? null,
    ...bodyColumns(body, input.creatorId),
    meetingNumber,
    customNumber: body.meetingNumber !== null,
    hostToken: randomToken(),
    creatorId: input.creatorId,
    instant: input.instant ?? false,
    createdAt: now,
    updatedAt: now,
  });
  await writeLinks(db, id, body);
  return { id, meetingNumber };
}

/**
 * Inserts a schedule with its meetings and bookings in one transaction, after a conflict query;
 * the exclusion constraint and the unique number index are turned into 409s by guardBookings.
 */
export async function saveNewSchedule(
  ctx: AppContext,
  user: SessionUser,
  input: NewSchedule & { occurrences: Occurrence[] },
): Promise<SavedSchedule> {
  const { body, occurrences } = input;
  const now = ctx.now();
  const attempt = { user, roomIds: body.roomIds, occurrences, customNumber: body.meetingNumber !== null };
  return guardBookings(ctx.db, attempt, () =>
    ctx.db.transaction(async (tx) => {
      const conflicts = await findConflicts(tx, user, body.roomIds, occurrences);
      if (conflicts.length > 0) throw roomBusy(conflicts);
      const { id, meetingNumber } = await insertSchedule(tx, input, now);
      const booked = await insertMeetings(tx, id, occurrences, now);
      await insertBookings(tx, booked, body.roomIds);
      await queueScheduleNotice(tx, { scheduleId: id, event: "SCHEDULED" }, now, ctx.config.publicUrl);
      return { id, meetingIds: booked.map((b) => b.meetingId), meetingNumber };
    }),
  );
}

export async function createSchedule(
  ctx: AppContext,
  user: SessionUser,
  raw: ScheduleBody,
): Promise<SavedSchedule> {
  const configs = await readProductConfigs(ctx.db);
  const { body, occurrences } = await validateSchedule(ctx.db, user, raw, { now: ctx.now(), configs });
  return saveNewSchedule(ctx, user, {
    body,
    occurrences,
    creatorId: user.userId,
    digits: configs.meetingNumberDigits,
  });
}
