import { and, asc, eq, isNull, type SQL } from "drizzle-orm";
import type { Attendee, ScheduleDetail } from "#contract/meetings";
import type { NamedRef } from "#contract/schema";
import type { Db } from "../db/database.ts";
import { departments, users } from "../db/schema.ts";
import { files } from "../db/schema-devices.ts";
import { scheduleAttendees, scheduleFiles, schedules } from "../db/schema-meetings.ts";
import { notFound } from "../errors.ts";
import { scheduleMeetingRows } from "./queries.ts";
import { type RowContext, roomsBySchedule } from "./rows.ts";
import { mayManage } from "./rules.ts";
import { administers, visibleCondition } from "./visibility.ts";

/**
 * GET /{product}/schedules/{scheduleId} and /meetings/host/{token}: the schedule form's fields plus
 * its people, rooms, files and occurrences (contract "ScheduleDetail").
 */
export type ScheduleRecord = typeof schedules.$inferSelect;

export async function scheduleAttendeeList(db: Db, scheduleId: string): Promise<Attendee[]> {
  return db
    .select({ id: users.id, name: users.name, account: users.account, deptName: departments.name })
    .from(scheduleAttendees)
    .innerJoin(users, eq(users.id, scheduleAttendees.userId))
    .leftJoin(departments, eq(departments.id, users.deptId))
    .where(eq(scheduleAttendees.scheduleId, scheduleId))
    .orderBy(asc(users.name), asc(users.id));
}

async function userRef(db: Db, id: string | null): Promise<NamedRef | null> {
  if (!id) return null;
  const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, id));
  return row ?? null;
}

async function findSchedule(db: Db, condition: SQL): Promise<ScheduleRecord | null> {
  const [row] = await db
    .select()
    .from(schedules)
    .where(and(condition, isNull(schedules.cancelledAt)));
  return row ?? null;
}

/** A schedule the caller sees, with its attendees; 404 when unknown, cancelled or invisible. */
async function visibleSchedule(db: Db, scheduleId: string, context: RowContext) {
  const schedule = await findSchedule(
    db,
    and(eq(schedules.id, scheduleId), visibleCondition(context.user)) as SQL,
  );
  if (!schedule) throw notFound();
  return { schedule, attendees: await scheduleAttendeeList(db, scheduleId) };
}

/** The attendees of a schedule the caller sees; 404 when unknown, cancelled or invisible. */
export async function visibleScheduleAttendees(db: Db, scheduleId: string, context: RowContext) {
  return (await visibleSchedule(db, scheduleId, context)).attendees;
}

async function detailOf(db: Db, schedule: ScheduleRecord, attendees: Attendee[], context: RowContext) {
  const [creator, host, roomMap, fileRows, meetingRows] = await Promise.all([
    userRef(db, schedule.creatorId),
    userRef(db, schedule.hostId),
    roomsBySchedule(db, [schedule.id]),
    db
      .select({ id: files.id, name: files.name, size: files.size })
      .from(scheduleFiles)
      .innerJoin(files, eq(files.id, scheduleFiles.fileId))
      .where(eq(scheduleFiles.scheduleId, schedule.id))
      .orderBy(asc(scheduleFiles.sort), asc(files.name)),
    scheduleMeetingRows(db, schedule.id, context),
  ]);
  const administered = await administers(db, context.user, schedule.id);
  const manage = mayManage(context.user, { ...schedule, administered });
  const open = meetingRows.some((row) => row.rights.edit);
  const rooms = roomMap.get(schedule.id) ?? [];
  const detail: ScheduleDetail = {
    id: schedule.id,
    parentId: schedule.parentId,
    name: schedule.name,
    type: schedule.type,
    startAt: schedule.startAt,
    endAt: schedule.endAt,
    roomIds: rooms.map((room) => room.id),
    recurrence: schedule.recurrence ?? null,
    video: schedule.video,
    password: manage ? schedule.password : null,
    fileIds: fileRows.map((file) => file.id),
    agenda: schedule.agenda,
    contact: schedule.contact,
    contactPhone: schedule.contactPhone,
    contactEmail: schedule.contactEmail,
    hostId: schedule.hostId,
    attendeeIds: attendees.map((attendee) => attendee.id),
    isPublic: schedule.isPublic,
    capacity: schedule.capacity,
    live: schedule.live,
    waitingRoom: schedule.waitingRoom,
    joinByApp: schedule.joinByApp,
    joinByTerminal: schedule.joinByTerminal,
    mode: schedule.mode,
    mainVenueRoomId: schedule.mainVenueRoomId,
    meetingNumber: schedule.meetingNumber,
    layout: schedule.layout,
    bandwidth: schedule.bandwidth,
    joinMute: schedule.joinMute,
    autoCall: schedule.autoCall,
    poolId: schedule.poolId,
    creator: creator ?? { id: schedule.creatorId, name: "" },
    host,
    rooms,
    attendees,
    files: fileRows,
    meetings: meetingRows,
    hostToken: manage ? schedule.hostToken : null,
    rights: { edit: manage && open, cancel: manage && open },
  };
  return detail;
}

/** A schedule the caller sees; 404 when unknown, cancelled or invisible. */
export async function scheduleDetail(
  db: Db,
  scheduleId: string,
  context: RowContext,
): Promise<ScheduleDetail> {
  const { schedule, attendees } = await visibleSchedule(db, scheduleId, context);
  return detailOf(db, schedule, attendees, context);
}

/**
 * The schedule holding a host token. The token is the host's link, so holding it is enough to
 * read the schedule; password and rights still follow the caller's own role.
 */
export async function scheduleByHostToken(
  db: Db,
  token: string,
  context: RowContext,
): Promise<ScheduleDetail> {
  const schedule = await findSchedule(db, eq(schedules.hostToken, token));
  if (!schedule) throw notFound();
  const attendees = await scheduleAttendeeList(db, schedule.id);
  const detail = await detailOf(db, schedule, attendees, context);
  return { ...detail, hostToken: token };
}
