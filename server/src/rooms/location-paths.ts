import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/database.ts";
import { locations } from "../db/schema-devices.ts";

/**
 * The stored paths of the address dictionary: `path` (names from the region down, for display)
 * and `idPath` (ids from the region down, for subtree filters). Written with every create, rename
 * and move, for the moved location's whole subtree in the same transaction.
 */
export const PATH_SEPARATOR = " / ";

export interface LocationPaths {
  path: string;
  idPath: string;
}

/** The paths of location `id` named `name` under `parent` (null: a region). */
export function locationPaths(parent: LocationPaths | null, id: string, name: string): LocationPaths {
  return parent
    ? { path: `${parent.path}${PATH_SEPARATOR}${name}`, idPath: `${parent.idPath}${id}/` }
    : { path: name, idPath: `/${id}/` };
}

/** Rewrites the paths of a location and of everything below it from `before` to `after`. */
export async function rewriteSubtreePaths(
  db: Db,
  before: LocationPaths,
  after: LocationPaths,
): Promise<void> {
  if (before.path === after.path && before.idPath === after.idPath) return;
  await db
    .update(locations)
    .set({
      path: sql`${after.path} || substr(${locations.path}, ${before.path.length + 1})`,
      idPath: sql`${after.idPath} || substr(${locations.idPath}, ${before.idPath.length + 1})`,
    })
    .where(sql`left(${locations.idPath}, ${before.idPath.length}) = ${before.idPath}`);
}

/** `column in (the location and every location below it)`, by the stored id paths. */
export function inLocationSubtree(column: PgColumn, locationId: string): SQL {
  return sql`${column} in (select ${locations.id} from ${locations} where strpos(${locations.idPath}, ${`/${locationId}/`}) > 0)`;
}
