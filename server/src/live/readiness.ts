import { and, asc, eq, gt, inArray, lte, ne, sql } from "drizzle-orm";
import type { Readiness, ReadinessReason } from "#contract/readiness";
import { protocolSupported } from "#contract/rules/meeting-control";
import type { Db } from "../db/database.ts";
import { rooms, terminals } from "../db/schema-devices.ts";
import { liveMeetings, participants } from "../db/schema-live.ts";
import { meetings, roomBookings, schedules } from "../db/schema-meetings.ts";
import { limitsInForce } from "../settings/licences/licences.ts";
import { poolServers } from "./ports.ts";

/**
 * Readiness of booked meetings about to start (contract Readiness): every booked room has a
 * terminal that is registered (CONNECTED) and not held by another meeting, some online MCU of the
 * pool dials its protocol, and the pool has the ports: its capacity less the calls of meetings
 * still running at the start, less the terminals of the pool's other meetings starting before.
 */
export interface SoonMeeting {
  id: string;
  startAt: number;
  endAt: number;
  poolId: string | null;
}

const reason = (
  code: ReadinessReason["code"],
  level: ReadinessReason["level"],
  extra: Partial<ReadinessReason> = {},
): ReadinessReason => ({
  code,
  level,
  roomId: null,
  roomName: null,
  terminalId: null,
  terminalName: null,
  needed: null,
  free: null,
  meetingName: null,
  ...extra,
});

async function bookedTerminals(db: Db, meetingIds: string[]) {
  return db
    .select({
      meetingId: roomBookings.meetingId,
      roomId: rooms.id,
      roomName: rooms.name,
      terminalId: terminals.id,
      terminalName: terminals.name,
      terminalStatus: terminals.status,
      protocol: terminals.protocol,
    })
    .from(roomBookings)
    .innerJoin(rooms, eq(rooms.id, roomBookings.roomId))
    .leftJoin(terminals, eq(terminals.roomId, rooms.id))
    .where(inArray(roomBookings.meetingId, meetingIds))
    .orderBy(asc(rooms.name));
}

/** The meeting each terminal is in now (a call not yet ended), with that meeting's end. */
async function busyTerminals(db: Db, terminalIds: string[]) {
  if (terminalIds.length === 0) return new Map<string, { meetingId: string; name: string; endAt: number }>();
  const rows = await db
    .select({
      terminalId: participants.terminalId,
      meetingId: participants.meetingId,
      name: schedules.name,
      endAt: meetings.endAt,
    })
    .from(participants)
    .innerJoin(meetings, eq(meetings.id, participants.meetingId))
    .innerJoin(schedules, eq(schedules.id, meetings.scheduleId))
    .where(and(inArray(participants.terminalId, terminalIds), ne(participants.status, "OFFLINE")));
  return new Map(rows.map((row) => [row.terminalId as string, row]));
}

