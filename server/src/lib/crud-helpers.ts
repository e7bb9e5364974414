import { and, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/database.ts";
import { ApiError, notFound } from "../errors.ts";
import type { MessageKey } from "../i18n.ts";
import { isUniqueViolation } from "./db-errors.ts";

/** Small pieces shared by the device services and registerCrud. */
export const conflict = (key: MessageKey): ApiError => new ApiError(409, key);

/** Runs a write, turning a unique violation that raced past the pre-check into a 409. */
export async function uniqueOr409<T>(key: MessageKey, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(key);
    throw error;
  }
}

/** `and()` of the present conditions. */
export const allOf = (conditions: (SQL | undefined)[]): SQL | undefined =>
  and(...conditions.filter((c): c is SQL => c !== undefined));

export const countOf = sql<number>`count(*)::int`;

/** Deletes the rows with these ids, all or nothing: any unknown id (or one `where` excludes) is a 404. */
export async function deleteAllOrNothing(
  db: Db,
  table: PgTable,
  idColumn: PgColumn,
  ids: string[],
  where?: SQL,
) {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(table)
      .where(and(inArray(idColumn, unique), where))
      .returning({ id: idColumn });
    if (deleted.length !== unique.length) throw notFound();
  });
}

/** Empty strings from forms mean "none" for optional text. */
export const blankToNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === "" ? null : value.trim();
