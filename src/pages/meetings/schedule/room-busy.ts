import type { Conflict } from "#contract/schedules";
import type { ApiFailure } from "../../../providers/http/client";

/** The collisions a 409 ROOM_BUSY of a save carries in its `data`; null for any other failure. */
export function roomBusyConflicts(failure: ApiFailure): Conflict[] | null {
  if (failure.errorCode !== "ROOM_BUSY") return null;
  const conflicts = (failure.data as { conflicts?: unknown } | undefined)?.conflicts;
  return Array.isArray(conflicts) ? (conflicts as Conflict[]) : [];
}
