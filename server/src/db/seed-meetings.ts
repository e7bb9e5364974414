import dayjs from "dayjs";
import { inArray } from "drizzle-orm";
import { newId, randomToken } from "../lib/ids.ts";
import type { Db } from "./database.ts";
import { users } from "./schema.ts";
import { rooms } from "./schema-devices.ts";
import {
  meetings,
  type RecurrenceRule,
  roomBookings,
  scheduleAttendees,
  scheduleRooms,
  schedules,
} from "./schema-meetings.ts";
import { ROOM_NAMES } from "./seed-operation.ts";

/**
 * Demo meetings (issue 4), relative to `now` in the server's time zone: a month of ended meetings
 * for the history, two weeks of coming ones (one a weekly series) and one running now, among the
 * demo accounts so that admin, operator and user each find rows in every tab. Every meeting has a
 * time slot of its own, so no two bookings can overlap whatever rooms they use; the rooms are
 * taken from the end of the demo list, away from the first rooms other tests pick.
 */
export const DEMO_MEETING_ROOMS = ROOM_NAMES.slice(
  ROOM_NAMES.indexOf("东湖厅"),
  ROOM_NAMES.indexOf("协作室") + 1,
);

const NAMES = [
  "产品周会",
  "季度经营分析会",
  "研发评审会",
  "客户需求沟通会",
  "信息安全培训",
  "项目启动会",
  "交互设计评审",
  "销售例会",
  "技术分享会",
  "预算评审会",
  "版本发布复盘",
  "华东区域周会",
  "供应商洽谈",
  "新员工入职培训",
  "运维值班交接",
] as const;

const TYPES = [
  "VIDEO_MEETING",
  "VIDEO_MEETING",
  "GENERAL",
  "NETWORK_MEETING",
  "STREAMING",
  "RECORDING",
] as const;

/** Accounts by role in the rotation: hosts, then who else is invited. */
const HOSTS = ["user", "operator", "admin", "zhangwei", "wangfang", "lina", "zhaomin"] as const;
const GUESTS = ["operator", "user", "admin", "liuyang", "chenjing", "huanglei", "hexue", "machao"] as const;
const ACCOUNTS = [...new Set([...HOSTS, ...GUESTS])];

export type ScheduleRow = typeof schedules.$inferInsert;
export type MeetingRow = typeof meetings.$inferInsert;

/** One schedule with its occurrences, rooms and attendees, ready to insert. */
export interface SeedSchedule {
  schedule: ScheduleRow;
  meetings: MeetingRow[];
  roomIds: string[];
  attendeeIds: string[];
}

interface Plan {
  name: string;
  type: ScheduleRow["type"];
  times: { startAt: number; endAt: number }[];
  creatorId: string;
  hostId: string;
  roomIds: string[];
  attendeeIds: string[];
  isPublic: boolean;
  number: string;
  recurrence?: RecurrenceRule;
  extra?: Partial<ScheduleRow>;
}

function build(plan: Plan, now: number): SeedSchedule {
  const id = newId();
  const [first] = plan.times;
  return {
    schedule: {
      id,
      name: plan.name,
      type: plan.type,
      startAt: first.startAt,
      endAt: first.endAt,
      recurrence: plan.recurrence ?? null,
      meetingNumber: plan.number,
      hostToken: randomToken(),
      creatorId: plan.creatorId,
      hostId: plan.hostId,
      isPublic: plan.isPublic,
      mainVenueRoomId: plan.roomIds[0] ?? null,
      createdAt: Math.min(now, first.startAt) - 86_400_000,
      updatedAt: Math.min(now, first.startAt) - 86_400_000,
      ...plan.extra,
    },
    meetings: plan.times.map((time) => ({
      id: newId(),
      scheduleId: id,
      startAt: time.startAt,
      endAt: time.endAt,
      status: time.endAt <= now ? ("OFFLINE" as const) : ("SCHEDULE" as const),
      createdAt: now,
      updatedAt: now,
    })),
    roomIds: plan.roomIds,
    attendeeIds: plan.attendeeIds,
  };
}

const BATCH = 500;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Multi-row inserts of schedules, meetings, rooms, bookings and attendees. */
export async function insertSeedSchedules(db: Db, items: SeedSchedule[]): Promise<void> {
  await insertChunked(
    items.map((item) => item.schedule),
    (chunk) => db.insert(schedules).values(chunk),
  );
  await insertChunked(
    items.flatMap((item) => item.meetings),
    (chunk) => db.insert(meetings).values(chunk),
  );
  await insertChunked(
    items.flatMap((item) =>
      item.roomIds.map((roomId, sort) => ({ scheduleId: item.schedule.id, roomId, sort })),
    ),
    (chunk) => db.insert(scheduleRooms).values(chunk),
  );
  await insertChunked(
    items.flatMap((item) =>
      item.meetings.flatMap((meeting) =>
        item.roomIds.map((roomId) => ({
          meetingId: meeting.id,
          roomId,
          startAt: meeting.startAt,
          endAt: meeting.endAt,
        })),
      ),
    ),
    (chunk) => db.insert(roomBookings).values(chunk),
  );
  await insertChunked(
    items.flatMap((item) => item.attendeeIds.map((userId) => ({ scheduleId: item.schedule.id, userId }))),
    (chunk) => db.insert(scheduleAttendees).values(chunk),
  );
}

