import { type SQL, sql } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import { rooms } from "../db/schema-devices.ts";
import { inSubtree } from "../lib/subtree.ts";

/**
 * Which rooms a user may manage (`/device/room/authority/query`): a SYSTEM user all of them,
 * anyone else the rooms of their department and every department below it (none without a
 * department). Returns the extra WHERE condition, or undefined for "all".
 */
export function deptSubtreeCondition(deptId: string): SQL {
  return inSubtree(rooms.deptId, "departments", deptId);
}

export function roomAuthorityCondition(user: SessionUser): SQL | undefined {
  if (user.type === "SYSTEM") return undefined;
  const deptId = user.profile.deptId;
  return deptId ? deptSubtreeCondition(deptId) : sql`false`;
}
