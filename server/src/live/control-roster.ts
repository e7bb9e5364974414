import { eq, inArray, sql } from "drizzle-orm";
import type { InviteAddress } from "#contract/live-meetings";
import type { ParticipantChanges } from "#contract/participants";
import { addressKey, inviteProblem, isDialAddress, protocolSupported } from "#contract/rules/meeting-control";
import { rooms, terminals } from "../db/schema-devices.ts";
import { liveMeetings, participants } from "../db/schema-live.ts";
import { fieldError } from "../errors.ts";
import { newId } from "../lib/ids.ts";
import { disconnected } from "./calls.ts";
import type { Change } from "./change.ts";
import { dialParticipants, participantsOf, type Run, roster } from "./control-run.ts";
import type { LiveRow } from "./live-context.ts";
import {
  alreadyInMeeting,
  mainVenueRequired,
  protocolNotSupported,
  requireCapability,
} from "./live-errors.ts";
import type { ParticipantRow } from "./participant-rows.ts";
import { readParticipants } from "./participant-rows.ts";
import { poolServers } from "./ports.ts";

/**
 * Who is in the meeting: invites (terminals, free addresses), removals, and each participant's
 * flags and call. Spec §5: an invite needs a terminal or an address; someone already in the
 * meeting is refused; a protocol no MCU of the pool dials is reported.
 */
const target = (p: ParticipantRow) => ({ type: "PARTICIPANT" as const, id: p.id, name: p.name });

interface NewParticipant {
  name: string;
  address: string;
  protocol: "SIP" | "H323";
  terminalId: string | null;
  roomId: string | null;
}

async function invite(run: Run, wanted: NewParticipant[]): Promise<void> {
  requireCapability(run.driver, run.conference.server, "dialOut");
  const present = new Map((await roster(run)).map((p) => [p.addressKey, p]));
  const seen = new Set<string>();
  for (const item of wanted) {
    const key = addressKey(item.address);
    if (present.has(key) || seen.has(key)) throw alreadyInMeeting(present.get(key)?.name ?? item.name);
    seen.add(key);
  }
  const online = (await poolServers(run.tx, run.context.schedule.poolId)).filter(
    (mcu) => mcu.status === "ONLINE",
  );
  for (const item of wanted) {
    if (!online.some((mcu) => protocolSupported(mcu.model, item.protocol))) {
      throw protocolNotSupported(item.name, item.protocol);
    }
  }
  const [{ maxSort }] = await run.tx
    .select({ maxSort: sql<number>`coalesce(max(${participants.sort}), -1)::int` })
    .from(participants)
    .where(eq(participants.meetingId, run.context.meeting.id));
  const rows: ParticipantRow[] = wanted.map((item, index) => ({
    id: newId(),
    meetingId: run.context.meeting.id,
    name: item.name,
    mcuId: null,
    callAddress: item.address,
    addressKey: addressKey(item.address),
    protocol: item.protocol,
    roomId: item.roomId,
    terminalId: item.terminalId,
    callDirection: true,
    status: "OFFLINE",
    isMainVenue: false,
    top: false,
    microphone: !run.live.joinMute,
    speaker: true,
    presentation: false,
    layout: null,
    sort: maxSort + 1 + index,
    quality: null,
    dialledAt: null,
    attempt: 0,
    connectedAt: null,
    disconnectedAt: null,
    disconnectReason: null,
    bridgeCallRef: null,
    callRecordId: null,
    bridgeSession: null,
    bridgeHandle: null,
    createdAt: run.now,
    updatedAt: run.now,
  }));
  await run.tx.insert(participants).values(rows);
  await dialParticipants(run, rows, true);
  const added = await readParticipants(
    run.tx,
    inArray(
      participants.id,
      rows.map((row) => row.id),
    ),
    run.live.activeSpeakerId,
  );
  for (const participant of added) run.change.addParticipant(participant);
  for (const row of rows) {
    await run.change.audit({
      action: "INVITE",
      target: target(row),
      after: { address: row.callAddress, protocol: row.protocol },
    });
  }
}

export async function inviteTerminals(run: Run, terminalIds: string[]): Promise<void> {
  const ids = [...new Set(terminalIds)];
  if (inviteProblem(ids, [])) throw fieldError({ terminalIds: "live.inviteNothing" });
  const found = await run.tx
    .select({ terminal: terminals, roomName: rooms.name })
    .from(terminals)
    .leftJoin(rooms, eq(rooms.id, terminals.roomId))
    .where(inArray(terminals.id, ids));
  if (found.length !== ids.length) throw fieldError({ terminalIds: "live.terminalUnknown" });
  const byId = new Map(found.map((row) => [row.terminal.id, row]));
  await invite(
    run,
    ids.map((id) => {
      const { terminal, roomName } = byId.get(id) as (typeof found)[number];
      return {
        name: roomName ?? terminal.name,
        address: terminal.dialAddress,
        protocol: terminal.protocol,
        terminalId: terminal.id,
        roomId: terminal.roomId,
      };
    }),
  );
}

export async function inviteAddresses(run: Run, addresses: InviteAddress[]): Promise<void> {
  if (inviteProblem([], addresses)) throw fieldError({ addresses: "live.inviteNothing" });
  const bad = addresses.findIndex((item) => !isDialAddress(item.address.trim()));
  if (bad >= 0) throw fieldError({ [`addresses.${bad}.address`]: "live.addressInvalid" });
  await invite(
    run,
    addresses.map((item) => ({
      name: item.name?.trim() || item.address.trim(),
      address: item.address.trim(),
      protocol: item.protocol,
      terminalId: null,
      roomId: null,
    })),
  );
}

