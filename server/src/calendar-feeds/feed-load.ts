import { and, asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { users } from "../db/schema.ts";
import { rooms } from "../db/schema-devices.ts";
import { meetings, scheduleAttendees, scheduleRooms, schedules } from "../db/schema-meetings.ts";
import { calendarEvents } from "../db/schema-notice.ts";
import { qualified as q } from "../lib/qualified.ts";
import type { Attendee, LoadedSchedule } from "../notifications/notice-load.ts";
import type { FeedOwner } from "./feed-tokens.ts";

/**
 * The schedules a feed holds, read in a few statements whatever their number: a user's are those
 * they host or attend, a room's those that book it; not cancelled, with a meeting that ended within
 * HISTORY_MS or is to come. Each is read as the invitations read it (LoadedSchedule), with what a
 * feed adds: whether it is public, when it last changed, the SEQUENCE its invitation went out with.
 */
export const HISTORY_MS = 92 * 24 * 3600_000;

export interface FeedSchedule extends LoadedSchedule {
  isPublic: boolean;
  updatedAt: number;
  sequence: number;
}

/** The owner's schedules as one IN (subquery), which the planner drives from the owner's index. */
function ownerCondition(owner: FeedOwner): SQL {
  if (owner.kind === "room") {
    return sql`${schedules.id} in (select ${q(scheduleRooms.scheduleId)} from ${scheduleRooms} where ${q(scheduleRooms.roomId)} = ${owner.roomId})`;
  }
  const hosted = sql`select ${q(schedules.id)} from ${schedules} where ${q(schedules.hostId)} = ${owner.userId}`;
  return sql`${schedules.id} in (select ${q(scheduleAttendees.scheduleId)} from ${scheduleAttendees} where ${q(scheduleAttendees.userId)} = ${owner.userId} union ${hosted})`;
}

const recentCondition = (since: number): SQL =>
  sql`exists (select 1 from ${meetings} where ${q(meetings.scheduleId)} = ${q(schedules.id)} and ${isNull(q(meetings.cancelledAt))} and ${q(meetings.endAt)} > ${since})`;

function groupBy<T extends { scheduleId: string }>(rows: T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.scheduleId);
    if (list) list.push(row);
    else grouped.set(row.scheduleId, [row]);
  }
  return grouped;
}

export async function loadFeedSchedules(db: Db, owner: FeedOwner, now: number): Promise<FeedSchedule[]> {
  const rows = await db
    .select({
      id: schedules.id,
      name: schedules.name,
      meetingNumber: schedules.meetingNumber,
      agenda: schedules.agenda,
      password: schedules.password,
      startAt: schedules.startAt,
      endAt: schedules.endAt,
      recurrence: schedules.recurrence,
      parentId: schedules.parentId,
      recurrenceId: schedules.recurrenceId,
      isPublic: schedules.isPublic,
      updatedAt: schedules.updatedAt,
      hostName: users.name,
      hostEmail: users.email,
      sequence: calendarEvents.sequence,
    })
    .from(schedules)
    .leftJoin(users, eq(users.id, schedules.hostId))
    .leftJoin(calendarEvents, eq(calendarEvents.scheduleId, schedules.id))
    .where(and(isNull(schedules.cancelledAt), ownerCondition(owner), recentCondition(now - HISTORY_MS)))
    .orderBy(asc(schedules.startAt), asc(schedules.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const roomRows = await db
    .select({ scheduleId: scheduleRooms.scheduleId, name: rooms.name })
    .from(scheduleRooms)
    .innerJoin(rooms, eq(rooms.id, scheduleRooms.roomId))
    .where(inArray(scheduleRooms.scheduleId, ids))
    .orderBy(asc(scheduleRooms.sort));
  const attendeeRows = await db
    .select({
      scheduleId: scheduleAttendees.scheduleId,
      name: users.name,
      account: users.account,
      email: users.email,
      phone: users.phone,
    })
    .from(scheduleAttendees)
    .innerJoin(users, eq(users.id, scheduleAttendees.userId))
    .where(and(inArray(scheduleAttendees.scheduleId, ids), eq(users.enabled, true)))
    .orderBy(asc(users.account));
  const meetingRows = await db
    .select({
      scheduleId: meetings.scheduleId,
      id: meetings.id,
      startAt: meetings.startAt,
      endAt: meetings.endAt,
    })
    .from(meetings)
    .where(and(inArray(meetings.scheduleId, ids), isNull(meetings.cancelledAt)))
    .orderBy(asc(meetings.startAt));
  const roomsOf = groupBy(roomRows);
  const attendeesOf = groupBy(attendeeRows);
  const meetingsOf = groupBy(meetingRows);
  return rows.map(({ hostName, hostEmail, sequence, ...row }) => ({
    ...row,
    cancelled: false,
    sequence: sequence ?? 0,
    host: hostName === null ? null : { name: hostName, email: hostEmail },
    rooms: (roomsOf.get(row.id) ?? []).map((r) => r.name),
    attendees: (attendeesOf.get(row.id) ?? []).map(({ scheduleId: _, ...a }): Attendee => a),
    active: (meetingsOf.get(row.id) ?? []).map(({ scheduleId: _, ...m }) => m),
  }));
}