/** A local time `days` after today at hh:mm. */
const at = (now: number, days: number, hour: number, minute = 0): number =>
  dayjs(now).startOf("day").add(days, "day").hour(hour).minute(minute).valueOf();

export async function seedMeetings(db: Db, now: number): Promise<number> {
  const people = await db
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(inArray(users.account, ACCOUNTS));
  const idOf = new Map(people.map((p) => [p.account, p.id]));
  const roomRows = await db
    .select({ id: rooms.id, name: rooms.name, enabled: rooms.enabled })
    .from(rooms)
    .where(inArray(rooms.name, DEMO_MEETING_ROOMS));
  const roomIds = DEMO_MEETING_ROOMS.map(
    (name) => roomRows.find((r) => r.name === name && r.enabled)?.id,
  ).filter((id): id is string => id !== undefined);
  if (roomIds.length < 3 || !HOSTS.every((account) => idOf.has(account))) return 0;
  const person = (account: string) => idOf.get(account)!;
  const roomAt = (n: number) => roomIds[n % roomIds.length];

  const plans: Plan[] = [];
  const single = (i: number, startAt: number, minutes: number, future: boolean): Plan => {
    const host = HOSTS[i % HOSTS.length];
    const guests = [0, 1, 2].map((k) => GUESTS[(i + k * 3) % GUESTS.length]).filter((g) => g !== host);
    return {
      name: NAMES[i % NAMES.length],
      type: TYPES[i % TYPES.length],
      times: [{ startAt, endAt: startAt + minutes * 60_000 }],
      // Every fourth meeting was booked by the administrator for its host.
      creatorId: person(i % 4 === 3 ? "admin" : host),
      hostId: person(host),
      roomIds: i % 5 === 0 ? [roomAt(i), roomAt(i + 1)] : [roomAt(i)],
      attendeeIds: [...new Set(guests.map(person))],
      isPublic: i % 3 === 0,
      number: String(800_000 + (future ? 500 : 0) + i * 7),
      extra: {
        contact: i % 2 === 0 ? ["王芳", "刘洋", "赵敏"][i % 3] : null,
        contactPhone: i % 2 === 0 ? `1390000${String(1000 + i)}` : null,
        agenda: i % 3 === 1 ? "1. 上周进展\n2. 本周计划\n3. 风险与问题" : null,
        password: i % 7 === 2 ? "246810" : null,
        joinByApp: i % 11 !== 6,
      },
    };
  };
  // Ended: one a day over the last 30 days.
  for (let i = 0; i < 30; i++)
    plans.push(single(i, at(now, -(i + 1), [9, 10, 14, 16][i % 4], 30), 60 + (i % 2) * 30, false));
  // Coming: one or two a day over the next 14 days, at 10:00 or 15:00.
  for (let i = 0; i < 24; i++)
    plans.push(single(i, at(now, 1 + (i % 14), i < 14 ? 10 : 15), 60 + (i % 3) * 30, true));
  // Running now: started 20 minutes ago (the end-meeting and join demos).
  const running = Math.floor((now - 20 * 60_000) / 60_000) * 60_000;
  plans.push({
    ...single(3, running, 60, true),
    name: "项目例会",
    number: "800999",
    hostId: person("operator"),
    creatorId: person("operator"),
    attendeeIds: [person("user"), person("admin"), person("zhangwei")],
    roomIds: [roomIds[0]],
  });
  // A weekly series on Tuesdays and Thursdays at 09:00 over the next two weeks.
  const weekly = Array.from({ length: 14 }, (_, d) => at(now, d + 1, 9))
    .filter((start) => [2, 4].includes(dayjs(start).day()))
    .map((startAt) => ({ startAt, endAt: startAt + 45 * 60_000 }));
  plans.push({
    name: "研发部周例会",
    type: "VIDEO_MEETING",
    times: weekly,
    creatorId: person("operator"),
    hostId: person("operator"),
    roomIds: [roomIds[1]],
    attendeeIds: [person("user"), person("admin"), person("zhangwei"), person("wangfang")],
    isPublic: true,
    number: "800888",
    recurrence: { kind: "WEEKLY", weekdays: [2, 4], until: at(now, 14, 0) },
  });
  const items = plans.map((plan) => build(plan, now));
  await insertSeedSchedules(db, items);
  return items.reduce((sum, item) => sum + item.meetings.length, 0);
}
