import { inArray } from "drizzle-orm";
import type { Db } from "../../server/src/db/database.ts";
import { users } from "../../server/src/db/schema.ts";
import { rooms } from "../../server/src/db/schema-devices.ts";
import { schedules } from "../../server/src/db/schema-meetings.ts";
import { insertSeedSchedules, type SeedSchedule } from "../../server/src/db/seed-meetings.ts";

/** Meetings inserted straight into the database (the write routes are not needed to read them). */
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface MeetingFixture {
  name: string;
  creator: string;
  host?: string | null;
  attendees?: string[];
  isPublic?: boolean;
  times: [number, number][];
  rooms: string[];
  number: string;
  status?: "SCHEDULE" | "OFFLINE";
  cancelled?: boolean;
  recurring?: boolean;
  joinByApp?: boolean;
  password?: string | null;
  contact?: string | null;
  type?: "VIDEO_MEETING" | "GENERAL";
}

export interface Inserted {
  scheduleId: string;
  meetingIds: string[];
  hostToken: string;
}

export async function userIds(db: Db, accounts: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(inArray(users.account, accounts));
  return new Map(rows.map((row) => [row.account, row.id]));
}

export async function someRooms(db: Db, n: number): Promise<{ id: string; name: string }[]> {
  return db.select({ id: rooms.id, name: rooms.name }).from(rooms).orderBy(rooms.name).limit(n);
}

/** Removes every schedule (and by cascade meetings, bookings, rooms and attendees), e.g. the demo ones. */
export async function clearMeetings(db: Db): Promise<void> {
  await db.delete(schedules);
}

export async function addMeetings(
  db: Db,
  fixtures: MeetingFixture[],
  now: number,
): Promise<Map<string, Inserted>> {
  const accounts = [
    ...new Set(fixtures.flatMap((f) => [f.creator, f.host ?? f.creator, ...(f.attendees ?? [])])),
  ];
  const ids = await userIds(db, accounts);
  const id = (account: string) => {
    const found = ids.get(account);
    if (!found) throw new Error(`no user ${account}`);
    return found;
  };
  const items: SeedSchedule[] = fixtures.map((f, index) => {
    const scheduleId = `s-${f.number}`;
    const [start, end] = f.times[0];
    return {
      schedule: {
        id: scheduleId,
        name: f.name,
        type: f.type ?? "VIDEO_MEETING",
        startAt: start,
        endAt: end,
        recurrence: f.recurring ? { kind: "WEEKLY", weekdays: [1], until: f.times.at(-1)![1] } : null,
        meetingNumber: f.number,
        hostToken: `token-${f.number}`,
        creatorId: id(f.creator),
        hostId: f.host === null ? null : id(f.host ?? f.creator),
        isPublic: f.isPublic ?? false,
        joinByApp: f.joinByApp ?? true,
        password: f.password ?? null,
        contact: f.contact ?? null,
        cancelledAt: f.cancelled ? now : null,
        createdAt: now - index,
        updatedAt: now - index,
      },
      meetings: f.times.map(([startAt, endAt], k) => ({
        id: `m-${f.number}-${k}`,
        scheduleId,
        startAt,
        endAt,
        status: f.status ?? "SCHEDULE",
        cancelledAt: f.cancelled ? now : null,
        createdAt: now,
        updatedAt: now,
      })),
      roomIds: f.rooms,
      attendeeIds: (f.attendees ?? []).map(id),
    };
  });
  await insertSeedSchedules(db, items);
  return new Map(
    items.map((item, index) => [
      fixtures[index].name,
      {
        scheduleId: item.schedule.id,
        meetingIds: item.meetings.map((m) => m.id as string),
        hostToken: item.schedule.hostToken,
      },
    ]),
  );
}
