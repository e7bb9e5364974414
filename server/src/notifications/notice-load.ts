import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { RecurrenceRule } from "#contract/schedules";
import type { Db } from "../db/database.ts";
import { users } from "../db/schema.ts";
import { rooms } from "../db/schema-devices.ts";
import { meetings, scheduleAttendees, scheduleRooms, schedules } from "../db/schema-meetings.ts";
import type { PlannedMeeting } from "./ics-series.ts";

/** What the notices of a schedule say, read inside the booking's transaction. */
export interface Attendee {
  name: string;
  account: string;
  email: string | null;
  phone: string | null;
}

export interface LoadedSchedule {
  id: string;
  name: string;
  meetingNumber: string;
  agenda: string | null;
  password: string | null;
  cancelled: boolean;
  startAt: number;
  endAt: number;
  recurrence: RecurrenceRule | null;
  parentId: string | null;
  /** An occurrence edited on its own: its slot in the parent series. */
  recurrenceId: number | null;
  host: { name: string; email: string | null } | null;
  rooms: string[];
  attendees: Attendee[];
  /** The meetings not cancelled, in start order. */
  active: PlannedMeeting[];
}

export async function loadSchedule(db: Db, scheduleId: string): Promise<LoadedSchedule | null> {
  const [schedule] = await db
    .select({
      name: schedules.name,
      meetingNumber: schedules.meetingNumber,
      agenda: schedules.agenda,
      password: schedules.password,
      cancelledAt: schedules.cancelledAt,
      startAt: schedules.startAt,
      endAt: schedules.endAt,
      recurrence: schedules.recurrence,
      parentId: schedules.parentId,
      recurrenceId: schedules.recurrenceId,
      hostName: users.name,
      hostEmail: users.email,
    })
    .from(schedules)
    .leftJoin(users, eq(users.id, schedules.hostId))
    .where(eq(schedules.id, scheduleId));
  if (!schedule) return null;
  // One after another: inside the booking's transaction the statements share one connection.
  const roomRows = await db
    .select({ name: rooms.name })
    .from(scheduleRooms)
    .innerJoin(rooms, eq(rooms.id, scheduleRooms.roomId))
    .where(eq(scheduleRooms.scheduleId, scheduleId))
    .orderBy(asc(scheduleRooms.sort));
  const attendeeRows = await db
    .select({ name: users.name, account: users.account, email: users.email, phone: users.phone })
    .from(scheduleAttendees)
    .innerJoin(users, eq(users.id, scheduleAttendees.userId))
    .where(and(eq(scheduleAttendees.scheduleId, scheduleId), eq(users.enabled, true)))
    .orderBy(asc(users.account));
  const active = await db
    .select({ id: meetings.id, startAt: meetings.startAt, endAt: meetings.endAt })
    .from(meetings)
    .where(and(eq(meetings.scheduleId, scheduleId), isNull(meetings.cancelledAt)))
    .orderBy(asc(meetings.startAt));
  const { hostName, hostEmail, cancelledAt, ...rest } = schedule;
  return {
    id: scheduleId,
    ...rest,
    cancelled: cancelledAt !== null,
    host: hostName === null ? null : { name: hostName, email: hostEmail },
    rooms: roomRows.map((r) => r.name),
    attendees: attendeeRows,
    active,
  };
}

/** The occurrences of a series edited on their own that are still booked. */
export async function loadDetached(db: Db, seriesId: string): Promise<LoadedSchedule[]> {
  const rows = await db
    .select({ id: schedules.id })
    .from(schedules)
    .where(
      and(eq(schedules.parentId, seriesId), isNotNull(schedules.recurrenceId), isNull(schedules.cancelledAt)),
    )
    .orderBy(asc(schedules.recurrenceId));
  const loaded: LoadedSchedule[] = [];
  for (const row of rows) {
    const child = await loadSchedule(db, row.id);
    if (child && child.active.length > 0) loaded.push(child);
  }
  return loaded;
}
