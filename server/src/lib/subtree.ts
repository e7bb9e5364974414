import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * `column in (root and every node below it)` for a parent_id tree (the locations have stored paths:
 * rooms/location-paths.ts). Written `(… in …) is true` so that PostgreSQL keeps it a filter over
 * a hashed subtree: a list page then walks its sort index and checks each row by hash, where a
 * semi-join compared every row with every node of the subtree (a 50-department branch: 3.0 -> 1.4 ms).
 */
export function inSubtree(column: PgColumn, table: "departments", rootId: string): SQL {
  const tree = sql.raw(table);
  return sql`(${column} in (
    with recursive subtree(id) as (
      select id from ${tree} where id = ${rootId}
      union all
      select child.id from ${tree} child join subtree on child.parent_id = subtree.id
    )
    select id from subtree)) is true`;
}
