/**
 * The list row of every meeting list (contract MeetingRow): one query for the page's meetings
 * with their schedule, creator and host, then one each for the rooms and the attendee counts of
 * the whole page.
 */
import { asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { MeetingRow } from "#contract/meetings";
import type { NamedRef } from "#contract/schema";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { users } from "../db/schema.ts";
import { rooms } from "../db/schema-devices.ts";
import {
  meetings,
  roomBookings,
  scheduleAttendees,
  scheduleRooms,
  schedules,
} from "../db/schema-meetings.ts";
import { effectiveStatus, isLocked, meetingRights } from "./meeting-rules.ts";
import { administeredSchedules, type Viewer } from "./meeting-visibility.ts";
import { readProductConfigs } from "./product-config.ts";

/** The status a reader sees: a SCHEDULE meeting whose end has passed is OFFLINE (meeting-rules). */
export const effectiveStatusSql = (now: number): SQL<string> =>
  sql<string>`(case when ${meetings.status} = 'SCHEDULE' and ${meetings.endAt} <= ${now} then 'OFFLINE' else ${meetings.status} end)`;

/** Not ended: the /home list. */
export const notEndedSql = (now: number): SQL =>
  sql`(${meetings.status} <> 'OFFLINE' and (${meetings.status} <> 'SCHEDULE' or ${meetings.endAt} > ${now}))`;

/** Ended: the history. */
export const endedSql = (now: number): SQL =>
  sql`(${meetings.status} = 'OFFLINE' or (${meetings.status} = 'SCHEDULE' and ${meetings.endAt} <= ${now}))`;

const hostUser = alias(users, "host_user");
const creatorUser = alias(users, "creator_user");

/** meetings ⋈ schedules ⋈ creator ⟕ host; the caller adds WHERE, ORDER BY and paging. */
export function selectBaseRows(db: Db) {
  return db
    .select({
      id: meetings.id,
      scheduleId: meetings.scheduleId,
      startAt: meetings.startAt,
      endAt: meetings.endAt,
      status: meetings.status,
      name: schedules.name,
      type: schedules.type,
      meetingNumber: schedules.meetingNumber,
      creatorId: schedules.creatorId,
      creatorName: creatorUser.name,
      hostId: schedules.hostId,
      hostName: hostUser.name,
      contact: schedules.contact,
      recurring: sql<boolean>`(${schedules.recurrence} is not null and jsonb_typeof(${schedules.recurrence}) = 'object')`,
      isPublic: schedules.isPublic,
      joinByApp: schedules.joinByApp,
      joinByTerminal: schedules.joinByTerminal,
      hasPassword: sql<boolean>`(coalesce(${schedules.password}, '') <> '')`,
    })
    .from(meetings)
    .innerJoin(schedules, eq(schedules.id, meetings.scheduleId))
    .innerJoin(creatorUser, eq(creatorUser.id, schedules.creatorId))
    .leftJoin(hostUser, eq(hostUser.id, schedules.hostId));
}

export type BaseRow = Awaited<ReturnType<ReturnType<typeof selectBaseRows>["execute"]>>[number];

/** Named rows grouped by a key, in the rows' order. */
function groupRefs<R extends NamedRef>(rows: R[], keyOf: (row: R) => string): Map<string, NamedRef[]> {
  const result = new Map<string, NamedRef[]>();
  for (const row of rows) {
    const list = result.get(keyOf(row)) ?? [];
    list.push({ id: row.id, name: row.name });
    result.set(keyOf(row), list);
  }
  return result;
}

/** The rooms of each schedule, in form order. */
export async function roomsBySchedule(db: Db, scheduleIds: string[]): Promise<Map<string, NamedRef[]>> {
  if (scheduleIds.length === 0) return new Map();
  const rows = await db
    .select({ scheduleId: scheduleRooms.scheduleId, id: rooms.id, name: rooms.name })
    .from(scheduleRooms)
    .innerJoin(rooms, eq(rooms.id, scheduleRooms.roomId))
    .where(inArray(scheduleRooms.scheduleId, scheduleIds))
    .orderBy(asc(scheduleRooms.scheduleId), asc(scheduleRooms.sort), asc(rooms.name));
  return groupRefs(rows, (row) => row.scheduleId);
}

/**
 * The rooms each meeting actually booked. A series edited later keeps its past meetings' rooms here
 * while its schedule_rooms change; a meeting without bookings (ended before its start) falls back to
 * its schedule's rooms.
 */
async function roomsByMeeting(db: Db, meetingIds: string[]): Promise<Map<string, NamedRef[]>> {
  if (meetingIds.length === 0) return new Map();
  const rows = await db
    .select({ meetingId: roomBookings.meetingId, id: rooms.id, name: rooms.name })
    .from(roomBookings)
    .innerJoin(rooms, eq(rooms.id, roomBookings.roomId))
    .where(inArray(roomBookings.meetingId, meetingIds))
    .orderBy(asc(roomBookings.meetingId), asc(rooms.name));
  return groupRefs(rows, (row) => row.meetingId);
}

async function attendeeCounts(db: Db, scheduleIds: string[]): Promise<Map<string, number>> {
  if (scheduleIds.length === 0) return new Map();
  const rows = await db
    .select({ scheduleId: scheduleAttendees.scheduleId, n: count() })
    .from(scheduleAttendees)
    .where(inArray(scheduleAttendees.scheduleId, scheduleIds))
    .groupBy(scheduleAttendees.scheduleId);
  return new Map(rows.map((row) => [row.scheduleId, row.n]));
}

export interface RowContext {
  user: Viewer;
  now: number;
  joinAdvanceMinutes: number;
}

/** The caller, the clock and the lock window every row needs. */
export async function rowContext(ctx: Pick<AppContext, "db" | "now">, user: Viewer): Promise<RowContext> {
  const { joinAdvanceMinutes } = await readProductConfigs(ctx.db);
  return { user, now: ctx.now(), joinAdvanceMinutes };
}

/** Base rows -> MeetingRows with rooms, attendee counts, status, lock and the caller's rights. */
export async function toMeetingRows(db: Db, base: BaseRow[], context: RowContext): Promise<MeetingRow[]> {
  const scheduleIds = [...new Set(base.map((row) => row.scheduleId))];
  const [booked, roomMap, counts, administered] = await Promise.all([
    roomsByMeeting(
      db,
      base.map((row) => row.id),
    ),
    roomsBySchedule(db, scheduleIds),
    attendeeCounts(db, scheduleIds),
    administeredSchedules(db, context.user, scheduleIds),
  ]);
  const { user, now, joinAdvanceMinutes } = context;
  return base.map((row) => {
    const times = { startAt: row.startAt, endAt: row.endAt, status: row.status };
    const parties = {
      creatorId: row.creatorId,
      hostId: row.hostId,
      administered: administered.has(row.scheduleId),
    };
    return {
      id: row.id,
      scheduleId: row.scheduleId,
      videoId: row.id,
      name: row.name,
      type: row.type,
      status: effectiveStatus(times, now),
      startAt: row.startAt,
      endAt: row.endAt,
      networkNumber: row.meetingNumber,
      host: row.hostId && row.hostName !== null ? { id: row.hostId, name: row.hostName } : null,
      creator: { id: row.creatorId, name: row.creatorName },
      contact: row.contact,
      rooms: booked.get(row.id) ?? roomMap.get(row.scheduleId) ?? [],
      recurring: row.recurring,
      isPublic: row.isPublic,
      attendeeCount: counts.get(row.scheduleId) ?? 0,
      locked: isLocked(times, now, joinAdvanceMinutes),
      rights: meetingRights(user, parties, times, now, joinAdvanceMinutes),
      joinByApp: row.joinByApp,
      joinByTerminal: row.joinByTerminal,
      hasPassword: row.hasPassword,
    };
  });
}
