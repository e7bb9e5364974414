import { and, eq } from "drizzle-orm";
import type { BoardCheckIn, MeetingCheckIn } from "#contract/door-screens";
import { CHECK_IN_EARLY_MS } from "#contract/limits/door-screens";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import { rooms } from "../db/schema-devices.ts";
import { boardCheckIns } from "../db/schema-door-screens.ts";
import { roomBookings } from "../db/schema-meetings.ts";
import { ApiError, notFound } from "../errors.ts";
import { findMeetingRow } from "../meetings/queries.ts";
import { rowContext } from "../meetings/rows.ts";
import { boardOfKey } from "./board-view.ts";

/** Whether a booking of [startAt, endAt) can be checked in at `now`. */
export const checkInOpen = (booking: { startAt: number; endAt: number }, now: number): boolean =>
  now >= booking.startAt - CHECK_IN_EARLY_MS && now < booking.endAt;

/** One tap on the board: the meeting booked in the board's room is checked in (the first tap counts). */
export async function checkIn(ctx: AppContext, key: string | null, meetingId: string): Promise<BoardCheckIn> {
  const board = await boardOfKey(ctx, key);
  const [booking] = await ctx.db
    .select({ startAt: roomBookings.startAt, endAt: roomBookings.endAt })
    .from(roomBookings)
    .where(and(eq(roomBookings.meetingId, meetingId), eq(roomBookings.roomId, board.roomId)));
  if (!booking) throw notFound();
  const now = ctx.now();
  if (!checkInOpen(booking, now)) throw new ApiError(409, "board.checkInClosed");
  await ctx.db
    .insert(boardCheckIns)
    .values({ meetingId, roomId: board.roomId, boardId: board.id, checkedInAt: now })
    .onConflictDoNothing();
  const [row] = await ctx.db
    .select({ checkedInAt: boardCheckIns.checkedInAt })
    .from(boardCheckIns)
    .where(and(eq(boardCheckIns.meetingId, meetingId), eq(boardCheckIns.roomId, board.roomId)));
  return { meetingId, checkedInAt: row.checkedInAt };
}

/** A meeting's check-ins, for whoever may read the meeting (404 otherwise). */
export async function meetingCheckIns(
  ctx: AppContext,
  user: SessionUser,
  meetingId: string,
): Promise<MeetingCheckIn[]> {
  if (!(await findMeetingRow(ctx.db, meetingId, await rowContext(ctx, user)))) throw notFound();
  return ctx.db
    .select({ roomId: boardCheckIns.roomId, roomName: rooms.name, checkedInAt: boardCheckIns.checkedInAt })
    .from(boardCheckIns)
    .innerJoin(rooms, eq(rooms.id, boardCheckIns.roomId))
    .where(eq(boardCheckIns.meetingId, meetingId))
    .orderBy(boardCheckIns.checkedInAt);
}
