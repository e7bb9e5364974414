import { and, asc, desc, eq, ilike, inArray } from "drizzle-orm";
import type { FloorMapBody, FloorMapFilters, Placement } from "#contract/floor-maps";
import type { ListQuery, Page } from "#contract/list";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { roomPresence } from "../db/schema-device-intake.ts";
import { files, floorMapRooms, floorMaps, locations, rooms } from "../db/schema-devices.ts";
import { fieldError, notFound } from "../errors.ts";
import { allOf, blankToNull, countOf } from "../lib/crud-helpers.ts";
import { newId } from "../lib/ids.ts";
import { likePattern, limitOffset, orderBy, page } from "../lib/list-query.ts";
import { type DataScope, roomIdIn, roomScope } from "../people/data-scope.ts";
import { type FileReader, readableFile } from "../settings/file-access.ts";
import { inLocationSubtree } from "./location-paths.ts";

/** Floor maps (resource `floor-maps`): an image of a FLOOR location with rooms placed on it. */
type FloorQuery = ListQuery<typeof FloorMapFilters>;

const selectFloors = (db: Db) =>
  db
    .select({
      id: floorMaps.id,
      name: floorMaps.name,
      locationId: floorMaps.locationId,
      locationPath: locations.path,
      fileId: floorMaps.fileId,
      remark: floorMaps.remark,
      createdAt: floorMaps.createdAt,
      updatedAt: floorMaps.updatedAt,
    })
    .from(floorMaps)
    .innerJoin(locations, eq(locations.id, floorMaps.locationId));
type FloorRow = { id: string; locationId: string } & Record<string, unknown>;

/** Adds the placed rooms the caller covers, and their count, to the rows. */
async function complete(db: Db, rows: FloorRow[], scope: DataScope) {
  if (rows.length === 0) return [];
  const placed = await db
    .select({
      floorId: floorMapRooms.floorId,
      roomId: floorMapRooms.roomId,
      roomName: rooms.name,
      x: floorMapRooms.x,
      y: floorMapRooms.y,
      present: roomPresence.present,
      peopleCount: roomPresence.peopleCount,
    })
    .from(floorMapRooms)
    .innerJoin(rooms, eq(rooms.id, floorMapRooms.roomId))
    .leftJoin(roomPresence, eq(roomPresence.roomId, floorMapRooms.roomId))
    .where(
      and(
        inArray(
          floorMapRooms.floorId,
          rows.map((row) => row.id),
        ),
        roomScope(scope),
      ),
    )
    .orderBy(asc(rooms.name));
  return rows.map((row) => {
    const placements = placed
      .filter((p) => p.floorId === row.id)
      .map(({ roomId, roomName, x, y, present, peopleCount }) => ({
        roomId,
        roomName,
        x,
        y,
        present: present ?? null,
        peopleCount: peopleCount ?? null,
      }));
    return {
      ...row,
      rooms: placements,
      roomCount: placements.length,
    };
  });
}

export async function listFloors(db: Db, query: FloorQuery, scope: DataScope): Promise<Page<unknown>> {
  const pattern = query.keyword?.trim() ? likePattern(query.keyword.trim()) : undefined;
  const where = allOf([
    pattern ? ilike(floorMaps.name, pattern) : undefined,
    // The location and every location under it (a BUILDING filter shows the maps of its floors).
    query.locationId ? inLocationSubtree(floorMaps.locationId, query.locationId) : undefined,
  ]);
  const order = orderBy(query, { name: floorMaps.name, createdAt: floorMaps.createdAt }, [
    desc(floorMaps.createdAt),
    asc(floorMaps.id),
  ]);
  const { limit, offset } = limitOffset(query);
  const [rows, [{ total }]] = await Promise.all([
    selectFloors(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: countOf }).from(floorMaps).where(where),
  ]);
  return page(await complete(db, rows, scope), total);
}

export async function getFloor(db: Db, id: string, scope: DataScope) {
  const rows = await selectFloors(db).where(eq(floorMaps.id, id));
  if (rows.length === 0) throw notFound();
  return (await complete(db, rows, scope))[0];
}