/** Hangs up (if connected) and takes participants off the roster; their records stay. */
export async function removeParticipants(run: Run, ids: string[]): Promise<void> {
  const rows = await participantsOf(run, ids);
  if (!rows) throw fieldError({ ids: "live.participantUnknown" });
  for (const p of rows) {
    if (p.status !== "OFFLINE" && p.bridgeCallRef) {
      await run.bridge((driver, conference) => driver.hangUp(conference, p.bridgeCallRef as string));
    }
    if (p.status !== "OFFLINE") await disconnected(run.change, p, run.now, "REMOVED");
    run.change.touch(p.terminalId, p.mcuId);
  }
  await forget(run.change, run.live, rows);
  for (const p of rows)
    await run.change.audit({ action: "REMOVE", target: target(p), before: { address: p.callAddress } });
}

/** Deletes participants from the roster and from the meeting's speaker and panes. */
export async function forget(change: Change, live: LiveRow, rows: ParticipantRow[]): Promise<void> {
  if (rows.length === 0) return;
  const ids = new Set(rows.map((p) => p.id));
  await change.tx.delete(participants).where(inArray(participants.id, [...ids]));
  for (const p of rows) change.removeParticipant(p.id);
  const panes = live.panes.map((id) => (id && ids.has(id) ? null : id));
  const speaker = live.activeSpeakerId && ids.has(live.activeSpeakerId) ? null : live.activeSpeakerId;
  if (panes.some((id, i) => id !== live.panes[i]) || speaker !== live.activeSpeakerId) {
    await change.tx
      .update(liveMeetings)
      .set({ panes, activeSpeakerId: speaker, updatedAt: change.at })
      .where(eq(liveMeetings.meetingId, change.meetingId));
    Object.assign(live, { panes, activeSpeakerId: speaker });
    change.setMeeting({ panes, activeSpeaker: speaker, ...(speaker ? {} : { activeSpeakerName: null }) });
  }
  if (rows.some((p) => p.isMainVenue)) change.setMeeting({ mainVenue: null, mainVenueName: null });
}

async function setFlag(run: Run, p: ParticipantRow, set: Partial<ParticipantRow>, delta: ParticipantChanges) {
  await run.tx
    .update(participants)
    .set({ ...set, updatedAt: run.now })
    .where(eq(participants.id, p.id));
  run.change.changeParticipant(p.id, delta);
}

/** The main venue (spec §3 isMainVenue): one at most; in speech mode it cannot be taken away. */
export async function setMainVenue(run: Run, p: ParticipantRow, on: boolean): Promise<void> {
  if (p.isMainVenue === on) return;
  const everyone = await roster(run);
  const previous = everyone.find((other) => other.isMainVenue) ?? null;
  if (!on && run.live.mode === "SPEECH") throw mainVenueRequired();
  await run.bridge((driver, conference) =>
    driver.setMode(conference, run.live.mode, on ? p.bridgeCallRef : null),
  );
  if (on && previous) await setFlag(run, previous, { isMainVenue: false }, { isMainVenue: false });
  await setFlag(run, p, { isMainVenue: on }, { isMainVenue: on });
  run.change.setMeeting(
    on ? { mainVenue: p.id, mainVenueName: p.name } : { mainVenue: null, mainVenueName: null },
  );
  await run.change.audit({
    action: "MAIN_VENUE",
    target: target(p),
    before: { isMainVenue: !on, previous: previous?.name ?? null },
    after: { isMainVenue: on },
  });
}

export async function setTop(run: Run, p: ParticipantRow, top: boolean): Promise<void> {
  if (p.top === top) return;
  await setFlag(run, p, { top }, { top });
  await run.change.audit({ action: "TOP", target: target(p), before: { top: !top }, after: { top } });
}

export async function setAudio(
  run: Run,
  p: ParticipantRow,
  kind: "microphone" | "speaker",
  on: boolean,
): Promise<void> {
  if (p[kind] === on) return;
  if (kind === "speaker") requireCapability(run.driver, run.conference.server, "speakerMute");
  if (p.status !== "OFFLINE" && p.bridgeCallRef) {
    await run.bridge((driver, conference) =>
      driver.mute(conference, p.bridgeCallRef as string, { [kind]: on }),
    );
  }
  await setFlag(run, p, { [kind]: on }, { [kind]: on });
  await run.change.audit({
    action: kind === "microphone" ? "MICROPHONE" : "SPEAKER",
    target: target(p),
    before: { [kind]: !on },
    after: { [kind]: on },
  });
}

export async function connectParticipant(run: Run, p: ParticipantRow, connect: boolean): Promise<void> {
  const before = p.status;
  if (connect) {
    if (p.status !== "OFFLINE") return;
    await dialParticipants(run, [p], true);
  } else {
    if (p.status === "OFFLINE") return;
    if (p.bridgeCallRef)
      await run.bridge((driver, conference) => driver.hangUp(conference, p.bridgeCallRef as string));
    await disconnected(run.change, p, run.now, "HUNG_UP");
  }
  await run.change.audit({
    action: "CONNECT",
    target: target(p),
    before: { parStatus: before },
    after: { connect },
  });
}
