import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { and, asc, eq, gt, isNull, lt, ne } from "drizzle-orm";
import type { BoardMeeting, BoardView } from "#contract/door-screens";
import type { AppContext } from "../context.ts";
import { users } from "../db/schema.ts";
import { roomBoards, rooms } from "../db/schema-devices.ts";
import { boardCheckIns } from "../db/schema-door-screens.ts";
import { meetings, roomBookings, schedules } from "../db/schema-meetings.ts";
import { mailSettings } from "../db/schema-notice.ts";
import { checkDeviceKey } from "../device-intake/key-check.ts";
import { ApiError } from "../errors.ts";
import { reportTimeZone } from "../reports/range.ts";

dayjs.extend(utc);
dayjs.extend(timezone);

const notPaired = () => new ApiError(401, "board.notPaired", { errorCode: "DEVICE_KEY_REFUSED" });

/** The board a device key belongs to (401 for a missing, wrong or revoked key, or another kind of device). */
export async function boardOfKey(ctx: AppContext, key: string | null) {
  const check = await checkDeviceKey(ctx.db, key);
  if (!check.ok || check.kind !== "ROOM_BOARD") throw notPaired();
  const [board] = await ctx.db
    .select({ id: roomBoards.id, roomId: roomBoards.roomId, roomName: rooms.name })
    .from(roomBoards)
    .innerJoin(rooms, eq(rooms.id, roomBoards.roomId))
    .where(eq(roomBoards.id, check.deviceId));
  if (!board) throw notPaired();
  return board;
}

/** Today (in the organisation's zone) as the instants [start, end). */
export function dayOf(now: number, timeZone: string): { start: number; end: number } {
  const day = dayjs(now).tz(timeZone).startOf("day");
  return { start: day.valueOf(), end: day.add(1, "day").valueOf() };
}

/**
 * The room's meetings of today that have not ended, in start order. A meeting that is not public
 * is private: the board shows its time and organiser, not its topic.
 */
export async function boardView(ctx: AppContext, key: string | null): Promise<BoardView> {
  const board = await boardOfKey(ctx, key);
  const now = ctx.now();
  const timeZone = await reportTimeZone(ctx.db);
  const [mail] = await ctx.db.select({ language: mailSettings.language }).from(mailSettings).limit(1);
  const { end } = dayOf(now, timeZone);
  const rows = await ctx.db
    .select({
      id: meetings.id,
      name: schedules.name,
      isPublic: schedules.isPublic,
      organiser: users.name,
      startAt: roomBookings.startAt,
      endAt: roomBookings.endAt,
      checkedInAt: boardCheckIns.checkedInAt,
    })
    .from(roomBookings)
    .innerJoin(meetings, eq(meetings.id, roomBookings.meetingId))
    .innerJoin(schedules, eq(schedules.id, meetings.scheduleId))
    .leftJoin(users, eq(users.id, schedules.creatorId))
    .leftJoin(
      boardCheckIns,
      and(eq(boardCheckIns.meetingId, roomBookings.meetingId), eq(boardCheckIns.roomId, roomBookings.roomId)),
    )
    .where(
      and(
        eq(roomBookings.roomId, board.roomId),
        gt(roomBookings.endAt, now),
        lt(roomBookings.startAt, end),
        isNull(meetings.cancelledAt),
        ne(meetings.status, "OFFLINE"),
      ),
    )
    .orderBy(asc(roomBookings.startAt));
  const list: BoardMeeting[] = rows.map((row) => ({
    id: row.id,
    topic: row.isPublic ? row.name : null,
    organiser: row.organiser ?? null,
    startAt: row.startAt,
    endAt: row.endAt,
    checkedInAt: row.checkedInAt ?? null,
  }));
  return { roomName: board.roomName, language: mail?.language ?? "zh-CN", timeZone, now, meetings: list };
}