/** The map a covered room is placed on (null for none); a room the caller does not cover is a 404. */
export async function floorOfRoom(db: Db, roomId: string, scope: DataScope) {
  const [room] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.id, roomId), roomScope(scope)));
  if (!room) throw notFound();
  const [placement] = await db
    .select({ floorId: floorMapRooms.floorId })
    .from(floorMapRooms)
    .where(eq(floorMapRooms.roomId, roomId));
  return placement ? getFloor(db, placement.floorId, scope) : null;
}

/** The image must be one the caller may read (file-access.ts): no one hands others a file of someone else's. */
async function checkFloor(db: Db, user: FileReader, input: FloorMapBody) {
  const [location] = await db
    .select({ level: locations.level })
    .from(locations)
    .where(eq(locations.id, input.locationId));
  if (location?.level !== "FLOOR") throw fieldError({ locationId: "floor.locationNotFloor" });
  const fileId = blankToNull(input.fileId);
  if (fileId) {
    const [file] = await db
      .select({ type: files.contentType })
      .from(files)
      .where(and(eq(files.id, fileId), readableFile(user)));
    if (!file?.type.startsWith("image/")) throw fieldError({ fileId: "floor.fileNotImage" });
  }
}

const valuesOf = (input: FloorMapBody) => ({
  name: input.name.trim(),
  locationId: input.locationId,
  fileId: blankToNull(input.fileId),
  remark: blankToNull(input.remark),
});

export async function createFloor(ctx: AppContext, user: FileReader, input: FloorMapBody, scope: DataScope) {
  await checkFloor(ctx.db, user, input);
  const id = newId();
  const now = ctx.now();
  await ctx.db.insert(floorMaps).values({ id, ...valuesOf(input), createdAt: now, updatedAt: now });
  return getFloor(ctx.db, id, scope);
}

export async function updateFloor(
  ctx: AppContext,
  user: FileReader,
  id: string,
  input: FloorMapBody,
  scope: DataScope,
) {
  await getFloor(ctx.db, id, scope);
  await checkFloor(ctx.db, user, input);
  await ctx.db
    .update(floorMaps)
    .set({ ...valuesOf(input), updatedAt: ctx.now() })
    .where(eq(floorMaps.id, id));
  return getFloor(ctx.db, id, scope);
}

/**
 * Replaces the placements of the rooms the caller covers (those of other departments stay); a room
 * placed here leaves any other map. Naming a room the caller does not cover is as naming none.
 */
export async function setPlacements(ctx: AppContext, id: string, placements: Placement[], scope: DataScope) {
  await getFloor(ctx.db, id, scope);
  const seen = new Map<string, number>();
  placements.forEach((placement, index) => {
    if (seen.has(placement.roomId)) throw fieldError({ [`rooms.${index}.roomId`]: "floor.roomRepeated" });
    seen.set(placement.roomId, index);
  });
  const roomIds = [...seen.keys()];
  if (roomIds.length > 0) {
    const existing = new Set(
      (
        await ctx.db
          .select({ id: rooms.id })
          .from(rooms)
          .where(and(inArray(rooms.id, roomIds), roomScope(scope)))
      ).map((r) => r.id),
    );
    const missing = roomIds.find((roomId) => !existing.has(roomId));
    if (missing !== undefined)
      throw fieldError({ [`rooms.${seen.get(missing)}.roomId`]: "device.roomNotFound" });
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(floorMapRooms)
      .where(and(eq(floorMapRooms.floorId, id), roomIdIn(floorMapRooms.roomId, scope)));
    if (roomIds.length === 0) return;
    await tx.delete(floorMapRooms).where(inArray(floorMapRooms.roomId, roomIds));
    await tx
      .insert(floorMapRooms)
      .values(placements.map((p) => ({ roomId: p.roomId, floorId: id, x: p.x, y: p.y })));
    await tx.update(floorMaps).set({ updatedAt: ctx.now() }).where(eq(floorMaps.id, id));
  });
  return getFloor(ctx.db, id, scope);
}
