import { timingSafeEqual } from "node:crypto";
import { and, eq, inArray, isNotNull, isNull, ne, or } from "drizzle-orm";
import { mcuServers } from "../db/schema-devices.ts";
import { liveMeetings, participants } from "../db/schema-live.ts";
import { type JanusEvent, janusEvents } from "../mcu/janus/janus-events.ts";
import { eventSecret } from "../mcu/janus/janus-http.ts";
import { joinedOnBridge, participantOfCall } from "./bridge-joins.ts";
import { connected, disconnected } from "./calls.ts";
import { Change } from "./change.ts";
import type { LiveDeps } from "./deps.ts";
import { lockMeeting, readLiveContext } from "./live-context.ts";

/**
 * The events a Janus server posts (its HTTP event handler), written to the live roster: the post's
 * secret names the Janus server (each has its own, derived from its admin secret); a VideoRoom
 * event counts only for a room that is a running meeting on that server, a session or handle event
 * only for a participant on it. Each meeting's events are written under its lock and published as
 * one change, as the driver's own observations are. Answers null when the secret is wrong.
 */
export async function receiveJanusEvents(
  deps: LiveDeps,
  password: string,
  body: unknown,
): Promise<{ server: string; meetings: number } | null> {
  const servers = await deps.db
    .select({ id: mcuServers.id, name: mcuServers.name, password: mcuServers.password })
    .from(mcuServers)
    .where(eq(mcuServers.model, "JANUS"));
  const server = servers.find((s) => sameSecret(eventSecret(s.password), password));
  if (!server) return null;
  const byMeeting = await eventsByMeeting(deps, server.id, janusEvents(body));
  for (const [meetingId, events] of byMeeting) await applyEvents(deps, server.id, meetingId, events);
  return { server: server.name, meetings: byMeeting.size };
}

function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The events of each running meeting of that server (others: a room not ours, an unknown session). */
async function eventsByMeeting(deps: LiveDeps, mcuId: string, events: JanusEvent[]) {
  const rooms = [...new Set(events.flatMap((e) => ("room" in e ? [String(e.room)] : [])))];
  const sessions = events.flatMap((e) => (e.kind === "sessionGone" ? [e.session] : []));
  const handles = events.flatMap((e) => (e.kind === "handleGone" ? [e.handle] : []));
  const meetingOfRoom = new Map<string, string>();
  if (rooms.length > 0) {
    const rows = await deps.db
      .select({ meetingId: liveMeetings.meetingId, ref: liveMeetings.bridgeRef })
      .from(liveMeetings)
      .where(
        and(
          eq(liveMeetings.mcuId, mcuId),
          inArray(liveMeetings.bridgeRef, rooms),
          isNotNull(liveMeetings.startedAt),
          isNull(liveMeetings.endedAt),
        ),
      );
    for (const row of rows) if (row.ref) meetingOfRoom.set(row.ref, row.meetingId);
  }
  const calls =
    sessions.length + handles.length === 0
      ? []
      : await deps.db
          .select({
            meetingId: participants.meetingId,
            session: participants.bridgeSession,
            handle: participants.bridgeHandle,
          })
          .from(participants)
          .where(
            and(
              eq(participants.mcuId, mcuId),
              ne(participants.status, "OFFLINE"),
              or(
                sessions.length ? inArray(participants.bridgeSession, sessions) : undefined,
                handles.length ? inArray(participants.bridgeHandle, handles) : undefined,
              ),
            ),
          );
  const byMeeting = new Map<string, JanusEvent[]>();
  for (const event of events) {
    const meetingIds =
      "room" in event
        ? [meetingOfRoom.get(String(event.room))]
        : calls
            .filter((c) =>
              event.kind === "sessionGone" ? c.session === event.session : c.handle === event.handle,
            )
            .map((c) => c.meetingId);
    for (const meetingId of new Set(meetingIds)) {
      if (meetingId) byMeeting.set(meetingId, [...(byMeeting.get(meetingId) ?? []), event]);
    }
  }
  return byMeeting;
}

async function applyEvents(deps: LiveDeps, mcuId: string, meetingId: string, events: JanusEvent[]) {
  await deps.db.transaction(async (tx) => {
    if (!(await lockMeeting(tx, meetingId))) return;
    const context = await readLiveContext(tx, meetingId);
    const live = context?.live;
    if (!live?.startedAt || live.endedAt || live.mcuId !== mcuId) return;
    const change = new Change(tx, meetingId, deps.now(), null);
    for (const event of events) {
      if (event.kind === "joined") {
        await joinedOnBridge(
          change,
          mcuId,
          { callRef: event.feed, name: event.display, session: event.session, handle: event.handle },
          live.activeSpeakerId,
        );
      } else if (event.kind === "published") {
        const p = await participantOfCall(change, event.feed);
        if (p?.status === "CONNECTING") await connected(change, p, change.at, "QUALITY_GOOD");
      } else if (event.kind === "left") {
        const p = await participantOfCall(change, event.feed);
        if (p && p.status !== "OFFLINE") await disconnected(change, p, change.at, event.reason);
      } else {
        const gone = await tx
          .select()
          .from(participants)
          .where(
            and(
              eq(participants.meetingId, meetingId),
              eq(participants.mcuId, mcuId),
              ne(participants.status, "OFFLINE"),
              event.kind === "sessionGone"
                ? eq(participants.bridgeSession, event.session)
                : eq(participants.bridgeHandle, event.handle),
            ),
          );
        const reason = event.kind === "sessionGone" ? event.reason : "HUNG_UP";
        for (const p of gone) await disconnected(change, p, change.at, reason);
      }
    }
    await change.commit();
  });
}
