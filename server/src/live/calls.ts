import { eq } from "drizzle-orm";
import type { CallEndReason, CallQuality, ParticipantChanges } from "#contract/participants";
import { callRecords, participants } from "../db/schema-live.ts";
import { newId } from "../lib/ids.ts";
import type { Change } from "./change.ts";
import type { McuRow } from "./live-context.ts";
import type { ParticipantRow } from "./participant-rows.ts";

/**
 * A participant's call states, each written to the participant, its call detail record and the
 * change's deltas at once: dialling (CONNECTING, a new record), connected (ONLINE), disconnected
 * (OFFLINE with a reason; the record closed). Every connect and disconnect is kept with its time.
 */
async function update(
  change: Change,
  p: ParticipantRow,
  set: Partial<ParticipantRow>,
  delta: ParticipantChanges,
) {
  await change.tx
    .update(participants)
    .set({ ...set, updatedAt: change.at })
    .where(eq(participants.id, p.id));
  Object.assign(p, set);
  change.changeParticipant(p.id, delta);
  change.touch(p.terminalId, p.mcuId);
}

/** Starts a new call on `mcu` (already dialled on the bridge as `callRef`). */
export async function dialling(
  change: Change,
  p: ParticipantRow,
  mcu: McuRow,
  callRef: string,
): Promise<void> {
  const at = change.at;
  const recordId = newId();
  await change.tx.insert(callRecords).values({
    id: recordId,
    meetingId: p.meetingId,
    participantId: p.id,
    name: p.name,
    callAddress: p.callAddress,
    protocol: p.protocol,
    terminalId: p.terminalId,
    roomId: p.roomId,
    mcuId: mcu.id,
    callDirection: true,
    dialledAt: at,
  });
  const previousMcu = p.mcuId;
  await update(
    change,
    p,
    {
      status: "CONNECTING",
      mcuId: mcu.id,
      bridgeCallRef: callRef,
      callRecordId: recordId,
      dialledAt: at,
      attempt: p.attempt + 1,
      connectedAt: null,
      disconnectedAt: null,
      disconnectReason: null,
      quality: null,
    },
    {
      parStatus: "CONNECTING",
      server: { id: mcu.id, name: mcu.name, serverModel: mcu.model },
      callDirection: true,
      connectTimestamp: null,
      disconnectTimestamp: null,
      disconnectReason: null,
      quality: null,
    },
  );
  change.touch(null, previousMcu);
}

export async function connected(
  change: Change,
  p: ParticipantRow,
  at: number,
  quality: CallQuality,
): Promise<void> {
  if (p.callRecordId) {
    await change.tx.update(callRecords).set({ connectedAt: at }).where(eq(callRecords.id, p.callRecordId));
  }
  await update(
    change,
    p,
    { status: "ONLINE", connectedAt: at, quality, disconnectReason: null },
    { parStatus: "ONLINE", connectTimestamp: at, quality, disconnectReason: null },
  );
}

/** Ends the current call (if any) and leaves the participant OFFLINE with the reason. */
export async function disconnected(
  change: Change,
  p: ParticipantRow,
  at: number,
  reason: CallEndReason,
): Promise<void> {
  if (p.callRecordId) {
    await change.tx
      .update(callRecords)
      .set({ disconnectedAt: at, endReason: reason })
      .where(eq(callRecords.id, p.callRecordId));
  }
  await update(
    change,
    p,
    {
      status: "OFFLINE",
      disconnectedAt: at,
      disconnectReason: reason,
      quality: null,
      bridgeCallRef: null,
      callRecordId: null,
    },
    {
      parStatus: "OFFLINE",
      disconnectTimestamp: at,
      disconnectReason: reason,
      quality: null,
      activeSpeaker: false,
    },
  );
}

/** A dial that could not even start (no port, protocol, bridge refusal): a record of the attempt, OFFLINE. */
export async function notDialled(
  change: Change,
  p: ParticipantRow,
  mcu: McuRow | null,
  reason: CallEndReason,
) {
  const at = change.at;
  await change.tx.insert(callRecords).values({
    id: newId(),
    meetingId: p.meetingId,
    participantId: p.id,
    name: p.name,
    callAddress: p.callAddress,
    protocol: p.protocol,
    terminalId: p.terminalId,
    roomId: p.roomId,
    mcuId: mcu?.id ?? null,
    callDirection: true,
    dialledAt: at,
    disconnectedAt: at,
    endReason: reason,
  });
  await update(
    change,
    p,
    {
      status: "OFFLINE",
      disconnectedAt: at,
      disconnectReason: reason,
      attempt: p.attempt + 1,
      quality: null,
    },
    { parStatus: "OFFLINE", disconnectTimestamp: at, disconnectReason: reason, quality: null },
  );
}

export async function setQuality(change: Change, p: ParticipantRow, quality: CallQuality): Promise<void> {
  await update(change, p, { quality }, { quality });
}

/** A call moved in from another meeting: a new record here, in the state it had there. */
export async function movedIn(change: Change, p: ParticipantRow, mcu: McuRow | null, callRef: string | null) {
  const at = change.at;
  const live = p.status !== "OFFLINE" && callRef !== null;
  const recordId = live ? newId() : null;
  if (recordId) {
    await change.tx.insert(callRecords).values({
      id: recordId,
      meetingId: p.meetingId,
      participantId: p.id,
      name: p.name,
      callAddress: p.callAddress,
      protocol: p.protocol,
      terminalId: p.terminalId,
      roomId: p.roomId,
      mcuId: mcu?.id ?? null,
      callDirection: p.callDirection,
      dialledAt: at,
      connectedAt: p.status === "ONLINE" ? at : null,
    });
  }
  Object.assign(p, {
    mcuId: live ? (mcu?.id ?? null) : p.mcuId,
    bridgeCallRef: live ? callRef : null,
    callRecordId: recordId,
    connectedAt: p.status === "ONLINE" ? at : p.connectedAt,
    dialledAt: live ? at : p.dialledAt,
  });
  await change.tx.insert(participants).values(p);
  change.touch(p.terminalId, p.mcuId);
}
