import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { LiveBatch } from "#contract/live-events";
import { moveProblem } from "#contract/rules/meeting-control";
import type { SessionUser } from "../auth/sessions.ts";
import { participants } from "../db/schema-live.ts";
import { fieldError, notFound } from "../errors.ts";
import { newId } from "../lib/ids.ts";
import { disconnected, movedIn } from "./calls.ts";
import { Change } from "./change.ts";
import { forget } from "./control-roster.ts";
import type { LiveDeps } from "./deps.ts";
import { currentSeq } from "./feed.ts";
import {
  bridgeServer,
  conferenceOf,
  type LiveContext,
  lockMeeting,
  readLiveContext,
} from "./live-context.ts";
import {
  alreadyInMeeting,
  meetingEnded,
  meetingNotStarted,
  noFreePort,
  onBridge,
  protocolNotSupported,
  requireCapability,
} from "./live-errors.ts";
import { readParticipants } from "./participant-rows.ts";
import { PortAllocator } from "./ports.ts";
import { actorOf, requireLiveRight } from "./rights.ts";

/**
 * Moving participants to another running meeting (spec §5 "Move": a target and at least one
 * participant). Both meetings are locked (in id order, so two opposite moves cannot deadlock), the
 * caller must control both, each connected call is moved on the bridge into the target's
 * conference, and each meeting gets its own batch: removed here, added there. Answers the
 * source meeting's batch.
 */
function running(context: LiveContext | null, now: number): asserts context is LiveContext {
  if (!context || context.meeting.cancelledAt !== null) throw notFound();
  if (context.meeting.status === "OFFLINE" || context.meeting.endAt <= now || context.live?.endedAt)
    throw meetingEnded();
  if (!context.live?.startedAt || !conferenceOf(context)) throw meetingNotStarted();
}

export async function moveParticipants(
  deps: LiveDeps,
  user: SessionUser,
  sourceId: string,
  ids: string[],
  targetId: string,
): Promise<LiveBatch> {
  const unique = [...new Set(ids)];
  const problem = moveProblem(sourceId, targetId, unique);
  if (problem === "NO_PARTICIPANT") throw fieldError({ ids: "live.moveParticipantRequired" });
  if (problem === "NO_TARGET") throw fieldError({ target: "live.moveTargetRequired" });
  if (problem === "SAME_MEETING") throw fieldError({ target: "live.moveSameMeeting" });
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    for (const id of [sourceId, targetId].sort()) {
      if (!(await lockMeeting(tx, id))) throw notFound();
    }
    const source = await readLiveContext(tx, sourceId);
    const target = await readLiveContext(tx, targetId);
    running(source, now);
    await requireLiveRight(tx, user, source.schedule.id, "control");
    running(target, now);
    await requireLiveRight(tx, user, target.schedule.id, "control");
    const rows = await tx
      .select()
      .from(participants)
      .where(and(eq(participants.meetingId, sourceId), inArray(participants.id, unique)));
    if (rows.length !== unique.length) throw fieldError({ ids: "live.participantUnknown" });
    const there = await tx
      .select({ addressKey: participants.addressKey, name: participants.name })
      .from(participants)
      .where(eq(participants.meetingId, targetId));
    const clash = rows.find((p) => there.some((q) => q.addressKey === p.addressKey));
    if (clash) throw alreadyInMeeting(clash.name);
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(participants)
      .where(and(eq(participants.meetingId, targetId), ne(participants.status, "OFFLINE")));
    const moving = rows.filter((p) => p.status !== "OFFLINE");
    if (n + moving.length > target.schedule.capacity) throw noFreePort();

    const actor = actorOf(user);
    const out = new Change(tx, sourceId, now, actor);
    const into = new Change(tx, targetId, now, actor);
    const from = conferenceOf(source) as NonNullable<ReturnType<typeof conferenceOf>>;
    const to = conferenceOf(target) as NonNullable<ReturnType<typeof conferenceOf>>;
    const targetMaster = target.master as NonNullable<typeof target.master>;
    requireCapability(deps.drivers(from.server.model), from.server, "move");
    requireCapability(deps.drivers(to.server.model), to.server, "move");
    const allocator = await PortAllocator.open(tx, target.schedule.poolId, targetMaster.id, now);
    const [{ maxSort }] = await tx
      .select({ maxSort: sql<number>`coalesce(max(${participants.sort}), -1)::int` })
      .from(participants)
      .where(eq(participants.meetingId, targetId));
    const moved = [];
    for (const [index, p] of rows.entries()) {
      const status = p.status;
      let callRef: string | null = null;
      let mcu = null;
      if (status !== "OFFLINE" && p.bridgeCallRef) {
        const allocation = allocator.take(p.protocol, true);
        if ("failure" in allocation) {
          throw allocation.failure === "NO_FREE_PORT"
            ? noFreePort()
            : protocolNotSupported(p.name, p.protocol);
        }
        mcu = allocation.mcu;
        const leg = mcu.id === targetMaster.id ? to : { ...to, server: bridgeServer(mcu) };
        callRef = await onBridge(leg.server.name, () =>
          deps.drivers(from.server.model).move(from, p.bridgeCallRef as string, leg),
        );
      }
      const name = p.name;
      if (status !== "OFFLINE") await disconnected(out, p, now, "MOVED");
      const copy = {
        ...p,
        id: newId(),
        meetingId: targetId,
        status,
        isMainVenue: false,
        top: false,
        sort: maxSort + 1 + index,
        disconnectReason: status === "OFFLINE" ? p.disconnectReason : null,
        disconnectedAt: status === "OFFLINE" ? p.disconnectedAt : null,
        quality: status === "ONLINE" ? (p.quality ?? "QUALITY_GOOD") : null,
        createdAt: now,
        updatedAt: now,
      };
      await movedIn(into, copy, mcu, callRef);
      moved.push({ from: p, to: copy, name });
    }
    await forget(out, source.live as NonNullable<typeof source.live>, rows);
    for (const participant of await readParticipants(
      tx,
      inArray(
        participants.id,
        moved.map((m) => m.to.id),
      ),
      target.live?.activeSpeakerId ?? null,
    )) {
      into.addParticipant(participant);
    }
    for (const m of moved) {
      await out.audit({
        action: "MOVE_OUT",
        target: { type: "PARTICIPANT", id: m.from.id, name: m.name },
        after: { meeting: target.schedule.name },
      });
      await into.audit({
        action: "MOVE_IN",
        target: { type: "PARTICIPANT", id: m.to.id, name: m.name },
        before: { meeting: source.schedule.name },
      });
    }
    const batch = await out.commit();
    await into.commit();
    return batch ?? { seq: await currentSeq(tx), at: now, meetingId: sourceId, deltas: [] };
  });
}
