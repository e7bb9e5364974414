import { MISSED_HEARTBEATS_OFFLINE } from "#contract/limits/device-intake";

/**
 * The missed-heartbeat rule: a terminal whose last heartbeat is `MISSED_HEARTBEATS_OFFLINE`
 * intervals old or older is offline. Pure, so that the sweep and the tests share one definition.
 */
export function missedHeartbeats(lastHeartbeatAt: number, now: number, intervalMs: number): number {
  if (now <= lastHeartbeatAt) return 0;
  return Math.floor((now - lastHeartbeatAt) / intervalMs);
}

export function isOffline(lastHeartbeatAt: number | null, now: number, intervalMs: number): boolean {
  if (lastHeartbeatAt === null) return false;
  return missedHeartbeats(lastHeartbeatAt, now, intervalMs) >= MISSED_HEARTBEATS_OFFLINE;
}

/** Heartbeats at or before this instant are too old: the sweep's bound (isOffline in SQL). */
export const offlineCutoff = (now: number, intervalMs: number): number =>
  now - MISSED_HEARTBEATS_OFFLINE * intervalMs;
