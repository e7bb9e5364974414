import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type {
  MonitorMcuPage,
  MonitorMcuQuery,
  MonitorMeetingPage,
  MonitorMeetingQuery,
  MonitorScheduleBody,
  MonitorTerminalPage,
  MonitorTerminalQuery,
  TerminalCall,
} from "#contract/live-monitor";
import type { Readiness } from "#contract/readiness";
import type { Db } from "../db/database.ts";
import { users } from "../db/schema.ts";
import {
  mcuServers,
  resourcePools,
  rooms,
  terminalBrands,
  terminalModels,
  terminals,
} from "../db/schema-devices.ts";
import { liveMeetings, participants } from "../db/schema-live.ts";
import { meetings, schedules } from "../db/schema-meetings.ts";
import { keywordMatch, keywordSearch } from "../lib/list-filters.ts";
import { effectiveStatus } from "../meetings/rules.ts";
import { seesLiveSchedule, type Viewer } from "../meetings/visibility.ts";
import { portsInUse, terminalCalls } from "./change.ts";
import { currentSeq } from "./feed.ts";
import { snapshot } from "./live-reads.ts";
import {
  monitoredCondition,
  monitorOrder,
  READINESS_WINDOW_MS,
  selectMonitorBase,
  toMonitorRows,
} from "./monitor-rows.ts";
import { readinessOf } from "./readiness.ts";
import { controlsMeetings, inLiveScope, type LiveUser, meetingsInLiveScope } from "./rights.ts";

/**
 * The monitors' lists (contract live-monitor), each read in one snapshot with the stream position
 * it is consistent with.
 */
function meetingKeyword(keyword: string | undefined): SQL | undefined {
  const text = keyword?.trim();
  if (!text) return undefined;
  return or(
    keywordMatch(text, schedules.name, schedules.meetingNumber),
    sql`exists (select 1 from ${users} where ${users.id} = ${schedules.hostId} and ${keywordMatch(text, users.name)})`,
  );
}

export function monitorMeetings(
  db: Db,
  query: MonitorMeetingQuery,
  user: LiveUser,
  now: number,
): Promise<MonitorMeetingPage> {
  return snapshot(db, async (tx) => {
    const statuses = query.status ? query.status.split(",") : null;
    const where = and(
      monitoredCondition(now),
      inLiveScope(user),
      statuses
        ? sql`(case when ${meetings.status} = 'SCHEDULE' and ${meetings.endAt} <= ${now} then 'OFFLINE' else ${meetings.status} end) in ${statuses}`
        : undefined,
      query.mcuId ? eq(liveMeetings.mcuId, query.mcuId) : undefined,
      meetingKeyword(query.keyword),
    );
    const base = await selectMonitorBase(tx)
      .where(where)
      .orderBy(...monitorOrder(query.sort))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    const [{ total }] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(meetings)
      .innerJoin(schedules, eq(schedules.id, meetings.scheduleId))
      .leftJoin(liveMeetings, eq(liveMeetings.meetingId, meetings.id))
      .where(where);
    return { records: await toMonitorRows(tx, base, now, user), total, seq: await currentSeq(tx) };
  });
}

/** POST /monitor/schedule: booked meetings not yet started, starting within [start, end). */
export function monitorSchedule(
  db: Db,
  body: MonitorScheduleBody,
  user: LiveUser,
  now: number,
): Promise<MonitorMeetingPage> {
  return snapshot(db, async (tx) => {
    const where = and(
      isNull(meetings.cancelledAt),
      isNull(schedules.cancelledAt),
      eq(meetings.status, "SCHEDULE"),
      sql`${meetings.endAt} > ${now}`,
      gte(meetings.startAt, body.start),
      lt(meetings.startAt, body.end),
      inLiveScope(user),
      meetingKeyword(body.keyword),
    );
    const base = await selectMonitorBase(tx)
      .where(where)
      .orderBy(asc(meetings.startAt), asc(meetings.id))
      .limit(body.size)
      .offset((body.page - 1) * body.size);
    const [{ total }] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(meetings)
      .innerJoin(schedules, eq(schedules.id, meetings.scheduleId))
      .where(where);
    return { records: await toMonitorRows(tx, base, now, user), total, seq: await currentSeq(tx) };
  });
}

/** The terminals' current calls, those in meetings outside the caller's live scope left out. */
async function callsInScope(
  tx: Db,
  user: LiveUser,
  terminalIds: string[],
): Promise<Map<string, TerminalCall>> {
  const calls = await terminalCalls(tx, terminalIds);
  const shown = await meetingsInLiveScope(
    tx,
    user,
    [...calls.values()].map((call) => call.meeting.id),
  );
  for (const [terminalId, call] of calls) if (!shown.has(call.meeting.id)) calls.delete(terminalId);
  return calls;
}

