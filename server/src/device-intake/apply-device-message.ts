import { and, desc, eq, gt, lt, lte, sql } from "drizzle-orm";
import type { DeviceKeyKind, HeartbeatPayload, PresencePayload } from "#contract/device-intake";
import type { TERMINAL_STATUSES } from "#contract/limits/devices";
import type { Db } from "../db/database.ts";
import { roomPresence } from "../db/schema-device-intake.ts";
import { humanDetectors, roomBoards, terminals } from "../db/schema-devices.ts";
import { roomBookings } from "../db/schema-meetings.ts";
import { presenceReadings, reportDirty } from "../db/schema-reports.ts";
import type { DeviceMessage } from "./device-payloads.ts";

/**
 * The one place a device's message changes what the server holds, whichever transport brought it
 * (MQTT or the HTTP device API). Writes touch only the row of the device the key belongs to (and,
 * for a presence sensor, its room). Safe to run twice or out of order: a reading older than the
 * stored one changes nothing, so several instances may apply the same message.
 */
export interface DeviceIdentity {
  deviceId: string;
  kind: DeviceKeyKind;
}

type TerminalStatus = (typeof TERMINAL_STATUSES)[number];

/** What changed: the seam alarms and live pushes hook into (device-intake.ts onApplied). */
export type DeviceEffect =
  | {
      kind: "TERMINAL";
      deviceId: string;
      at: number;
      from: TerminalStatus | null;
      to: TerminalStatus;
      inCall: boolean;
    }
  | {
      kind: "HUMAN_DETECTOR";
      deviceId: string;
      at: number;
      roomId: string | null;
      present?: boolean;
      peopleCount?: number | null;
    }
  | { kind: "ROOM_BOARD"; deviceId: string; at: number }
  | { kind: "TERMINAL_OFFLINE"; deviceId: string; at: number };

/** A reading of `present` within this gap of the room's previous one continues its span. */
const SPAN_GAP_MS = 5 * 60_000;

async function terminalHeartbeat(
  db: Db,
  id: string,
  payload: HeartbeatPayload,
  at: number,
): Promise<DeviceEffect[] | null> {
  const to: TerminalStatus = payload.registered === false ? "DISCONNECT" : "CONNECTED";
  const inCall = to === "CONNECTED" && payload.inCall === true;
  // One statement (the row locked, its previous status read and the newer heartbeat written): a
  // terminal reports every 30 s, so with thousands of them each round trip counts.
  const result = (await db.execute(sql`
    with before as (
      select ${terminals.id} as id, ${terminals.status} as status from ${terminals}
      where ${terminals.id} = ${id} for update
    )
    update ${terminals} set
      status = ${to}, in_call = ${inCall}, last_heartbeat_at = ${at},
      ip = coalesce(${payload.address ?? null}, ${terminals.ip}), updated_at = ${at}
    from before
    where ${terminals.id} = before.id
      and (${terminals.lastHeartbeatAt} is null or ${terminals.lastHeartbeatAt} <= ${at})
    returning before.status as "from"`)) as unknown as { rows: { from: TerminalStatus }[] };
  const [row] = result.rows;
  if (row) return [{ kind: "TERMINAL", deviceId: id, at, from: row.from, to, inCall }];
  // Nothing written: an older heartbeat than the stored one, or a terminal deleted since its key.
  const [known] = await db.select({ id: terminals.id }).from(terminals).where(eq(terminals.id, id));
  return known ? [] : null;
}

async function detectorSeen(db: Db, id: string, at: number, address?: string) {
  const [row] = await db
    .update(humanDetectors)
    .set({
      status: "ONLINE",
      lastSeenAt: sql`greatest(coalesce(${humanDetectors.lastSeenAt}, 0), ${at})`,
      ...(address ? { ip: address } : {}),
      updatedAt: at,
    })
    .where(eq(humanDetectors.id, id))
    .returning({ roomId: humanDetectors.roomId });
  return row ?? null;
}

