/**
 * The list row of every meeting list (contract MeetingRow): one query for the page's meetings with
 * their schedule, creator, host, rooms and attendee count (the rooms and the count as correlated
 * subqueries by key, so a page of 20 costs one statement).
 */
import { asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { PRODUCT_CONFIG_RANGES } from "#contract/limits";
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
import { readProductConfigs } from "./product-config.ts";
import { effectiveStatus, isLocked, meetingRights } from "./rules.ts";
import { administeredFlag, type Viewer } from "./visibility.ts";

/** The status a reader sees: a SCHEDULE meeting whose end has passed is OFFLINE (meeting-rules). */
export const effectiveStatusSql = (now: number): SQL<string> =>
  sql<string>`(case when ${meetings.status} = 'SCHEDULE' and ${meetings.endAt} <= ${now} then 'OFFLINE' else ${meetings.status} end)`;

/** Not ended: the /home list. */
export const notEndedSql = (now: number): SQL =>
  sql`(${meetings.status} <> 'OFFLINE' and (${meetings.status} <> 'SCHEDULE' or ${meetings.endAt} > ${now}))`;

/** Ended: the history. */
export const endedSql = (now: number): SQL =>
  sql`(${meetings.startAt} <= ${now + LATEST_EARLY_END_MS} and (${meetings.status} = 'OFFLINE' or (${meetings.status} = 'SCHEDULE' and ${meetings.endAt} <= ${now})))`;

/**
 * An ended meeting started before now, or at most the longest join-in-advance window ahead (a host
 * may end a meeting that early: end.ts): the history walks the start index from there back
 * instead of stepping over every upcoming meeting first.
 */
const LATEST_EARLY_END_MS = PRODUCT_CONFIG_RANGES.joinAdvanceMinutes.maximum * 60_000;

const hostUser = alias(users, "host_user");
const creatorUser = alias(users, "creator_user");

/**
 * meetings ⋈ schedules ⋈ creator ⟕ host, with whether `viewer` administers each (their rights);
 * the caller adds WHERE, ORDER BY and paging.
 */
export function selectBaseRows(db: Db, viewer: Viewer) {
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
      // The rooms it booked; without bookings (ended before its start), its schedule's rooms: the
      // second subquery runs only then (an aggregate with HAVING yields no row, so null).
      rooms: sql<
        NamedRef[]
      >`coalesce((select json_agg(json_build_object('id', ${rooms.id}, 'name', ${rooms.name}) order by ${rooms.name}) from ${roomBookings} join ${rooms} on ${rooms.id} = ${roomBookings.roomId} where ${roomBookings.meetingId} = ${meetings.id} having count(*) > 0), (select coalesce(json_agg(json_build_object('id', ${rooms.id}, 'name', ${rooms.name}) order by ${scheduleRooms.sort}, ${rooms.name}), '[]'::json) from ${scheduleRooms} join ${rooms} on ${rooms.id} = ${scheduleRooms.roomId} where ${scheduleRooms.scheduleId} = ${schedules.id}))`,
      attendeeCount: sql<number>`(select count(*)::int from ${scheduleAttendees} where ${scheduleAttendees.scheduleId} = ${schedules.id})`,
      administered: administeredFlag(viewer),
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

/**
 * Base rows -> MeetingRows with status, lock and the caller's rights. A meeting's rooms are those it
 * booked (a series edited later keeps its past meetings' rooms there while its schedule's rooms
 * change); a meeting without bookings (ended before its start) shows its schedule's rooms.
 */
export function toMeetingRows(base: BaseRow[], context: RowContext): MeetingRow[] {
  const { user, now, joinAdvanceMinutes } = context;
  return base.map((row) => {
    const times = { startAt: row.startAt, endAt: row.endAt, status: row.status };
    const parties = { creatorId: row.creatorId, hostId: row.hostId, administered: row.administered };
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
      rooms: row.rooms,
      recurring: row.recurring,
      isPublic: row.isPublic,
      attendeeCount: row.attendeeCount,
      locked: isLocked(times, now, joinAdvanceMinutes),
      rights: meetingRights(user, parties, times, now, joinAdvanceMinutes),
      joinByApp: row.joinByApp,
      joinByTerminal: row.joinByTerminal,
      hasPassword: row.hasPassword,
    };
  });
}
