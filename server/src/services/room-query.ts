import { and, asc, count, desc, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/database.ts";
import { departments } from "../db/schema.ts";
import { locations, rooms, terminals } from "../db/schema-devices.ts";
import { filterIds } from "../lib/batch-ids.ts";
import { keywordMatch } from "../lib/list-filters.ts";
import { type ListQuery, limitOffset, orderBy, type Page } from "../lib/list-query.ts";
import { inSubtree } from "../lib/subtree.ts";
import { PATH_SEPARATOR } from "./location-tree.ts";

/**
 * Reading rooms: one query joining the location path (a floor, its building, its region: the
 * level rule caps the depth at three), the department name and the bound terminal; the count
 * uses the same WHERE on the rooms table alone.
 */
export interface RoomQuery extends ListQuery {
  locationId?: string;
  deptId?: string;
  type?: string;
  enabled?: boolean;
  capacityMin?: number;
  /** Comma-separated room ids (labels of rooms already chosen). */
  ids?: string;
}

export interface RoomRecord {
  id: string;
  name: string;
  code: string | null;
  locationId: string | null;
  locationPath: string | null;
  deptId: string | null;
  deptName: string | null;
  capacity: number;
  type: string | null;
  equipment: string[];
  enabled: boolean;
  remark: string | null;
  terminalId: string | null;
  terminalName: string | null;
  createdAt: number;
  updatedAt: number;
}

const loc = alias(locations, "loc");
const locParent = alias(locations, "loc_parent");
const locTop = alias(locations, "loc_top");

const recordColumns = {
  id: rooms.id,
  name: rooms.name,
  code: rooms.code,
  locationId: rooms.locationId,
  locationPath: sql<string | null>`case when ${loc.id} is null then null
    else concat_ws(${PATH_SEPARATOR}, ${locTop.name}, ${locParent.name}, ${loc.name}) end`,
  deptId: rooms.deptId,
  deptName: departments.name,
  capacity: rooms.capacity,
  type: rooms.type,
  equipment: rooms.equipment,
  enabled: rooms.enabled,
  remark: rooms.remark,
  terminalId: terminals.id,
  terminalName: terminals.name,
  createdAt: rooms.createdAt,
  updatedAt: rooms.updatedAt,
};

function selectRecords(db: Db) {
  return db
    .select(recordColumns)
    .from(rooms)
    .leftJoin(loc, eq(loc.id, rooms.locationId))
    .leftJoin(locParent, eq(locParent.id, loc.parentId))
    .leftJoin(locTop, eq(locTop.id, locParent.parentId))
    .leftJoin(departments, eq(departments.id, rooms.deptId))
    .leftJoin(terminals, eq(terminals.roomId, rooms.id));
}

/** Rooms whose location is `locationId` or any location below it. */
function inLocationSubtree(locationId: string): SQL {
  return inSubtree(rooms.locationId, "locations", locationId);
}

export function roomFilters(query: RoomQuery): SQL | undefined {
  return and(
    keywordMatch(query.keyword, rooms.name, rooms.code),
    query.locationId ? inLocationSubtree(query.locationId) : undefined,
    query.deptId ? eq(rooms.deptId, query.deptId) : undefined,
    query.type ? eq(rooms.type, query.type) : undefined,
    query.enabled !== undefined ? eq(rooms.enabled, query.enabled) : undefined,
    query.capacityMin !== undefined ? gte(rooms.capacity, query.capacityMin) : undefined,
    query.ids !== undefined ? inArray(rooms.id, filterIds(query.ids)) : undefined,
  );
}

const SORTS = { name: rooms.name, code: rooms.code, capacity: rooms.capacity, createdAt: rooms.createdAt };
export const ROOM_SORTS = Object.keys(SORTS);

/** A page of rooms; `extra` narrows further (the authority condition). */
export async function listRooms(db: Db, query: RoomQuery, extra?: SQL): Promise<Page<RoomRecord>> {
  const where = and(roomFilters(query), extra);
  const order = orderBy(query, SORTS, [desc(rooms.createdAt), asc(rooms.id)]);
  const { limit, offset } = limitOffset(query);
  const [records, [{ total }]] = await Promise.all([
    selectRecords(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(rooms).where(where),
  ]);
  return { records, total };
}

export async function findRoom(db: Db, id: string): Promise<RoomRecord | null> {
  const [record] = await selectRecords(db).where(eq(rooms.id, id));
  return record ?? null;
}
