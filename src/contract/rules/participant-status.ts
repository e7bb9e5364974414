/**
 * The roster rules of spec §4 both sides run: how a participant's status counts (connected,
 * connecting, or disconnected for any other value) and when a status filter applies (not when
 * none or all three statuses are chosen).
 */
import { PARTICIPANT_STATUSES } from "#contract/limits/live";
import type { ParticipantStatus, ParticipantTotals } from "#contract/participants";

export type StatusBucket = "connected" | "connecting" | "disconnected";

/** ONLINE is connected, CONNECTING connecting, anything else (OFFLINE or unknown) disconnected. */
export function participantBucket(status: string): StatusBucket {
  if (status === "ONLINE") return "connected";
  if (status === "CONNECTING") return "connecting";
  return "disconnected";
}

/** Totals over a roster (spec §4: connected, connecting, disconnected). */
export function countTotals(participants: readonly { parStatus: string }[]): ParticipantTotals {
  const totals = { total: participants.length, totalConnected: 0, totalConnecting: 0, totalDisconnected: 0 };
  for (const { parStatus } of participants) {
    const bucket = participantBucket(parStatus);
    if (bucket === "connected") totals.totalConnected++;
    else if (bucket === "connecting") totals.totalConnecting++;
    else totals.totalDisconnected++;
  }
  return totals;
}

const isStatus = (value: string): value is ParticipantStatus =>
  (PARTICIPANT_STATUSES as readonly string[]).includes(value);

/**
 * The statuses a filter keeps, or null for no filter: none chosen, or all three (spec §4). Unknown
 * values are ignored.
 */
export function statusFilter(chosen: readonly string[]): ParticipantStatus[] | null {
  const distinct = [...new Set(chosen.filter(isStatus))];
  if (distinct.length === 0 || distinct.length === PARTICIPANT_STATUSES.length) return null;
  return distinct;
}

/** Whether a participant passes a filter made by statusFilter (OFFLINE also keeps unknown statuses). */
export function passesStatusFilter(status: string, filter: readonly ParticipantStatus[] | null): boolean {
  if (filter === null) return true;
  const bucket = participantBucket(status);
  return filter.some((chosen) => participantBucket(chosen) === bucket);
}
