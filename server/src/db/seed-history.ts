import dayjs from "dayjs";
import { and, asc, eq, gt, like, lt, sql } from "drizzle-orm";
import type { MEETING_TYPES } from "#contract/limits/meetings";
import { randomToken } from "../lib/ids.ts";
import type { Db } from "./database.ts";
import { users } from "./schema.ts";
import { humanDetectors, rooms, sensors, terminals } from "./schema-devices.ts";
import { callRecords, participants } from "./schema-live.ts";
import { meetings, roomBookings, scheduleRooms, schedules } from "./schema-meetings.ts";
import { presenceReadings } from "./schema-reports.ts";

/**
 * A year of history for the reports (`npm run seed -- --history-months 12`): HISTORY_PER_MONTH
 * meetings a month (weekdays busier than weekends) over the months before today, all ended, named
 * "历史会议 H…". Each has its participants and their call detail records; about half book a room
 * (never overlapping another booking, the demo's and scale's included); rooms with sensors get
 * presence readings that agree with what happened. What happened is drawn per meeting from a
 * seeded generator, so that every figure of the reports has something behind it:
 * - 8% nobody joins at all (a booked room is a ghost);
 * - 10% the room's terminal never joins while others do (a no-show);
 * - 12% the room joins for under half of the meeting (partly used);
 * - the rest run normally; 1% start at 23:00 and cross midnight.
 * A rerun adds nothing once history meetings exist.
 */
export const HISTORY_PREFIX = "历史会议 H";
export const HISTORY_PER_MONTH = 100_000 / 12;
const NUMBER_BASE = 700_000_000;
const BATCH = 500;
const HALF_HOUR = 30 * 60_000;
const TYPE_WEIGHTS: [(typeof MEETING_TYPES)[number], number][] = [
  ["VIDEO_MEETING", 45],
  ["NETWORK_MEETING", 25],
  ["GENERAL", 15],
  ["STREAMING", 8],
  ["RECORDING", 7],
];

/** mulberry32: a small seeded generator, so a seed writes the same year every time. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)],
  };
}

export async function countHistoryMeetings(db: Db, prefix = HISTORY_PREFIX): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(schedules)
    .where(like(schedules.name, `${prefix}%`));
  return Number(row.n);
}

/** How a history is written: its names, ids and numbers, and whether it runs up to now. */
export interface HistoryStyle {
  /** Meeting names start with it; a history of that name already there is not written again. */
  prefix: string;
  /** Meeting ids are `<ids><n>`, schedule ids `<ids>s<n>`. */
  ids: string;
  numberBase: number;
  /** Up to now (today's meetings that have ended), else up to the start of today. */
  untilNow: boolean;
}

const REPORTS_HISTORY: HistoryStyle = {
  prefix: HISTORY_PREFIX,
  ids: "h",
  numberBase: NUMBER_BASE,
  untilNow: false,
};

/**
 * The demo's history (the first start outside tests): DEMO_HISTORY_MONTHS months of ended meetings
 * up to now, so that a fresh demo's reports have calls, bookings and presence this month too.
 */
export const DEMO_HISTORY: HistoryStyle = {
  prefix: "往期会议 D",
  ids: "d",
  numberBase: 710_000_000,
  untilNow: true,
};
export const DEMO_HISTORY_MONTHS = 3;
export const DEMO_HISTORY_PER_MONTH = 300;

interface RoomInfo {
  id: string;
  name: string;
  terminal: { id: string; address: string; protocol: "SIP" | "H323" } | null;
  sensorId: string | null;
}

async function roomInfos(db: Db): Promise<RoomInfo[]> {
  const rows = await db
    .select({
      id: rooms.id,
      name: rooms.name,
      terminalId: terminals.id,
      address: terminals.dialAddress,
      protocol: terminals.protocol,
      sensorId: sql<
        string | null
      >`(select ${sensors.id} from ${sensors} join ${humanDetectors} on ${humanDetectors.id} = ${sensors.detectorId} where ${humanDetectors.roomId} = ${rooms.id} order by ${sensors.id} limit 1)`,
    })
    .from(rooms)
    .leftJoin(terminals, eq(terminals.roomId, rooms.id))
    .where(eq(rooms.enabled, true))
    .orderBy(asc(rooms.id));
  const byId = new Map<string, RoomInfo>();
  for (const row of rows) {
    if (byId.has(row.id)) continue;
    byId.set(row.id, {
      id: row.id,
      name: row.name,
      terminal: row.terminalId
        ? { id: row.terminalId, address: row.address ?? "", protocol: row.protocol ?? "SIP" }
        : null,
      sensorId: row.sensorId,
    });
  }
  return [...byId.values()];
}

