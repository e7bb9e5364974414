import { count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { ListQuery, Page } from "#contract/list";
import type { LocationBody, LocationFilters, LocationNode } from "#contract/locations";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { floorMaps, locations, rooms } from "../db/schema-devices.ts";
import { ApiError, type FieldMessage, fieldError, notFound } from "../errors.ts";
import { isForeignKeyViolation, isUniqueViolation } from "../lib/db-errors.ts";
import { newId } from "../lib/ids.ts";
import { pageOf, sortRows } from "../lib/list-filters.ts";
import { locationPaths, rewriteSubtreePaths } from "./location-paths.ts";
import { type LocationRow, LocationTree, parentLevelOf, ROOT_ID } from "./location-tree.ts";

/** The address dictionary (region -> building -> floor): list, tree, create, update, delete. */
type LocationQuery = ListQuery<typeof LocationFilters>;

export const LOCATION_SORTS = ["sort", "name", "level", "createdAt", "updatedAt"] as const;

export async function loadLocationTree(db: Db): Promise<LocationTree> {
  const [rows, counts] = await Promise.all([
    db.select().from(locations),
    db
      .select({ locationId: rooms.locationId, count: count() })
      .from(rooms)
      .where(isNotNull(rooms.locationId))
      .groupBy(rooms.locationId),
  ]);
  return new LocationTree(rows, new Map(counts.map((row) => [row.locationId as string, row.count])));
}

function matches(row: LocationRow, query: LocationQuery): boolean {
  if (query.parentId !== undefined && row.parentId !== query.parentId) return false;
  if (query.level && row.level !== query.level) return false;
  const keyword = query.keyword?.trim().toLowerCase();
  return !keyword || row.name.toLowerCase().includes(keyword);
}

/**
 * Flat: the matching locations, paged. Tree: the matching locations none of whose ancestors
 * match (without filters: the regions), each with its whole subtree, paged over those roots.
 */
export async function listLocations(db: Db, query: LocationQuery): Promise<Page<LocationNode>> {
  const tree = await loadLocationTree(db);
  const all = [...tree.byId.values()];
  if (!query.tree) {
    const rows = sortRows(
      all.filter((row) => matches(row, query)),
      query,
      LOCATION_SORTS,
      "sort,asc",
    );
    const page = pageOf(rows, query);
    return { records: page.records.map((row) => tree.record(row)), total: page.total };
  }
  const filtered = query.parentId === undefined && !query.level && !query.keyword?.trim();
  const effective = filtered ? { ...query, parentId: ROOT_ID } : query;
  const matching = new Set(all.filter((row) => matches(row, effective)).map((row) => row.id));
  const roots = all.filter(
    (row) =>
      matching.has(row.id) &&
      !tree
        .lineage(row.id)
        .slice(0, -1)
        .some((up) => matching.has(up.id)),
  );
  const page = pageOf(sortRows(roots, query, LOCATION_SORTS, "sort,asc"), query);
  return { records: page.records.map((row) => tree.node(row)), total: page.total };
}

export async function getLocation(db: Db, id: string): Promise<LocationNode> {
  const tree = await loadLocationTree(db);
  const row = tree.byId.get(id);
  if (!row) throw notFound();
  return tree.record(row);
}

/** The level rule, the parent's existence and (on update) no move under itself; 400s on fields. */
function placementErrors(tree: LocationTree, input: LocationBody, id?: string): Record<string, FieldMessage> {
  const wantedParentLevel = parentLevelOf(input.level);
  if (input.parentId === ROOT_ID) return wantedParentLevel === null ? {} : { parentId: "location.level" };
  const parent = tree.byId.get(input.parentId);
  if (!parent) return { parentId: "location.parentNotFound" };
  if (id && tree.subtreeIds(id).includes(parent.id)) return { parentId: "location.parentInSubtree" };
  if (parent.level !== wantedParentLevel) return { parentId: "location.level" };
  return {};
}

function nameTaken(tree: LocationTree, parentId: string, name: string, id?: string): boolean {
  const lower = name.toLowerCase();
  return tree.childrenOf(parentId).some((row) => row.id !== id && row.name.toLowerCase() === lower);
}

const nameTakenError = () => new ApiError(409, "location.nameTaken");

async function save(ctx: AppContext, input: LocationBody, id?: string): Promise<LocationNode> {
  const name = input.name.trim();
  if (!name) throw fieldError({ name: "validation.required" });
  const savedId = await ctx.db.transaction(async (tx) => {
    // A rename or move rewrites the stored paths below it: location writes go one at a time.
    await tx.execute(sql`lock table ${locations} in share row exclusive mode`);
    const tree = await loadLocationTree(tx);
    const existing = id ? tree.byId.get(id) : undefined;
    if (id && !existing) throw notFound();
    const errors = placementErrors(tree, input, id);
    if (existing && existing.level !== input.level && tree.childrenOf(existing.id).length > 0) {
      errors.level = "location.levelHasChildren";
    }
    if (Object.keys(errors).length > 0) throw fieldError(errors);
    if (nameTaken(tree, input.parentId, name, id)) throw nameTakenError();
    const now = ctx.now();
    const values = {
      parentId: input.parentId,
      name,
      level: input.level,
      remark: input.remark?.trim() || null,
      updatedAt: now,
    };
    const parent = tree.byId.get(input.parentId) ?? null;
    if (existing) {
      await tx
        .update(locations)
        .set({ ...values, sort: input.sort ?? existing.sort })
        .where(eq(locations.id, existing.id));
      await rewriteSubtreePaths(tx, existing, locationPaths(parent, existing.id, name));
      return existing.id;
    }
    const created = newId();
    const sort = input.sort ?? tree.childrenOf(input.parentId).length + 1;
    const paths = locationPaths(parent, created, name);
    await tx.insert(locations).values({ ...values, ...paths, id: created, sort, createdAt: now });
    return created;
  });
  return getLocation(ctx.db, savedId);
}

export async function createLocation(ctx: AppContext, input: LocationBody): Promise<LocationNode> {
  try {
    return await save(ctx, input);
  } catch (error) {
    throw isUniqueViolation(error) ? nameTakenError() : error;
  }
}

export async function updateLocation(
  ctx: AppContext,
  id: string,
  input: LocationBody,
): Promise<LocationNode> {
  try {
    return await save(ctx, input, id);
  } catch (error) {
    throw isUniqueViolation(error) ? nameTakenError() : error;
  }
}

/**
 * Deletes the given locations with everything below them, all or nothing: 404 for an unknown id,
 * 409 while a room or a floor map is anywhere in those subtrees.
 */
export async function deleteLocations(ctx: AppContext, ids: string[]): Promise<void> {
  try {
    await deleteSubtrees(ctx.db, ids);
  } catch (error) {
    // A room or map added meanwhile: the foreign keys refuse, as the check above would have.
    throw isForeignKeyViolation(error)
      ? new ApiError(409, "location.hasRooms", { params: { count: 1 } })
      : error;
  }
}

async function deleteSubtrees(db: Db, ids: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const tree = await loadLocationTree(tx);
    if (ids.some((id) => !tree.byId.has(id))) throw notFound();
    const doomed = [...new Set(ids.flatMap((id) => tree.subtreeIds(id)))];
    const [{ roomCount }] = await tx
      .select({ roomCount: count() })
      .from(rooms)
      .where(inArray(rooms.locationId, doomed));
    if (roomCount > 0) throw new ApiError(409, "location.hasRooms", { params: { count: roomCount } });
    const [{ mapCount }] = await tx
      .select({ mapCount: count() })
      .from(floorMaps)
      .where(inArray(floorMaps.locationId, doomed));
    if (mapCount > 0) throw new ApiError(409, "location.hasFloorMaps");
    await tx.delete(locations).where(inArray(locations.id, doomed));
  });
}
