import { asc, eq, inArray } from "drizzle-orm";
import type { LiveBatch } from "#contract/live-events";
import { terminals } from "../db/schema-devices.ts";
import { liveMeetings, participants } from "../db/schema-live.ts";
import { meetings } from "../db/schema-meetings.ts";
import { BridgeError, type BridgeEvent, type ObservedMeeting } from "../mcu/driver.ts";
import { joinedOnBridge } from "./bridge-joins.ts";
import { connected, dialling, disconnected, setQuality } from "./calls.ts";
import { Change } from "./change.ts";
import type { LiveDeps } from "./deps.ts";
import { bridgeServer, conferenceOf, lockMeeting, readLiveContext } from "./live-context.ts";
import type { ParticipantRow } from "./participant-rows.ts";

/**
 * One tick of the driver on a started meeting: ask the bridge what happened since the last tick
 * (the simulator draws it) and write it: calls connected or failed, quality, drops (redialled when
 * the meeting has auto dial-out), the active speaker; a CONNECTING meeting becomes ONLINE once a
 * call connects or none is left connecting; an expired on-screen message is cleared. Nothing is
 * written when nothing happened.
 */
export async function observeMeeting(deps: LiveDeps, meetingId: string): Promise<LiveBatch | null> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    if (!(await lockMeeting(tx, meetingId))) return null;
    const context = await readLiveContext(tx, meetingId);
    const live = context?.live;
    const conference = context ? conferenceOf(context) : null;
    if (!context || !live?.startedAt || live.endedAt || !conference) return null;
    if (context.meeting.status === "OFFLINE" || context.meeting.endAt <= now) return null;

    const roster = await tx
      .select({ row: participants, terminalStatus: terminals.status })
      .from(participants)
      .leftJoin(terminals, eq(terminals.id, participants.terminalId))
      .where(eq(participants.meetingId, meetingId))
      .orderBy(asc(participants.sort));
    const observed: ObservedMeeting = {
      meetingId,
      restore: {
        meetingId,
        name: context.schedule.name,
        number: context.schedule.meetingNumber,
        password: live.password,
        layout: live.layout,
        mode: live.mode,
        endAt: context.meeting.endAt,
        capacity: context.schedule.capacity,
        joinMute: live.joinMute,
      },
      mode: live.mode,
      activeSpeakerId: live.activeSpeakerId,
      participants: roster.map(({ row, terminalStatus }) => ({
        id: row.id,
        callRef: row.bridgeCallRef,
        status: row.status,
        isMainVenue: row.isMainVenue,
        microphone: row.microphone,
        quality: row.quality,
        dialledAt: row.dialledAt,
        attempt: row.attempt,
        terminalStatus: terminalStatus ?? null,
        address: row.terminalId === null,
      })),
    };
    const from = live.simSecond ?? Math.floor(live.startedAt / 1000);
    const change = new Change(tx, meetingId, now, null);
    let events: BridgeEvent[];
    try {
      events = await deps.drivers(conference.server.model).observe(conference, observed, from, now);
    } catch (error) {
      if (!(error instanceof BridgeError)) throw error;
      if (context.meeting.status === "ABNORMAL") return null;
      await tx.update(meetings).set({ status: "ABNORMAL", updatedAt: now }).where(eq(meetings.id, meetingId));
      await tx
        .update(liveMeetings)
        .set({ abnormalReason: "MCU_UNREACHABLE", updatedAt: now })
        .where(eq(liveMeetings.meetingId, meetingId));
      change.setMeeting({ meetingStatus: "ABNORMAL", abnormalReason: "MCU_UNREACHABLE" });
      return change.commit();
    }
    const byId = new Map<string, ParticipantRow>(roster.map(({ row }) => [row.id, row]));
    let speaker = live.activeSpeakerId;
    const redial: ParticipantRow[] = [];
    for (const event of events) {
      if (event.kind === "speaker") {
        speaker = event.participantId;
        continue;
      }
      if (event.kind === "joined") {
        const join = { callRef: event.callRef, name: event.name, session: null, handle: null };
        const row = await joinedOnBridge(change, conference.server.id, join, live.activeSpeakerId);
        if (row) byId.set(row.id, row);
        continue;
      }
      const p = byId.get(event.participantId);
      if (!p) continue;
      if (event.kind === "connected" && p.status === "CONNECTING")
        await connected(change, p, event.at, event.quality);
      else if (event.kind === "quality" && p.status === "ONLINE") await setQuality(change, p, event.quality);
      else if (event.kind === "disconnected" && p.status !== "OFFLINE") {
        await disconnected(change, p, event.at, event.reason);
        if (live.autoCall && event.reason === "DROPPED") redial.push(p);
      }
    }
    for (const p of redial) {
      const mcu = context.master;
      if (!mcu || p.mcuId !== mcu.id) continue;
      const callRef = await deps
        .drivers(mcu.model)
        .dial(
          { ...conference, server: bridgeServer(mcu) },
          {
            participantId: p.id,
            name: p.name,
            address: p.callAddress,
            protocol: p.protocol,
            terminalStatus: null,
            microphone: p.microphone,
          },
        )
        .catch(() => null);
      if (callRef) await dialling(change, p, mcu, callRef);
    }

    const set: Partial<typeof liveMeetings.$inferInsert> = {};
    if (speaker !== live.activeSpeakerId) {
      set.activeSpeakerId = speaker;
      if (live.activeSpeakerId && byId.has(live.activeSpeakerId))
        change.changeParticipant(live.activeSpeakerId, { activeSpeaker: false });
      if (speaker) change.changeParticipant(speaker, { activeSpeaker: true });
      change.setMeeting({
        activeSpeaker: speaker,
        activeSpeakerName: speaker ? (byId.get(speaker)?.name ?? null) : null,
      });
    }
    if (live.message && live.message.until <= now) {
      set.message = null;
      change.setMeeting({ message: null });
    }
    const statuses = [...byId.values()].map((p) => p.status);
    const settled = statuses.includes("ONLINE") || !statuses.includes("CONNECTING");
    const next =
      context.meeting.status === "ABNORMAL" ? (settled ? "ONLINE" : "CONNECTING") : settled ? "ONLINE" : null;
    if (next && next !== context.meeting.status && context.meeting.status !== "ONLINE") {
      await tx.update(meetings).set({ status: next, updatedAt: now }).where(eq(meetings.id, meetingId));
      if (context.meeting.status === "ABNORMAL") set.abnormalReason = null;
      change.setMeeting({ meetingStatus: next, abnormalReason: null });
    }
    if (change.empty) return null;
    await tx
      .update(liveMeetings)
      .set({ ...set, simSecond: Math.floor(now / 1000), updatedAt: now })
      .where(eq(liveMeetings.meetingId, meetingId));
    return change.commit();
  });
}

/** Marks which instance drives these meetings (for the monitors; the advisory lock decides). */
export async function claimDriving(deps: LiveDeps, meetingIds: string[]): Promise<void> {
  if (meetingIds.length === 0) return;
  await deps.db
    .update(liveMeetings)
    .set({ driverInstance: deps.instanceId })
    .where(inArray(liveMeetings.meetingId, meetingIds));
}
