import { and, asc, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Page } from "#contract/list";
import type {
  CascadeInfo,
  InviteCandidate,
  InviteCandidateQuery,
  LiveMeeting,
  WhiteList,
} from "#contract/live-meetings";
import type { ParticipantPage, ParticipantQuery } from "#contract/participants";
import { addressKey } from "#contract/rules/meeting-control";
import { countTotals, statusFilter } from "#contract/rules/participant-status";
import type { Db } from "../db/database.ts";
import { mcuServers, rooms, terminalBrands, terminalModels, terminals } from "../db/schema-devices.ts";
import { participants } from "../db/schema-live.ts";
import { notFound } from "../errors.ts";
import { keywordMatch } from "../lib/list-filters.ts";
import { effectiveStatus } from "../meetings/rules.ts";
import { portsInUse, terminalCalls } from "./change.ts";
import { currentSeq } from "./feed.ts";
import { type LiveContext, readLiveContext } from "./live-context.ts";
import { selectParticipants, serverRef, toParticipant } from "./participant-rows.ts";
import { type LiveUser, mayControl, requireControl, requireWatch } from "./rights.ts";

/**
 * The control page's reads: the live meeting and its roster, each consistent with the stream
 * position it answers (one repeatable-read snapshot holds the state and `seq`), so a console that
 * opens the stream with `since=seq` misses nothing and applies nothing twice.
 */
export function snapshot<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(read, { isolationLevel: "repeatable read", accessMode: "read only" });
}

async function watchable(tx: Db, meetingId: string, user: LiveUser): Promise<LiveContext> {
  const context = await readLiveContext(tx, meetingId);
  if (!context || context.meeting.cancelledAt !== null) throw notFound();
  requireWatch(user, context.schedule.hostId);
  return context;
}

export function liveMeeting(db: Db, meetingId: string, user: LiveUser, now: number): Promise<LiveMeeting> {
  return snapshot(db, async (tx) => {
    const context = await watchable(tx, meetingId, user);
    const { meeting, schedule, live, master } = context;
    const roster = await selectParticipants(tx).where(eq(participants.meetingId, meetingId));
    const venue = roster.find((p) => p.row.isMainVenue)?.row ?? null;
    const speaker = live?.activeSpeakerId
      ? (roster.find((p) => p.row.id === live.activeSpeakerId)?.row ?? null)
      : null;
    const servers = new Set(
      roster.filter((p) => p.row.status !== "OFFLINE" && p.row.mcuId).map((p) => p.row.mcuId),
    );
    const message = live?.message && live.message.until > now ? live.message : null;
    return {
      id: meeting.id,
      videoId: meeting.id,
      scheduleId: meeting.scheduleId,
      name: schedule.name,
      server: master ? serverRef(master.id, master.name, master.model) : null,
      startTimestamp: meeting.startAt,
      endTimestamp: meeting.endAt,
      host:
        schedule.hostId && context.hostName !== null ? { id: schedule.hostId, name: context.hostName } : null,
      password: live ? live.password : schedule.password,
      mode: live?.mode ?? schedule.mode,
      mainVenue: venue?.id ?? null,
      mainVenueName: venue?.name ?? null,
      meetingNumber: schedule.meetingNumber,
      layout: live?.layout ?? schedule.layout,
      locked: live?.locked ?? false,
      panes: live?.panes ?? [],
      ...countTotals(roster.map((p) => ({ parStatus: p.row.status }))),
      joinMute: live?.joinMute ?? schedule.joinMute,
      autoCall: live?.autoCall ?? schedule.autoCall,
      autoRecording: live?.autoRecording ?? schedule.type === "RECORDING",
      autoStreaming: live?.autoStreaming ?? (schedule.type === "STREAMING" || schedule.live),
      meetingStatus: effectiveStatus(meeting, now),
      activeSpeaker: speaker?.id ?? null,
      activeSpeakerName: speaker?.name ?? null,
      message,
      cascadeStatus: servers.size > 1 ? "CASCADED" : "NONE",
      capacity: schedule.capacity,
      extendedMinutes: live?.extendedMinutes ?? 0,
      abnormalReason: meeting.status === "ABNORMAL" ? (live?.abnormalReason ?? null) : null,
      rights: { control: mayControl(user, schedule.hostId) },
      seq: await currentSeq(tx),
    };
  });
}