export function monitorTerminals(
  db: Db,
  query: MonitorTerminalQuery,
  user: LiveUser,
): Promise<MonitorTerminalPage> {
  return snapshot(db, async (tx) => {
    const inMeeting = sql`exists (select 1 from ${participants} where ${participants.terminalId} = ${terminals.id} and ${participants.status} <> 'OFFLINE')`;
    const where = and(
      query.status ? eq(terminals.status, query.status) : undefined,
      query.inMeeting === undefined ? undefined : query.inMeeting ? inMeeting : sql`not ${inMeeting}`,
      keywordSearch(query.keyword, terminals),
    );
    const by = query.sort?.endsWith(",desc") ? desc : asc;
    const column = query.sort?.startsWith("status,") ? terminals.status : terminals.name;
    const rows = await tx
      .select({
        terminal: terminals,
        roomName: rooms.name,
        brand: terminalBrands.name,
        model: terminalModels.name,
      })
      .from(terminals)
      .innerJoin(terminalBrands, eq(terminalBrands.id, terminals.brandId))
      .innerJoin(terminalModels, eq(terminalModels.id, terminals.modelId))
      .leftJoin(rooms, eq(rooms.id, terminals.roomId))
      .where(where)
      .orderBy(by(column), by(terminals.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    const [{ total }] = await tx.select({ total: sql<number>`count(*)::int` }).from(terminals).where(where);
    const calls = await callsInScope(
      tx,
      user,
      rows.map((row) => row.terminal.id),
    );
    return {
      records: rows.map(({ terminal, roomName, brand, model }) => ({
        id: terminal.id,
        name: terminal.name,
        dialAddress: terminal.dialAddress,
        protocol: terminal.protocol,
        productDevice: `${brand} ${model}`,
        status: terminal.status,
        roomId: terminal.roomId,
        roomName,
        call: calls.get(terminal.id) ?? null,
      })),
      total,
      seq: await currentSeq(tx),
    };
  });
}

export function monitorMcus(db: Db, query: MonitorMcuQuery, user: LiveUser): Promise<MonitorMcuPage> {
  return snapshot(db, async (tx) => {
    const where = and(
      query.status ? eq(mcuServers.status, query.status) : undefined,
      query.poolId ? eq(mcuServers.poolId, query.poolId) : undefined,
      keywordMatch(query.keyword, mcuServers.name, mcuServers.address),
    );
    const by = query.sort?.endsWith(",desc") ? desc : asc;
    const rows = await tx
      .select({ mcu: mcuServers, poolName: resourcePools.name })
      .from(mcuServers)
      .leftJoin(resourcePools, eq(resourcePools.id, mcuServers.poolId))
      .where(where)
      .orderBy(by(mcuServers.name), by(mcuServers.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    const [{ total }] = await tx.select({ total: sql<number>`count(*)::int` }).from(mcuServers).where(where);
    const ids = rows.map((row) => row.mcu.id);
    const used = await portsInUse(tx, ids);
    const held =
      ids.length === 0
        ? []
        : await tx
            .select({
              mcuId: participants.mcuId,
              id: meetings.id,
              name: schedules.name,
              ports: sql<number>`count(*)::int`,
            })
            .from(participants)
            .innerJoin(meetings, eq(meetings.id, participants.meetingId))
            .innerJoin(schedules, eq(schedules.id, meetings.scheduleId))
            .where(
              and(inArray(participants.mcuId, ids), ne(participants.status, "OFFLINE"), inLiveScope(user)),
            )
            .groupBy(participants.mcuId, meetings.id, schedules.name)
            .orderBy(asc(schedules.name));
    return {
      records: rows.map(({ mcu, poolName }) => ({
        id: mcu.id,
        name: mcu.name,
        model: mcu.model,
        address: mcu.address,
        status: mcu.status,
        statusReason: mcu.statusReason,
        poolId: mcu.poolId,
        poolName,
        capacity: mcu.capacity,
        portsInUse: used.get(mcu.id) ?? 0,
        meetings: held
          .filter((row) => row.mcuId === mcu.id)
          .map(({ id, name, ports }) => ({ id, name, ports })),
      })),
      total,
      seq: await currentSeq(tx),
    };
  });
}

/** GET /meetings/readiness: the meetings the caller sees that start within the window and have not started. */
export async function readinessOfIds(
  db: Db,
  ids: string[],
  user: LiveUser & Viewer,
  now: number,
): Promise<Readiness[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: meetings.id,
      startAt: meetings.startAt,
      endAt: meetings.endAt,
      status: meetings.status,
      poolId: schedules.poolId,
    })
    .from(meetings)
    .innerJoin(schedules, eq(schedules.id, meetings.scheduleId))
    .where(
      and(
        inArray(meetings.id, ids),
        isNull(meetings.cancelledAt),
        seesLiveSchedule(user, meetings.scheduleId),
      ),
    );
  const soon = rows.filter(
    (row) =>
      effectiveStatus(row, now) === "SCHEDULE" && row.startAt - now <= READINESS_WINDOW_MS && row.endAt > now,
  );
  const result = await readinessOf(db, soon, now, controlsMeetings(user));
  return ids.flatMap((id) => result.get(id) ?? []);
}
