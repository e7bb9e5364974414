import { and, eq, sql } from "drizzle-orm";
import { callRecords, participants } from "../db/schema-live.ts";
import { newId } from "../lib/ids.ts";
import type { Change } from "./change.ts";
import { type ParticipantRow, readParticipants } from "./participant-rows.ts";

/**
 * Participants who join by themselves (a browser in a Janus VideoRoom), as the bridge tells it: a
 * new roster row, CONNECTING, with an open call record (dialled in); its address is the bridge's
 * id of the call, so a second report of the same join (an event, then a reconciliation) finds it.
 */
export interface BridgeJoin {
  callRef: string;
  name: string;
  session: string | null;
  handle: string | null;
}

export const webRtcAddress = (callRef: string): string => `webrtc:${callRef}`;

/** The participant of a call the bridge reported, if any (whatever its status). */
export async function participantOfCall(change: Change, callRef: string): Promise<ParticipantRow | null> {
  const [row] = await change.tx
    .select()
    .from(participants)
    .where(
      and(eq(participants.meetingId, change.meetingId), eq(participants.addressKey, webRtcAddress(callRef))),
    );
  return row ?? null;
}

/** Adds the participant of a join (nothing when it is already there); answers its row. */
export async function joinedOnBridge(
  change: Change,
  mcuId: string,
  join: BridgeJoin,
  activeSpeakerId: string | null,
): Promise<ParticipantRow | null> {
  if (await participantOfCall(change, join.callRef)) return null;
  const at = change.at;
  const [{ maxSort }] = await change.tx
    .select({ maxSort: sql<number>`coalesce(max(${participants.sort}), -1)::int` })
    .from(participants)
    .where(eq(participants.meetingId, change.meetingId));
  const address = webRtcAddress(join.callRef);
  const name = join.name || address;
  const recordId = newId();
  const row: ParticipantRow = {
    id: newId(),
    meetingId: change.meetingId,
    name,
    mcuId,
    callAddress: address,
    addressKey: address,
    protocol: "WEBRTC",
    roomId: null,
    terminalId: null,
    callDirection: false,
    status: "CONNECTING",
    isMainVenue: false,
    top: false,
    microphone: true,
    speaker: true,
    presentation: false,
    layout: null,
    sort: maxSort + 1,
    quality: null,
    dialledAt: at,
    attempt: 1,
    connectedAt: null,
    disconnectedAt: null,
    disconnectReason: null,
    bridgeCallRef: join.callRef,
    callRecordId: recordId,
    bridgeSession: join.session,
    bridgeHandle: join.handle,
    createdAt: at,
    updatedAt: at,
  };
  await change.tx.insert(participants).values(row);
  await change.tx.insert(callRecords).values({
    id: recordId,
    meetingId: change.meetingId,
    participantId: row.id,
    name,
    callAddress: address,
    protocol: "WEBRTC",
    terminalId: null,
    roomId: null,
    mcuId,
    callDirection: false,
    dialledAt: at,
  });
  const [added] = await readParticipants(change.tx, eq(participants.id, row.id), activeSpeakerId);
  change.addParticipant(added);
  return row;
}
