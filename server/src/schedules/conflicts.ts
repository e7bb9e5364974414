import { and, asc, eq, gt, inArray, lt, notInArray, or } from "drizzle-orm";
import type { Conflict, Occurrence } from "#contract/schedules";
import type { SessionUser } from "../auth/sessions.ts";
import type { Db } from "../db/database.ts";
import { rooms } from "../db/schema-devices.ts";
import { meetings, roomBookings, schedules } from "../db/schema-meetings.ts";
import { ApiError } from "../errors.ts";
import { constraintOf, isExclusionViolation, isUniqueViolation } from "../lib/db-errors.ts";
import { visibleFlag } from "../meetings/visibility.ts";

/**
 * Room conflicts. The exclusion constraint room_bookings_no_overlap (migration 0002) is what
 * guarantees that no room is booked twice at once, also between concurrent saves; the query here
 * runs first so that the common case reports every colliding occurrence and room, and again after a
 * constraint violation to say what collided.
 */
export async function findConflicts(
  db: Db,
  user: SessionUser,
  roomIds: string[],
  occurrences: Occurrence[],
  /** Bookings of these meetings do not count (they are being replaced). */
  ignoreMeetingIds: string[] = [],
): Promise<Conflict[]> {
  if (roomIds.length === 0 || occurrences.length === 0) return [];
  const overlapsAny = or(
    ...occurrences.map((o) => and(lt(roomBookings.startAt, o.endAt), gt(roomBookings.endAt, o.startAt))),
  );
  const bookings = await db
    .select({
      roomId: roomBookings.roomId,
      roomName: rooms.name,
      startAt: roomBookings.startAt,
      endAt: roomBookings.endAt,
      name: schedules.name,
      visible: visibleFlag(user),
    })
    .from(roomBookings)
    .innerJoin(rooms, eq(rooms.id, roomBookings.roomId))
    .innerJoin(meetings, eq(meetings.id, roomBookings.meetingId))
    .innerJoin(schedules, eq(schedules.id, meetings.scheduleId))
    .where(
      and(
        inArray(roomBookings.roomId, roomIds),
        overlapsAny,
        ignoreMeetingIds.length > 0 ? notInArray(roomBookings.meetingId, ignoreMeetingIds) : undefined,
      ),
    )
    .orderBy(asc(roomBookings.startAt));
  const conflicts: Conflict[] = [];
  for (const occurrence of occurrences) {
    for (const roomId of roomIds) {
      const booking = bookings.find(
        (b) => b.roomId === roomId && b.startAt < occurrence.endAt && b.endAt > occurrence.startAt,
      );
      if (!booking) continue;
      conflicts.push({
        roomId,
        roomName: booking.roomName,
        startAt: occurrence.startAt,
        endAt: occurrence.endAt,
        meetingName: booking.visible ? booking.name : null,
      });
    }
  }
  return conflicts;
}

export const roomBusy = (conflicts: Conflict[]): ApiError =>
  new ApiError(409, "meeting.roomBusy", { errorCode: "ROOM_BUSY", data: { conflicts } });

export const duplicateNumber = (): ApiError =>
  new ApiError(409, "meeting.duplicateNumber", {
    errorCode: "DUPLICATE_MEETING_NUMBER",
    fields: { meetingNumber: "meeting.duplicateNumber" },
  });

export const isNumberTaken = (error: unknown): boolean =>
  isUniqueViolation(error) && constraintOf(error) === "schedules_meeting_number_idx";

export interface BookingAttempt {
  user: SessionUser;
  roomIds: string[];
  occurrences: Occurrence[];
  /** Bookings that the save replaces (they are back after its rollback). */
  ignoreMeetingIds?: string[];
  /** Whether the number came from the body (a collision is then the caller's 409, not a retry). */
  customNumber: boolean;
}

/**
 * Runs a save, turning the database's refusals into the contract's answers: a booking overlap into
 * 409 ROOM_BUSY (with the collisions looked up after the rollback), a taken custom number into 409
 * DUPLICATE_MEETING_NUMBER; a taken generated number runs the save again with a new one.
 */
export async function guardBookings<T>(
  db: Db,
  attempt: BookingAttempt,
  save: () => Promise<T>,
  retries = 5,
): Promise<T> {
  for (let round = 0; ; round++) {
    try {
      return await save();
    } catch (error) {
      if (isExclusionViolation(error)) {
        const { user, roomIds, occurrences, ignoreMeetingIds } = attempt;
        throw roomBusy(await findConflicts(db, user, roomIds, occurrences, ignoreMeetingIds));
      }
      if (isNumberTaken(error) && (attempt.customNumber || round >= retries)) throw duplicateNumber();
      if (!isNumberTaken(error)) throw error;
    }
  }
}