/** Roster order (pinned, main venue, then `sort`), or by name or status, ties by id. */
function participantOrder(sort: string | undefined): SQL[] {
  const [field, direction] = (sort ?? "sort,asc").split(",");
  const by = direction === "desc" ? desc : asc;
  if (field === "name") return [by(participants.name), by(participants.id)];
  if (field === "parStatus") return [by(participants.status), by(participants.id)];
  return [desc(participants.top), desc(participants.isMainVenue), by(participants.sort), by(participants.id)];
}

export function participantPage(db: Db, query: ParticipantQuery, user: LiveUser): Promise<ParticipantPage> {
  return snapshot(db, async (tx) => {
    const context = await watchable(tx, query.meetingId, user);
    const filter = statusFilter(query.status ? query.status.split(",") : []);
    const where = and(
      eq(participants.meetingId, query.meetingId),
      filter ? inArray(participants.status, filter) : undefined,
      keywordMatch(query.keyword, participants.name, participants.callAddress),
    );
    const rows = await selectParticipants(tx)
      .where(where)
      .orderBy(...participantOrder(query.sort))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    const [{ total }] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(participants)
      .where(where);
    const all = await tx
      .select({ parStatus: participants.status })
      .from(participants)
      .where(eq(participants.meetingId, query.meetingId));
    const speaker = context.live?.activeSpeakerId ?? null;
    return {
      records: rows.map((row) => toParticipant(row, speaker)),
      total,
      totals: countTotals(all),
      seq: await currentSeq(tx),
    };
  });
}

export async function cascadeInfo(db: Db, meetingId: string, user: LiveUser): Promise<CascadeInfo> {
  return snapshot(db, async (tx) => {
    const context = await watchable(tx, meetingId, user);
    const rows = await tx
      .select({ mcu: mcuServers, n: sql<number>`count(*)::int` })
      .from(participants)
      .innerJoin(mcuServers, eq(mcuServers.id, participants.mcuId))
      .where(and(eq(participants.meetingId, meetingId), ne(participants.status, "OFFLINE")))
      .groupBy(mcuServers.id);
    const masterId = context.master?.id ?? null;
    const servers = [...rows];
    if (context.master && !servers.some((row) => row.mcu.id === masterId))
      servers.unshift({ mcu: context.master, n: 0 });
    const used = await portsInUse(
      tx,
      servers.map((row) => row.mcu.id),
    );
    return {
      cascadeStatus: rows.length > 1 ? "CASCADED" : "NONE",
      servers: servers.map(({ mcu, n }) => ({
        server: { id: mcu.id, name: mcu.name, serverModel: mcu.model },
        master: mcu.id === masterId,
        participants: n,
        portsInUse: used.get(mcu.id) ?? 0,
        capacity: mcu.capacity,
      })),
    };
  });
}

export async function whiteList(db: Db, meetingId: string, user: LiveUser): Promise<WhiteList> {
  const context = await watchable(db, meetingId, user);
  return { entries: context.live?.whiteList ?? [] };
}

/** The terminals the invite dialog offers, with whether each is in the meeting or in another call. */
export async function inviteCandidates(
  db: Db,
  meetingId: string,
  query: InviteCandidateQuery,
  user: LiveUser,
): Promise<Page<InviteCandidate>> {
  const context = await readLiveContext(db, meetingId);
  if (!context || context.meeting.cancelledAt !== null) throw notFound();
  requireControl(user, context.schedule.hostId);
  const where = keywordMatch(query.keyword, terminals.name, terminals.dialAddress, rooms.name);
  const rows = await db
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
    .orderBy(asc(terminals.name), asc(terminals.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(terminals)
    .leftJoin(rooms, eq(rooms.id, terminals.roomId))
    .where(where);
  const present = new Set(
    (
      await db
        .select({ key: participants.addressKey })
        .from(participants)
        .where(eq(participants.meetingId, meetingId))
    ).map((row) => row.key),
  );
  const calls = await terminalCalls(
    db,
    rows.map((row) => row.terminal.id),
  );
  return {
    records: rows.map(({ terminal, roomName, brand, model }) => {
      const call = calls.get(terminal.id);
      return {
        content: {
          id: terminal.id,
          name: terminal.name,
          productDevice: `${brand} ${model}`,
          dialAddress: terminal.dialAddress,
          protocol: terminal.protocol,
          status: terminal.status,
        },
        roomId: terminal.roomId,
        roomName,
        inMeeting: present.has(addressKey(terminal.dialAddress)),
        inCall: call && call.meeting.id !== meetingId ? call.meeting : null,
      };
    }),
    total,
  };
}
