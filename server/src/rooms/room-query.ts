import { and, eq, gte, inArray, type SQL } from "drizzle-orm";
import type { ListQuery, Page } from "#contract/list";
import type { Room, RoomFilters } from "#contract/rooms";
import type { Db } from "../db/database.ts";
import { departments } from "../db/schema.ts";
import { roomPresence } from "../db/schema-device-intake.ts";
import { locations, rooms, terminals } from "../db/schema-devices.ts";
import { notFound } from "../errors.ts";
import { filterIds } from "../lib/batch-ids.ts";
import { PAGE } from "../lib/kept-statements.ts";
import { keywordSearch } from "../lib/list-filters.ts";
import { indexedOrder, keptPage, limitOffset, requestedSort } from "../lib/list-query.ts";
import { inLocationSubtree } from "./location-paths.ts";

/**
 * Reading rooms: one query for a page, walking the index of its sort and joining by key the
 * location's stored path, the department name, the bound terminal and the sensors' latest reading
 * (device-intake/); the count uses the same
 * WHERE on the rooms table alone, bounded.
 */
type RoomQuery = ListQuery<typeof RoomFilters>;

const recordColumns = {
  id: rooms.id,
  name: rooms.name,
  code: rooms.code,
  locationId: rooms.locationId,
  locationPath: locations.path,
  deptId: rooms.deptId,
  deptName: departments.name,
  capacity: rooms.capacity,
  type: rooms.type,
  equipment: rooms.equipment,
  enabled: rooms.enabled,
  remark: rooms.remark,
  terminalId: terminals.id,
  terminalName: terminals.name,
  present: roomPresence.present,
  peopleCount: roomPresence.peopleCount,
  presenceAt: roomPresence.readingAt,
  createdAt: rooms.createdAt,
  updatedAt: rooms.updatedAt,
};

function selectRecords(db: Db) {
  return db
    .select(recordColumns)
    .from(rooms)
    .leftJoin(locations, eq(locations.id, rooms.locationId))
    .leftJoin(departments, eq(departments.id, rooms.deptId))
    .leftJoin(terminals, eq(terminals.roomId, rooms.id))
    .leftJoin(roomPresence, eq(roomPresence.roomId, rooms.id));
}

function roomFilters(query: RoomQuery): SQL | undefined {
  return and(
    keywordSearch(query.keyword, rooms),
    query.locationId ? inLocationSubtree(rooms.locationId, query.locationId) : undefined,
    query.deptId ? eq(rooms.deptId, query.deptId) : undefined,
    query.type ? eq(rooms.type, query.type) : undefined,
    query.enabled !== undefined ? eq(rooms.enabled, query.enabled) : undefined,
    query.capacityMin !== undefined ? gte(rooms.capacity, query.capacityMin) : undefined,
    query.ids !== undefined ? inArray(rooms.id, filterIds(query.ids)) : undefined,
  );
}

/** Each with an index on (column, id) (schema-devices.ts). */
const SORTS = { name: rooms.name, code: rooms.code, capacity: rooms.capacity, createdAt: rooms.createdAt };
export const ROOM_SORTS = Object.keys(SORTS);
const NEWEST_FIRST = { column: rooms.createdAt, descending: true };

/** A page of rooms; `extra` narrows further (the authority condition). */
export async function listRooms(db: Db, query: RoomQuery, extra?: SQL): Promise<Page<Room>> {
  const where = and(roomFilters(query), extra);
  const sort = requestedSort(query, SORTS) ?? NEWEST_FIRST;
  return keptPage(db, {
    list: "rooms",
    sort,
    where,
    paging: limitOffset(query),
    records: () =>
      selectRecords(db)
        .where(where)
        .orderBy(...indexedOrder(sort, rooms.id))
        .limit(PAGE.limit)
        .offset(PAGE.offset),
    matching: () => db.select({ id: rooms.id }).from(rooms).where(where),
  });
}

/** One room; `scope` (the caller's data authority, people/data-scope.ts) hides the others as unknown. */
export async function getRoom(db: Db, id: string, scope?: SQL): Promise<Room> {
  const [record] = await selectRecords(db).where(and(eq(rooms.id, id), scope));
  if (!record) throw notFound();
  return record;
}
