import { getTableName, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * `"table"."column"`. Inside a sql`` chosen as a column of a one-table select, drizzle writes column
 * names unqualified, and a correlated subquery then binds them to its own tables (`"id"` becomes the
 * subquery's id): every column of such a subquery is written through this.
 */
export const qualified = (column: PgColumn): SQL =>
  sql.raw(`"${getTableName(column.table)}"."${column.name}"`);
