import { and, asc, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { READINESS_WINDOW_MIN } from "#contract/limits/live";
import type { MonitorMeeting } from "#contract/live-monitor";
import { countTotals } from "#contract/rules/participant-status";
import type { Db } from "../db/database.ts";
import { users } from "../db/schema.ts";
import { mcuServers } from "../db/schema-devices.ts";
import { liveMeetings, participants } from "../db/schema-live.ts";
import { meetings, schedules } from "../db/schema-meetings.ts";
import { effectiveStatus } from "../meetings/rules.ts";
import { serverRef } from "./participant-rows.ts";
import { readinessOf } from "./readiness.ts";
import { controlsMeetings, type LiveUser, liveRightsOf } from "./rights.ts";

/**
 * Rows of the meeting monitor (contract MonitorMeeting): one query for the page's meetings with
 * schedule, host, live row and master MCU, one for their rosters' statuses, and the readiness of
 * those about to start.
 */
const monitorHost = alias(users, "monitor_host");

export const READINESS_WINDOW_MS = READINESS_WINDOW_MIN * 60_000;

export function selectMonitorBase(db: Db) {
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
      hostId: schedules.hostId,
      hostName: monitorHost.name,
      scheduleMode: schedules.mode,
      poolId: schedules.poolId,
      liveMode: liveMeetings.mode,
      abnormalReason: liveMeetings.abnormalReason,
      mcuId: liveMeetings.mcuId,
      mcuName: mcuServers.name,
      mcuModel: mcuServers.model,
      occupancy: sql<{ roomsOccupied: number; roomsReporting: number; people: number | null } | null>`(
        select case when count(*) = 0 then null else json_build_object(
          'roomsOccupied', count(*) filter (where rp.present),
          'roomsReporting', count(*),
          'people', sum(rp.people_count) filter (where rp.present)) end
        from room_bookings rb join room_presence rp on rp.room_id = rb.room_id
        where rb.meeting_id = ${meetings.id})`,
    })
    .from(meetings)
    .innerJoin(schedules, eq(schedules.id, meetings.scheduleId))
    .leftJoin(monitorHost, eq(monitorHost.id, schedules.hostId))
    .leftJoin(liveMeetings, eq(liveMeetings.meetingId, meetings.id))
    .leftJoin(mcuServers, eq(mcuServers.id, liveMeetings.mcuId));
}

type BaseRow = Awaited<ReturnType<ReturnType<typeof selectMonitorBase>["execute"]>>[number];

/** The sort of a monitor list: by start (default) or name, ties by id. */
export function monitorOrder(sort: string | undefined): SQL[] {
  const [field, direction] = (sort ?? "startAt,asc").split(",");
  const by = direction === "desc" ? desc : asc;
  const column = field === "name" ? schedules.name : meetings.startAt;
  return [by(column), by(meetings.id)];
}

export async function toMonitorRows(
  db: Db,
  base: BaseRow[],
  now: number,
  viewer: LiveUser | null,
): Promise<MonitorMeeting[]> {
  const ids = base.map((row) => row.id);
  const statuses =
    ids.length === 0
      ? []
      : await db
          .select({
            meetingId: participants.meetingId,
            parStatus: participants.status,
            mcuId: participants.mcuId,
          })
          .from(participants)
          .where(inArray(participants.meetingId, ids));
  const byMeeting = new Map<string, { parStatus: string; mcuId: string | null }[]>();
  for (const row of statuses) byMeeting.set(row.meetingId, [...(byMeeting.get(row.meetingId) ?? []), row]);
  const soon = base.filter(
    (row) =>
      effectiveStatus(row, now) === "SCHEDULE" && row.startAt - now <= READINESS_WINDOW_MS && row.endAt > now,
  );
  const readiness = await readinessOf(db, soon, now, viewer === null || controlsMeetings(viewer));
  const rights = viewer
    ? await liveRightsOf(
        db,
        viewer,
        base.map((row) => row.scheduleId),
      )
    : null;
  return base.map((row) => {
    const roster = byMeeting.get(row.id) ?? [];
    const servers = new Set(roster.filter((p) => p.parStatus !== "OFFLINE" && p.mcuId).map((p) => p.mcuId));
    return {
      id: row.id,
      videoId: row.id,
      scheduleId: row.scheduleId,
      name: row.name,
      host: row.hostId && row.hostName !== null ? { id: row.hostId, name: row.hostName } : null,
      type: row.type,
      cascadeStatus: servers.size > 1 ? "CASCADED" : "NONE",
      mode: row.liveMode ?? row.scheduleMode,
      networkNumber: row.meetingNumber,
      meetingStatus: effectiveStatus(row, now),
      startAt: row.startAt,
      endAt: row.endAt,
      server: serverRef(row.mcuId, row.mcuName, row.mcuModel),
      ...countTotals(roster),
      abnormalReason: row.status === "ABNORMAL" ? row.abnormalReason : null,
      readiness: readiness.get(row.id) ?? null,
      occupancy: row.occupancy,
      control: rights?.get(row.scheduleId)?.control ?? false,
    };
  });
}

/** The monitor row of one meeting as pushed to every monitor (`control` false: each console decides). */
export async function monitorRowOf(db: Db, meetingId: string, now: number): Promise<MonitorMeeting | null> {
  const base = await selectMonitorBase(db).where(eq(meetings.id, meetingId));
  const [row] = await toMonitorRows(db, base, now, null);
  return row ?? null;
}

/** Running now (ONLINE, CONNECTING, ABNORMAL) or starting within the readiness window. */
export function monitoredCondition(now: number): SQL {
  return and(
    sql`${meetings.cancelledAt} is null`,
    ne(meetings.status, "OFFLINE"),
    sql`(${meetings.status} <> 'SCHEDULE' or (${meetings.startAt} <= ${now + READINESS_WINDOW_MS} and ${meetings.endAt} > ${now}))`,
  ) as SQL;
}
