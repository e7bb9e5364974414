import { and, asc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Occupancy } from "#contract/meetings";
import type { Db } from "../db/database.ts";
import { meetings, roomBookings, schedules } from "../db/schema-meetings.ts";
import { PRODUCT_CONFIG_RANGES } from "../meetings/product-config.ts";
import type { RowContext } from "../meetings/rows.ts";
import { involvedCondition, notCancelled, visibleFlag } from "../meetings/visibility.ts";

/** No booking is longer than the longest allowed meeting, which bounds the index scan of overlaps. */
const LONGEST_MEETING_MS = PRODUCT_CONFIG_RANGES.maxDuration.maximum * 60_000;

/**
 * GET /{product}/schedules/room-occupancy: the bookings of the rooms overlapping [start, end). A
 * booking of a meeting the caller does not see is "busy" and nothing more: its time, no ids, no name.
 */
export async function roomOccupancy(
  db: Db,
  range: { start: number; end: number; roomIds: string[] },
  context: RowContext,
): Promise<Occupancy[]> {
  const rows = await db
    .select({
      roomId: roomBookings.roomId,
      startAt: roomBookings.startAt,
      endAt: roomBookings.endAt,
      meetingId: roomBookings.meetingId,
      scheduleId: meetings.scheduleId,
      name: schedules.name,
      mine: sql<boolean>`(${involvedCondition(context.user.userId)})`,
      visible: visibleFlag(context.user),
    })
    .from(roomBookings)
    .innerJoin(meetings, eq(meetings.id, roomBookings.meetingId))
    .innerJoin(schedules, eq(schedules.id, meetings.scheduleId))
    .where(
      and(
        inArray(roomBookings.roomId, range.roomIds),
        lt(roomBookings.startAt, range.end),
        gt(roomBookings.startAt, range.start - LONGEST_MEETING_MS),
        gt(roomBookings.endAt, range.start),
        notCancelled(),
      ),
    )
    .orderBy(asc(roomBookings.roomId), asc(roomBookings.startAt));
  return rows.map(({ visible, roomId, startAt, endAt, ...meeting }) =>
    visible
      ? { roomId, startAt, endAt, ...meeting }
      : { roomId, startAt, endAt, meetingId: null, scheduleId: null, name: null, mine: false },
  );
}