/** Ports of the pool's MCUs (null: of every MCU) still held at `at`: calls of meetings ending after it. */
async function portsHeldAt(db: Db, mcuIds: string[] | null, at: number): Promise<number> {
  if (mcuIds?.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(participants)
    .innerJoin(meetings, eq(meetings.id, participants.meetingId))
    .where(
      and(
        mcuIds ? inArray(participants.mcuId, mcuIds) : undefined,
        ne(participants.status, "OFFLINE"),
        gt(meetings.endAt, at),
      ),
    );
  return row?.n ?? 0;
}

/** Terminals of the pool's (null: any pool's) other meetings that start before `at` and have not started yet. */
async function portsPromisedAt(db: Db, poolId: string | null, meetingId: string, at: number, now: number) {
  const [row] = await db
    .select({ n: sql<number>`count(${terminals.id})::int` })
    .from(meetings)
    .innerJoin(schedules, eq(schedules.id, meetings.scheduleId))
    .innerJoin(roomBookings, eq(roomBookings.meetingId, meetings.id))
    .innerJoin(terminals, eq(terminals.roomId, roomBookings.roomId))
    .leftJoin(liveMeetings, eq(liveMeetings.meetingId, meetings.id))
    .where(
      and(
        ne(meetings.id, meetingId),
        sql`${meetings.cancelledAt} is null`,
        eq(meetings.status, "SCHEDULE"),
        sql`${liveMeetings.startedAt} is null`,
        lte(meetings.startAt, at),
        gt(meetings.endAt, Math.max(at, now)),
        poolId ? eq(schedules.poolId, poolId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

export async function readinessOf(
  db: Db,
  soon: SoonMeeting[],
  now: number,
  revealNames: boolean,
): Promise<Map<string, Readiness>> {
  const result = new Map<string, Readiness>();
  if (soon.length === 0) return result;
  const booked = await bookedTerminals(
    db,
    soon.map((m) => m.id),
  );
  const busy = await busyTerminals(
    db,
    booked.flatMap((row) => (row.terminalId ? [row.terminalId] : [])),
  );
  const { ports: licensed } = await limitsInForce(db, now);
  const pools = new Map<string | null, Awaited<ReturnType<typeof poolServers>>>();
  for (const meeting of soon) {
    if (!pools.has(meeting.poolId)) pools.set(meeting.poolId, await poolServers(db, meeting.poolId));
    const online = (pools.get(meeting.poolId) ?? []).filter((mcu) => mcu.status === "ONLINE");
    const reasons: ReadinessReason[] = [];
    const rows = booked.filter((row) => row.meetingId === meeting.id);
    for (const row of rows) {
      const room = { roomId: row.roomId, roomName: row.roomName };
      if (!row.terminalId || !row.protocol) {
        reasons.push(reason("ROOM_WITHOUT_TERMINAL", "NOT_READY", room));
        continue;
      }
      const terminal = { ...room, terminalId: row.terminalId, terminalName: row.terminalName };
      if (row.terminalStatus === "DISCONNECT")
        reasons.push(reason("TERMINAL_UNREGISTERED", "NOT_READY", terminal));
      if (row.terminalStatus === "CONNECTING")
        reasons.push(reason("TERMINAL_REGISTERING", "AT_RISK", terminal));
      const holder = busy.get(row.terminalId);
      if (holder && holder.meetingId !== meeting.id && holder.endAt > meeting.startAt) {
        reasons.push(
          reason("TERMINAL_BUSY", "AT_RISK", { ...terminal, meetingName: revealNames ? holder.name : null }),
        );
      }
      const protocol = row.protocol;
      if (online.length > 0 && !online.some((mcu) => protocolSupported(mcu.model, protocol))) {
        reasons.push(reason("PROTOCOL_NOT_SUPPORTED", "NOT_READY", terminal));
      }
    }
    if (online.length === 0) reasons.push(reason("NO_MCU_ONLINE", "NOT_READY"));
    else {
      const needed = rows.filter((row) => row.terminalId).length;
      const at = Math.max(meeting.startAt, now);
      const capacity = online.reduce((sum, mcu) => sum + mcu.capacity, 0);
      const held = await portsHeldAt(
        db,
        online.map((mcu) => mcu.id),
        at,
      );
      const promised = await portsPromisedAt(db, meeting.poolId, meeting.id, meeting.startAt, now);
      const free = Math.max(0, capacity - held - promised);
      if (free < needed) reasons.push(reason("PORTS_SHORT", "NOT_READY", { needed, free }));
      const licenceFree = Math.max(
        0,
        licensed -
          (await portsHeldAt(db, null, at)) -
          (await portsPromisedAt(db, null, meeting.id, meeting.startAt, now)),
      );
      if (licenceFree < needed) {
        reasons.push(reason("LICENCE_PORTS_SHORT", "NOT_READY", { needed, free: licenceFree }));
      }
    }
    const level = reasons.some((r) => r.level === "NOT_READY")
      ? "NOT_READY"
      : reasons.length > 0
        ? "AT_RISK"
        : "READY";
    result.set(meeting.id, { meetingId: meeting.id, level, checkedAt: now, reasons });
  }
  return result;
}
