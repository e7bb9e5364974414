import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { LiveBatch } from "#contract/live-events";
import type { SessionUser } from "../auth/sessions.ts";
import type { Db } from "../db/database.ts";
import { terminals } from "../db/schema-devices.ts";
import { liveMeetings, participants } from "../db/schema-live.ts";
import { notFound } from "../errors.ts";
import type { Conference, McuDriver } from "../mcu/driver.ts";
import { Change } from "./change.ts";
import type { LiveDeps } from "./deps.ts";
import { currentSeq } from "./feed.ts";
import {
  conferenceOf,
  type LiveContext,
  type LiveRow,
  lockMeeting,
  readLiveContext,
} from "./live-context.ts";
import { meetingEnded, meetingNotStarted, noFreePort, onBridge, requireCapability } from "./live-errors.ts";
import type { ParticipantRow } from "./participant-rows.ts";
import { PortAllocator } from "./ports.ts";
import { actorOf, requireLiveRight } from "./rights.ts";
import { dialOne } from "./start.ts";

/**
 * The frame of every control call: one transaction that locks the meeting (so the driver's tick
 * and other operators wait their turn), checks the caller's right and that the meeting runs on
 * its bridge, lets the action call the bridge and write, and publishes what changed as one batch.
 * A bridge refusal throws before the commit: the state stays as it was.
 */
export interface Run {
  tx: Db;
  now: number;
  context: LiveContext;
  live: LiveRow;
  conference: Conference;
  driver: McuDriver;
  change: Change;
  deps: LiveDeps;
  /** Calls the bridge; a refusal becomes 409 BRIDGE_REFUSED. */
  bridge<T>(call: (driver: McuDriver, conference: Conference) => Promise<T>): Promise<T>;
}

export async function runControl(
  deps: LiveDeps,
  meetingId: string,
  user: SessionUser,
  action: (run: Run) => Promise<void>,
): Promise<LiveBatch> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    if (!(await lockMeeting(tx, meetingId))) throw notFound();
    const context = await readLiveContext(tx, meetingId);
    if (!context || context.meeting.cancelledAt !== null) throw notFound();
    await requireLiveRight(tx, user, context.schedule.id, "control");
    const conference = conferenceOf(context);
    const live = context.live;
    const ended = context.meeting.status === "OFFLINE" || context.meeting.endAt <= now || live?.endedAt;
    if (ended) throw meetingEnded();
    if (!live?.startedAt || !conference) throw meetingNotStarted();
    const driver = deps.drivers(conference.server.model);
    const change = new Change(tx, meetingId, now, actorOf(user));
    const run: Run = {
      tx,
      now,
      context,
      live,
      conference,
      driver,
      change,
      deps,
      bridge: (call) => onBridge(conference.server.name, () => call(driver, conference)),
    };
    await action(run);
    return (await change.commit()) ?? { seq: await currentSeq(tx), at: now, meetingId, deltas: [] };
  });
}

export async function updateLive(run: Run, set: Partial<LiveRow>): Promise<void> {
  await run.tx
    .update(liveMeetings)
    .set({ ...set, updatedAt: run.now })
    .where(eq(liveMeetings.meetingId, run.context.meeting.id));
  Object.assign(run.live, set);
}

export async function roster(run: Run): Promise<ParticipantRow[]> {
  return run.tx.select().from(participants).where(eq(participants.meetingId, run.context.meeting.id));
}

/** The given participants of this meeting; null when one is not in it. */
export async function participantsOf(run: Run, ids: string[]): Promise<ParticipantRow[] | null> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await run.tx
    .select()
    .from(participants)
    .where(and(eq(participants.meetingId, run.context.meeting.id), inArray(participants.id, unique)));
  return rows.length === unique.length ? rows : null;
}

/** The meeting of a participant (null: no such participant). */
export async function meetingOfParticipant(db: Db, participantId: string): Promise<string | null> {
  const [row] = await db
    .select({ meetingId: participants.meetingId })
    .from(participants)
    .where(eq(participants.id, participantId));
  return row?.meetingId ?? null;
}

/**
 * Dials participants of the meeting (connect, reconnect, invite): within the meeting's capacity and
 * the pool's free ports. `strict`: a participant that gets no port makes the whole call a 409
 * (an invite, one connect); otherwise it is left OFFLINE with the reason (connect everyone).
 */
export async function dialParticipants(run: Run, rows: ParticipantRow[], strict: boolean): Promise<void> {
  if (rows.length === 0) return;
  requireCapability(run.driver, run.conference.server, "dialOut");
  const { tx, context } = run;
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(participants)
    .where(and(eq(participants.meetingId, context.meeting.id), ne(participants.status, "OFFLINE")));
  const room = context.schedule.capacity - n;
  if (strict && rows.length > room) throw noFreePort();
  const master = context.master;
  if (!master) throw meetingNotStarted();
  const allocator = await PortAllocator.open(tx, context.schedule.poolId, master.id, run.now);
  const terminalIds = rows.flatMap((row) => (row.terminalId ? [row.terminalId] : []));
  const statuses = new Map(
    terminalIds.length === 0
      ? []
      : (
          await tx
            .select({ id: terminals.id, status: terminals.status })
            .from(terminals)
            .where(inArray(terminals.id, terminalIds))
        ).map((t) => [t.id, t.status]),
  );
  let left = room;
  for (const row of rows) {
    if (left <= 0) {
      if (strict) throw noFreePort();
      break;
    }
    left--;
    await run.bridge(async () => {
      const status = row.terminalId ? (statuses.get(row.terminalId) ?? null) : null;
      await dialOne(run.deps, run.change, row, status, allocator, run.conference, master, {
        ports: strict ? "throw" : "record",
        bridge: "throw",
      });
    });
  }
}
