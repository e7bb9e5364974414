import dayjs from "dayjs";
import { and, asc, eq, gt, like, lt, sql } from "drizzle-orm";
import { newId, randomToken } from "../lib/ids.ts";
import type { Db } from "./database.ts";
import { users } from "./schema.ts";
import { rooms } from "./schema-devices.ts";
import { roomBookings, schedules } from "./schema-meetings.ts";
import { insertSeedSchedules, type SeedSchedule } from "./seed-meetings.ts";

/**
 * Benchmark meetings (`npm run seed -- --meetings K`): tops the scale meetings (named
 * "规模会议 M…") up to K, one occurrence each, spread over now ± 60 days across the enabled rooms.
 * Each room has a two-hour slot at each of SLOT_HOURS a day; a meeting takes a free slot of its room (slots
 * already touched by any booking are skipped), so bookings never overlap and reruns add only the
 * missing meetings.
 */
export const SCALE_MEETING_PREFIX = "规模会议 M";
const DAYS = 120;
const SLOT_HOURS = [8, 10, 12, 14, 16] as const;
const SLOTS = DAYS * SLOT_HOURS.length;
const SLOT_MS = 2 * 3_600_000;
/** Coprime with SLOTS (600), so that k -> (k * STRIDE + offset) mod SLOTS visits every slot once. */
const STRIDE = 1001;
const BATCH = 1000;
const TYPES = [
  "VIDEO_MEETING",
  "VIDEO_MEETING",
  "GENERAL",
  "NETWORK_MEETING",
  "STREAMING",
  "RECORDING",
] as const;

const NUMBER_BASE = 900_000_000;

/** How many scale meetings exist, and the highest sequence number used so far. */
export async function countScaleMeetings(db: Db): Promise<{ count: number; last: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      last: sql<number>`coalesce(max(${schedules.meetingNumber}::bigint), ${NUMBER_BASE})::bigint - ${NUMBER_BASE}`,
    })
    .from(schedules)
    .where(like(schedules.name, `${SCALE_MEETING_PREFIX}%`));
  return { count: Number(row.count), last: Number(row.last) };
}

function slotStart(windowStart: number, slot: number): number {
  const day = Math.floor(slot / SLOT_HOURS.length);
  return dayjs(windowStart)
    .add(day, "day")
    .hour(SLOT_HOURS[slot % SLOT_HOURS.length])
    .valueOf();
}

/** Slots of each room that an existing booking touches. */
async function occupiedSlots(db: Db, windowStart: number, windowEnd: number): Promise<Set<string>> {
  const taken = new Set<string>();
  const bookings = await db
    .select({ roomId: roomBookings.roomId, startAt: roomBookings.startAt, endAt: roomBookings.endAt })
    .from(roomBookings)
    .where(and(lt(roomBookings.startAt, windowEnd), gt(roomBookings.endAt, windowStart)));
  if (bookings.length === 0) return taken;
  const starts = Array.from({ length: SLOTS }, (_, slot) => slotStart(windowStart, slot));
  for (const booking of bookings) {
    for (let slot = 0; slot < SLOTS; slot++) {
      if (starts[slot] < booking.endAt && starts[slot] + SLOT_MS > booking.startAt)
        taken.add(`${booking.roomId}:${slot}`);
    }
  }
  return taken;
}

export async function addScaleMeetings(db: Db, target: number, now: number): Promise<number> {
  const { count: existing, last } = await countScaleMeetings(db);
  if (existing >= target) return 0;
  const roomIds = (
    await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.enabled, true)).orderBy(asc(rooms.id))
  ).map((row) => row.id);
  const userIds = (await db.select({ id: users.id }).from(users).orderBy(asc(users.id))).map((row) => row.id);
  if (roomIds.length === 0 || userIds.length === 0) return 0;
  const windowStart = dayjs(now)
    .startOf("day")
    .subtract(DAYS / 2, "day")
    .valueOf();
  const taken = await occupiedSlots(db, windowStart, slotStart(windowStart, SLOTS));
  const cursors = new Map<number, number>();

  /** The next free slot of room r, or -1 when the room is full. */
  const freeSlot = (r: number): number => {
    for (let k = cursors.get(r) ?? 0; k < SLOTS; k++) {
      const slot = (k * STRIDE + r * 37) % SLOTS;
      if (!taken.has(`${roomIds[r]}:${slot}`)) {
        cursors.set(r, k + 1);
        taken.add(`${roomIds[r]}:${slot}`);
        return slot;
      }
    }
    cursors.set(r, SLOTS);
    return -1;
  };

  let added = 0;
  let full = 0;
  let sequence = last;
  let batch: SeedSchedule[] = [];
  for (let n = existing; existing + added + batch.length < target && full < roomIds.length; n++) {
    const r = n % roomIds.length;
    const slot = freeSlot(r);
    if (slot < 0) {
      full++;
      continue;
    }
    full = 0;
    sequence++;
    const startAt = slotStart(windowStart, slot);
    const endAt = startAt + [30, 60, 90][n % 3] * 60_000;
    const hostId = userIds[n % userIds.length];
    const id = newId();
    batch.push({
      schedule: {
        id,
        name: `${SCALE_MEETING_PREFIX}${String(sequence).padStart(6, "0")}`,
        type: TYPES[n % TYPES.length],
        startAt,
        endAt,
        meetingNumber: String(NUMBER_BASE + sequence),
        hostToken: randomToken(),
        creatorId: hostId,
        hostId,
        isPublic: n % 4 === 0,
        contact: n % 2 === 0 ? `联系人${n % 97}` : null,
        createdAt: now,
        updatedAt: now,
      },
      meetings: [
        {
          id: newId(),
          scheduleId: id,
          startAt,
          endAt,
          status: endAt <= now ? "OFFLINE" : "SCHEDULE",
          createdAt: now,
          updatedAt: now,
        },
      ],
      roomIds: [roomIds[r]],
      attendeeIds: [...new Set([1, 2, 3].map((k) => userIds[(n * 3 + k) % userIds.length]))].filter(
        (userId) => userId !== hostId,
      ),
    });
    if (batch.length === BATCH) {
      await db.transaction((tx) => insertSeedSchedules(tx, batch));
      added += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) {
    await db.transaction((tx) => insertSeedSchedules(tx, batch));
    added += batch.length;
  }
  return added;
}
