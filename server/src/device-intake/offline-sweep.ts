import { and, isNotNull, lte, ne } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { humanDetectors, terminals } from "../db/schema-devices.ts";
import type { DeviceEffect } from "./apply-device-message.ts";
import { offlineCutoff } from "./heartbeat-rule.ts";

/**
 * The missed-heartbeat rule applied to the stored status, so that every reader of the status column
 * (terminal monitor, readiness, the simulator's dialling) reads the live one. Terminals that never
 * sent a heartbeat keep the status they were given. Idempotent: instances may sweep at once; each
 * terminal that goes offline is answered by exactly one of them.
 */
export async function sweepOffline(db: Db, now: number, intervalMs: number): Promise<DeviceEffect[]> {
  const cutoff = offlineCutoff(now, intervalMs);
  const gone = await db
    .update(terminals)
    .set({ status: "DISCONNECT", inCall: false, updatedAt: now })
    .where(
      and(
        isNotNull(terminals.lastHeartbeatAt),
        lte(terminals.lastHeartbeatAt, cutoff),
        ne(terminals.status, "DISCONNECT"),
      ),
    )
    .returning({ id: terminals.id });
  await db
    .update(humanDetectors)
    .set({ status: "OFFLINE", updatedAt: now })
    .where(
      and(
        isNotNull(humanDetectors.lastSeenAt),
        lte(humanDetectors.lastSeenAt, cutoff),
        ne(humanDetectors.status, "OFFLINE"),
      ),
    );
  return gone.map(({ id }) => ({ kind: "TERMINAL_OFFLINE", deviceId: id, at: now }));
}
