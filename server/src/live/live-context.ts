import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/database.ts";
import { users } from "../db/schema.ts";
import { mcuServers } from "../db/schema-devices.ts";
import { liveMeetings } from "../db/schema-live.ts";
import { meetings, schedules } from "../db/schema-meetings.ts";
import type { BridgeServer, Conference } from "../mcu/driver.ts";

/**
 * A meeting with what driving or controlling it needs: its schedule's settings, its live row (null
 * before it started on a bridge) and its master MCU. `lockMeeting` first serialises every writer of
 * one meeting (the driver's ticks and the control calls of any instance) on its meetings row.
 */
export async function lockMeeting(tx: Db, meetingId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: meetings.id })
    .from(meetings)
    .where(eq(meetings.id, meetingId))
    .for("no key update");
  return rows.length > 0;
}

const host = alias(users, "live_host");

export async function readLiveContext(tx: Db, meetingId: string) {
  const [row] = await tx
    .select({
      meeting: {
        id: meetings.id,
        scheduleId: meetings.scheduleId,
        startAt: meetings.startAt,
        endAt: meetings.endAt,
        status: meetings.status,
        cancelledAt: meetings.cancelledAt,
      },
      schedule: {
        id: schedules.id,
        name: schedules.name,
        type: schedules.type,
        meetingNumber: schedules.meetingNumber,
        creatorId: schedules.creatorId,
        hostId: schedules.hostId,
        capacity: schedules.capacity,
        poolId: schedules.poolId,
        mode: schedules.mode,
        layout: schedules.layout,
        password: schedules.password,
        mainVenueRoomId: schedules.mainVenueRoomId,
        joinMute: schedules.joinMute,
        autoCall: schedules.autoCall,
        live: schedules.live,
        cancelledAt: schedules.cancelledAt,
      },
      hostName: host.name,
      live: liveMeetings,
      master: mcuServers,
    })
    .from(meetings)
    .innerJoin(schedules, eq(schedules.id, meetings.scheduleId))
    .leftJoin(host, eq(host.id, schedules.hostId))
    .leftJoin(liveMeetings, eq(liveMeetings.meetingId, meetings.id))
    .leftJoin(mcuServers, eq(mcuServers.id, liveMeetings.mcuId))
    .where(eq(meetings.id, meetingId));
  return row ?? null;
}

export type LiveContext = NonNullable<Awaited<ReturnType<typeof readLiveContext>>>;
export type LiveRow = typeof liveMeetings.$inferSelect;
export type McuRow = typeof mcuServers.$inferSelect;

export const bridgeServer = (mcu: McuRow): BridgeServer => ({
  id: mcu.id,
  name: mcu.name,
  model: mcu.model,
  address: mcu.address,
  port: mcu.port,
  protocol: mcu.protocol,
  username: mcu.username,
  password: mcu.password,
  status: mcu.status,
  capacity: mcu.capacity,
  adminPort: mcu.adminPort,
});

/** The conference of a started meeting on its master MCU; null before it started or without one. */
export function conferenceOf(context: LiveContext): Conference | null {
  const { live, master } = context;
  if (!live?.bridgeRef || !master) return null;
  return { server: bridgeServer(master), ref: live.bridgeRef, meetingId: context.meeting.id };
}