/** Half hours of each room already booked inside the window. */
async function takenHalfHours(db: Db, start: number, end: number): Promise<Set<string>> {
  const taken = new Set<string>();
  const rows = await db
    .select({ roomId: roomBookings.roomId, startAt: roomBookings.startAt, endAt: roomBookings.endAt })
    .from(roomBookings)
    .where(and(lt(roomBookings.startAt, end), gt(roomBookings.endAt, start)));
  for (const row of rows) {
    for (let t = Math.floor(row.startAt / HALF_HOUR); t * HALF_HOUR < row.endAt; t++)
      taken.add(`${row.roomId}:${t}`);
  }
  return taken;
}

type Batch = {
  schedules: (typeof schedules.$inferInsert)[];
  meetings: (typeof meetings.$inferInsert)[];
  scheduleRooms: (typeof scheduleRooms.$inferInsert)[];
  bookings: (typeof roomBookings.$inferInsert)[];
  participants: (typeof participants.$inferInsert)[];
  calls: (typeof callRecords.$inferInsert)[];
  presence: (typeof presenceReadings.$inferInsert)[];
};

const emptyBatch = (): Batch => ({
  schedules: [],
  meetings: [],
  scheduleRooms: [],
  bookings: [],
  participants: [],
  calls: [],
  presence: [],
});

async function flush(db: Db, batch: Batch): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(schedules).values(batch.schedules);
    await tx.insert(meetings).values(batch.meetings);
    if (batch.scheduleRooms.length) await tx.insert(scheduleRooms).values(batch.scheduleRooms);
    if (batch.bookings.length) await tx.insert(roomBookings).values(batch.bookings);
    if (batch.participants.length) await tx.insert(participants).values(batch.participants);
    for (let i = 0; i < batch.calls.length; i += 3000)
      await tx.insert(callRecords).values(batch.calls.slice(i, i + 3000));
    if (batch.presence.length) await tx.insert(presenceReadings).values(batch.presence);
  });
}

/**
 * Writes `months` months of history up to the start of today (or up to now: `style.untilNow`);
 * `perMonth` meetings a month.
 */