/** The room's presence span: continued while present, closed at the first absent reading, marked for the reports. */
async function recordSpan(db: Db, roomId: string, wasPresent: boolean, present: boolean, at: number) {
  const [last] = await db
    .select({ id: presenceReadings.id, endAt: presenceReadings.endAt })
    .from(presenceReadings)
    .where(eq(presenceReadings.roomId, roomId))
    .orderBy(desc(presenceReadings.endAt))
    .limit(1);
  const continues = wasPresent && last && last.endAt >= at - SPAN_GAP_MS && last.endAt <= at;
  let start = at;
  if (continues) {
    await db.update(presenceReadings).set({ endAt: at }).where(eq(presenceReadings.id, last.id));
  } else if (present) {
    await db.insert(presenceReadings).values({ roomId, startAt: at, endAt: at });
  }
  if (continues) start = last.endAt;
  // The bookings this span touches are counted again by booked versus used.
  await db
    .insert(reportDirty)
    .select(
      db
        .select({ meetingId: roomBookings.meetingId })
        .from(roomBookings)
        .where(
          and(eq(roomBookings.roomId, roomId), lte(roomBookings.startAt, at), gt(roomBookings.endAt, start)),
        ),
    )
    .onConflictDoNothing();
}

async function presenceReading(
  db: Db,
  id: string,
  payload: PresencePayload,
  at: number,
): Promise<DeviceEffect[] | null> {
  return db.transaction(async (tx) => {
    const detector = await detectorSeen(tx, id, at);
    if (!detector) return null;
    const { roomId } = detector;
    const peopleCount = payload.people ?? null;
    if (roomId) {
      const [before] = await tx
        .select({ present: roomPresence.present, readingAt: roomPresence.readingAt })
        .from(roomPresence)
        .where(eq(roomPresence.roomId, roomId))
        .for("update");
      if (before && before.readingAt > at) return [];
      const values = { present: payload.present, peopleCount, detectorId: id, readingAt: at };
      await tx
        .insert(roomPresence)
        .values({ roomId, ...values })
        .onConflictDoUpdate({
          target: roomPresence.roomId,
          set: values,
          where: lt(roomPresence.readingAt, at),
        });
      await recordSpan(tx, roomId, before?.present ?? false, payload.present, at);
    }
    return [{ kind: "HUMAN_DETECTOR", deviceId: id, at, roomId, present: payload.present, peopleCount }];
  });
}

async function boardHeartbeat(
  db: Db,
  id: string,
  payload: HeartbeatPayload,
  at: number,
): Promise<DeviceEffect[] | null> {
  const updated = await db
    .update(roomBoards)
    .set({
      lastSeenAt: sql`greatest(coalesce(${roomBoards.lastSeenAt}, 0), ${at})`,
      ...(payload.address ? { ip: payload.address } : {}),
      ...(payload.appVersion ? { appVersion: payload.appVersion } : {}),
      updatedAt: at,
    })
    .where(eq(roomBoards.id, id))
    .returning({ id: roomBoards.id });
  return updated.length ? [{ kind: "ROOM_BOARD", deviceId: id, at }] : null;
}

/**
 * Applies a checked message of `device` at `at` (its kind was checked against the message type);
 * null when the key's device no longer exists.
 */
export async function applyDeviceMessage(
  db: Db,
  device: DeviceIdentity,
  message: DeviceMessage,
  at: number,
): Promise<DeviceEffect[] | null> {
  if (message.type === "presence") return presenceReading(db, device.deviceId, message.payload, at);
  switch (device.kind) {
    case "TERMINAL":
      return terminalHeartbeat(db, device.deviceId, message.payload, at);
    case "HUMAN_DETECTOR": {
      const seen = await detectorSeen(db, device.deviceId, at, message.payload.address);
      return seen ? [{ kind: "HUMAN_DETECTOR", deviceId: device.deviceId, at, roomId: seen.roomId }] : null;
    }
    case "ROOM_BOARD":
      return boardHeartbeat(db, device.deviceId, message.payload, at);
  }
}

/** Whether a device of `kind` may send `type` (only presence sensors send presence). */
export const acceptsMessage = (kind: DeviceKeyKind, type: DeviceMessage["type"]): boolean =>
  type === "heartbeat" || kind === "HUMAN_DETECTOR";
