import { type Column, ilike, or, type SQL, sql } from "drizzle-orm";
import pg from "pg";
import type { Page } from "#contract/list";
import { fieldError } from "../errors.ts";
import { likePattern, type Paging, type Sorting } from "./list-query.ts";

/** Helpers for list routes: the keyword condition and in-memory sorting and paging of small tables. */

/** `col1 ILIKE %kw% OR col2 ILIKE %kw% ...`, or undefined without a keyword (drizzle's and() skips it). */
export function keywordMatch(keyword: string | undefined, ...columns: Column[]): SQL | undefined {
  const text = keyword?.trim();
  if (!text) return undefined;
  const pattern = likePattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** Keywords shorter than this are found through the table's search grams (pg_trgm needs three). */
export const TRIGRAM_LENGTH = 3;

/** A table's stored search columns (db/schema.ts searchColumns). */
export interface SearchColumns {
  searchText: Column;
  searchGrams: Column;
}

/**
 * The list keyword over a table's stored search text: `search_text LIKE '%keyword%'`, both sides
 * lower-cased by PostgreSQL, which is what an ILIKE per searched column matched. A keyword of one
 * or two characters must also be one of the stored grams, which the table's GIN index answers,
 * where pg_trgm's indexes cannot; longer keywords use the search text's trigram index.
 *
 * The keyword is written into the statement as a quoted literal, not passed as a parameter: how
 * many rows match, and so which plan is good, depends on it, and a parameter's statement was parsed
 * and planned on every call (0.6–0.8 ms, more than the page took to read). As a literal, the plan is
 * made for this keyword and kept with the statement per connection (db/database.ts), so paging
 * through one keyword's matches plans once.
 */
export function keywordSearch(keyword: string | undefined, table: SearchColumns): SQL | undefined {
  const text = keyword?.trim();
  if (!text) return undefined;
  const match = sql`${table.searchText} like lower(${literal(likePattern(text))})`;
  if ([...text].length >= TRIGRAM_LENGTH) return match;
  return sql`(${table.searchGrams} @> array[lower(${literal(text)})]::text[] and ${match})`;
}

/** A text as an SQL string literal: quotes doubled, and backslashes too in an E'' string. */
export const literal = (text: string): SQL => sql.raw(pg.escapeLiteral(text));

type Sortable = string | number | boolean | null;

const collator = new Intl.Collator("zh-CN", { numeric: true, sensitivity: "base" });

function compare(a: Sortable, b: Sortable): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === "string" && typeof b === "string") return collator.compare(a, b);
  return a < b ? -1 : 1;
}

/**
 * Sorts rows in memory by `query.sort` (restricted to `fields`; an unknown field is a 400 on
 * `sort`), falling back to `fallback` ("field,asc").
 */
export function sortRows<T>(
  rows: T[],
  query: Sorting,
  fields: readonly (keyof T & string)[],
  fallback: string,
): T[] {
  const [field, direction] = (query.sort ?? fallback).split(",") as [keyof T & string, string];
  if (!fields.includes(field)) throw fieldError({ sort: "validation.invalid" });
  const sign = direction === "desc" ? -1 : 1;
  return [...rows].sort((a, b) => sign * compare(a[field] as Sortable, b[field] as Sortable));
}

/** One page of rows already filtered and sorted in memory. */
export function pageOf<T>(rows: T[], query: Paging): Page<T> {
  const start = (query.page - 1) * query.size;
  return { records: rows.slice(start, start + query.size), total: rows.length };
}
