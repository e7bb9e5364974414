import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { Db } from "../db/database.ts";
import { users } from "../db/schema.ts";
import { files, resourcePools, rooms } from "../db/schema-devices.ts";
import type { FieldMessage } from "../errors.ts";
import { roomAuthorityCondition } from "../rooms/room-authority.ts";

/**
 * The rows a schedule body names: rooms (existing, enabled and within the caller's room authority,
 * or already booked by the schedule being edited), host, attendees (existing) and files (uploaded
 * by the caller, or already attached to the schedule being edited: nobody attaches, and so hands
 * to the meeting's readers, a file of someone else's).
 */
export interface References {
  roomIds: string[];
  hostId: string | null;
  attendeeIds: string[];
  poolId?: string | null;
  fileIds: string[];
}

export interface Held {
  roomIds?: string[];
  fileIds?: string[];
}

async function allFound(ids: string[], find: (ids: string[]) => Promise<{ id: string }[]>) {
  if (ids.length === 0) return true;
  return (await find(ids)).length === ids.length;
}

export async function referenceViolations(
  db: Db,
  user: SessionUser,
  refs: References,
  /** What the edited schedule already holds: rooms outside the caller's authority, others' files. */
  held: Held = {},
): Promise<Record<string, FieldMessage>> {
  const heldRoomIds = held.roomIds ?? [];
  const fields: Record<string, FieldMessage> = {};
  const authority = roomAuthorityCondition(user);
  const allowed: SQL | undefined =
    authority && heldRoomIds.length > 0 ? or(authority, inArray(rooms.id, heldRoomIds)) : authority;
  const roomsOk = await allFound(refs.roomIds, (ids) =>
    db
      .select({ id: rooms.id })
      .from(rooms)
      .where(and(inArray(rooms.id, ids), eq(rooms.enabled, true), allowed)),
  );
  if (!roomsOk) fields.roomIds = "schedule.roomUnavailable";
  const userRows = (ids: string[]) => db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  if (refs.hostId && !(await allFound([refs.hostId], userRows))) fields.hostId = "schedule.hostUnknown";
  if (!(await allFound(refs.attendeeIds, userRows))) fields.attendeeIds = "schedule.attendeeUnknown";
  if (refs.poolId) {
    const [pool] = await db
      .select({ id: resourcePools.id })
      .from(resourcePools)
      .where(eq(resourcePools.id, refs.poolId));
    if (!pool) fields.poolId = "schedule.poolUnknown";
  }
  const heldFileIds = held.fileIds ?? [];
  const attachable = or(
    eq(files.createdBy, user.userId),
    heldFileIds.length > 0 ? inArray(files.id, heldFileIds) : undefined,
  );
  const fileRows = (ids: string[]) =>
    db
      .select({ id: files.id })
      .from(files)
      .where(and(inArray(files.id, ids), attachable));
  if (!(await allFound(refs.fileIds, fileRows))) fields.fileIds = "schedule.fileNotAttachable";
  return fields;
}
