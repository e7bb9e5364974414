import { and, asc, eq, gt, isNull, ne } from "drizzle-orm";
import type { BoardBooking } from "#contract/door-screens";
import { BOOK_NOW_MINUTES, type BookNowMinutes } from "#contract/limits/door-screens";
import { scheduleDefaults } from "#contract/schedule-defaults";
import { authoritiesColumn } from "../auth/session-lookup.ts";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import { departments, users } from "../db/schema.ts";
import { deviceKeys } from "../db/schema-device-intake.ts";
import { meetings, roomBookings } from "../db/schema-meetings.ts";
import { ApiError, fieldError } from "../errors.ts";
import { type Lang, t } from "../i18n.ts";
import { qualified as q } from "../lib/qualified.ts";
import { readProductConfigs } from "../meetings/product-config.ts";
import { coveredDeptIdsSql, currentUserColumns, currentUserOf } from "../people/user-columns.ts";
import { saveNewSchedule } from "../schedules/write.ts";
import { boardOfKey } from "./board-view.ts";

/** The end of a booking made now: the minutes asked for, cut at the room's next booking. */
export function bookNowEnd(now: number, minutes: BookNowMinutes, nextStart: number | null): number {
  const end = now + minutes * 60_000;
  return nextStart !== null && nextStart < end ? nextStart : end;
}

/** The room books as the administrator who paired its board (the meeting's organiser and host). */
async function pairingAdministrator(ctx: AppContext, boardId: string): Promise<SessionUser> {
  const [row] = await ctx.db
    .select({
      userId: users.id,
      ...currentUserColumns(),
      enabled: users.enabled,
      authorities: authoritiesColumn,
      dataDeptIds: coveredDeptIdsSql(q(users.id)),
    })
    .from(deviceKeys)
    .innerJoin(users, eq(users.id, deviceKeys.createdBy))
    .leftJoin(departments, eq(departments.id, users.deptId))
    .where(eq(deviceKeys.deviceId, boardId));
  if (!row?.enabled) throw new ApiError(409, "board.noOrganiser");
  return {
    sessionId: `board:${boardId}`,
    userId: row.userId,
    account: row.account,
    type: row.type,
    profile: currentUserOf(row),
    dataDeptIds: row.type === "SYSTEM" ? [] : row.dataDeptIds,
  };
}

/**
 * Book now on the board: an instant meeting in its room from now, through the schedules' own save
 * (its conflict check in the transaction and the bookings' exclusion constraint), so that a race
 * with a booking from the console has one winner; the loser gets 409 ROOM_BUSY.
 */
export async function bookNow(
  ctx: AppContext,
  key: string | null,
  minutes: number,
  lang: Lang,
): Promise<BoardBooking> {
  if (!BOOK_NOW_MINUTES.includes(minutes as BookNowMinutes))
    throw fieldError({ minutes: "board.bookNowMinutes" });
  const board = await boardOfKey(ctx, key);
  const actor = await pairingAdministrator(ctx, board.id);
  const configs = await readProductConfigs(ctx.db);
  const now = ctx.now();
  const [next] = await ctx.db
    .select({ startAt: roomBookings.startAt })
    .from(roomBookings)
    .innerJoin(meetings, eq(meetings.id, roomBookings.meetingId))
    .where(
      and(
        eq(roomBookings.roomId, board.roomId),
        gt(roomBookings.endAt, now),
        isNull(meetings.cancelledAt),
        ne(meetings.status, "OFFLINE"),
      ),
    )
    .orderBy(asc(roomBookings.startAt))
    .limit(1);
  const endAt = bookNowEnd(
    now,
    Math.min(minutes, configs.maxDuration) as BookNowMinutes,
    next?.startAt ?? null,
  );
  const body = {
    ...scheduleDefaults(),
    name: t(lang, "board.bookNowName", { room: board.roomName }),
    startAt: now,
    endAt: Math.max(endAt, now + 60_000),
    roomIds: [board.roomId],
    hostId: actor.userId,
    attendeeIds: [],
  };
  const saved = await saveNewSchedule(ctx, actor, {
    body,
    occurrences: [{ startAt: body.startAt, endAt: body.endAt }],
    creatorId: actor.userId,
    digits: configs.meetingNumberDigits,
    instant: true,
  });
  return { meetingId: saved.meetingIds[0], startAt: body.startAt, endAt: body.endAt };
}