export async function addHistory(
  db: Db,
  months: number,
  now: number,
  perMonth = HISTORY_PER_MONTH,
  style: HistoryStyle = REPORTS_HISTORY,
): Promise<number> {
  if (months <= 0 || (await countHistoryMeetings(db, style.prefix)) > 0) return 0;
  const people = (await db.select({ id: users.id }).from(users).orderBy(asc(users.id))).map((row) => row.id);
  const roomList = await roomInfos(db);
  if (people.length === 0) return 0;
  const today = dayjs(now).startOf("day");
  const windowStart = today.subtract(months, "month");
  const windowEnd = style.untilNow ? dayjs(now) : today;
  const taken = await takenHalfHours(db, windowStart.valueOf(), windowEnd.valueOf());
  const days = today.diff(windowStart, "day") + (style.untilNow ? 1 : 0);
  const target = Math.round(perMonth * months);
  const weights = Array.from({ length: days }, (_, d) =>
    [0, 6].includes(windowStart.add(d, "day").day()) ? 1 : 5,
  );
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const random = generator(20_310_609);
  const typeTotal = TYPE_WEIGHTS.reduce((a, [, w]) => a + w, 0);
  const drawType = () => {
    let r = random.int(typeTotal);
    for (const [type, weight] of TYPE_WEIGHTS) {
      r -= weight;
      if (r < 0) return type;
    }
    return "VIDEO_MEETING" as const;
  };

  const bookRoom = (start: number, end: number): RoomInfo | null => {
    if (roomList.length === 0) return null;
    for (let attempt = 0; attempt < 4; attempt++) {
      const room = random.pick(roomList);
      const halves: string[] = [];
      for (let t = Math.floor(start / HALF_HOUR); t * HALF_HOUR < end; t++) halves.push(`${room.id}:${t}`);
      if (halves.some((key) => taken.has(key))) continue;
      for (const key of halves) taken.add(key);
      return room;
    }
    return null;
  };

  let batch = emptyBatch();
  let sequence = 0;
  let written = 0;
  for (let d = 0; d < days; d++) {
    const day = windowStart.add(d, "day");
    const count = Math.round((target * weights[d]) / weightSum);
    for (let k = 0; k < count && sequence < target; k++) {
      sequence++;
      const crossing = random.next() < 0.01;
      const startAt = crossing
        ? day.hour(23).valueOf()
        : day
            .hour(8 + random.int(10))
            .minute(random.int(2) * 30)
            .valueOf();
      const minutes = crossing ? 90 : random.pick([30, 60, 60, 90, 120]);
      const endAt = startAt + minutes * 60_000;
      const organiser = random.pick(people);
      // Today's meetings up to now: those not ended yet are left out.
      if (endAt > now) continue;
      const id = `${style.ids}${String(sequence).padStart(7, "0")}`;
      const scheduleId = `${style.ids}s${String(sequence).padStart(7, "0")}`;
      batch.schedules.push({
        id: scheduleId,
        name: `${style.prefix}${String(sequence).padStart(6, "0")}`,
        type: drawType(),
        startAt,
        endAt,
        meetingNumber: String(style.numberBase + sequence),
        hostToken: randomToken(),
        creatorId: organiser,
        hostId: organiser,
        createdAt: startAt - 86_400_000,
        updatedAt: startAt - 86_400_000,
      });
      batch.meetings.push({
        id,
        scheduleId,
        startAt,
        endAt,
        status: "OFFLINE",
        createdAt: startAt,
        updatedAt: endAt,
      });

      const room = random.next() < 0.55 ? bookRoom(startAt, endAt) : null;
      if (room) {
        batch.scheduleRooms.push({ scheduleId, roomId: room.id, sort: 0 });
        batch.bookings.push({ meetingId: id, roomId: room.id, startAt, endAt });
      }
      const outcome = random.next();
      const nobody = outcome < 0.08;
      const roomAbsent = outcome < 0.18;
      const roomPartly = !roomAbsent && outcome < 0.3;
      const duration = endAt - startAt;

      const parties: {
        key: string;
        address: string;
        protocol: "SIP" | "H323";
        roomId: string | null;
        terminalId: string | null;
        isRoom: boolean;
      }[] = [];
      if (room?.terminal) {
        parties.push({
          key: "room",
          address: room.terminal.address,
          protocol: room.terminal.protocol,
          roomId: room.id,
          terminalId: room.terminal.id,
          isRoom: true,
        });
      }
      const guests = 1 + random.int(5);
      for (let g = 0; g < guests; g++) {
        parties.push({
          key: `g${g}`,
          address: `${id}-g${g}@guest.example.com`,
          protocol: "SIP",
          roomId: null,
          terminalId: null,
          isRoom: false,
        });
      }
      for (const party of parties) {
        const participantId = `${id}-${party.key}`;
        batch.participants.push({
          id: participantId,
          meetingId: id,
          name: party.isRoom && room ? room.name : `访客 ${party.key}`,
          callAddress: party.address,
          addressKey: party.address.toLowerCase(),
          protocol: party.protocol,
          roomId: party.roomId,
          terminalId: party.terminalId,
          status: "OFFLINE",
          createdAt: startAt,
          updatedAt: endAt,
        });
        const joins = !nobody && !(party.isRoom && roomAbsent);
        const record = (
          n: number,
          dialledAt: number,
          connectedAt: number | null,
          disconnectedAt: number | null,
        ) => ({
          id: `${participantId}-${n}`,
          meetingId: id,
          participantId,
          name: party.key,
          callAddress: party.address,
          protocol: party.protocol,
          terminalId: party.terminalId,
          roomId: party.roomId,
          callDirection: true,
          dialledAt,
          connectedAt,
          disconnectedAt,
          endReason: connectedAt === null ? ("NO_ANSWER" as const) : ("HUNG_UP" as const),
        });
        if (!joins) {
          batch.calls.push(record(0, startAt, null, null));
          continue;
        }
        const connectedAt = startAt + random.int(5) * 60_000;
        const stay =
          party.isRoom && roomPartly
            ? duration * (0.1 + random.next() * 0.3)
            : duration * (0.75 + random.next() * 0.25);
        const disconnectedAt = Math.min(endAt, Math.round(connectedAt + stay));
        if (random.next() < 0.05) batch.calls.push(record(0, startAt, null, null));
        batch.calls.push(record(1, connectedAt - 3000, connectedAt, disconnectedAt));
        if (party.isRoom && room?.sensorId) {
          batch.presence.push({
            roomId: room.id,
            sensorId: room.sensorId,
            startAt: connectedAt,
            endAt: disconnectedAt,
          });
        }
      }
      if (room?.sensorId && !room.terminal && !nobody && !roomAbsent) {
        const present = roomPartly ? duration * 0.3 : duration * 0.9;
        batch.presence.push({
          roomId: room.id,
          sensorId: room.sensorId,
          startAt,
          endAt: Math.round(startAt + present),
        });
      }
      if (batch.schedules.length === BATCH) {
        await flush(db, batch);
        written += batch.schedules.length;
        batch = emptyBatch();
      }
    }
  }
  if (batch.schedules.length > 0) {
    await flush(db, batch);
    written += batch.schedules.length;
  }
  return written;
}
