import { asc, desc, type SQL, type Subquery, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/database.ts";
import { fieldError } from "../errors.ts";
import { type JsonSchema, object } from "./schemas.ts";

/**
 * The list convention of DESIGN.md §2: `page` (1-based), `size` (default 20, at most 500),
 * `sort=<field>,asc|desc`, `keyword`; answers `{ records, total }`, plus `totalBounded: true` when
 * the count stopped at its bound (then `total` is that bound: there are at least that many).
 */
export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 20;

export interface ListQuery {
  page: number;
  size: number;
  sort?: string;
  keyword?: string;
}

export interface Total {
  total: number;
  totalBounded?: true;
}

export interface Page<T> extends Total {
  records: T[];
}

/** The response schema of a page of `items`. */
export const pageSchema = (items: JsonSchema): JsonSchema =>
  object({
    records: { type: "array", items },
    total: { type: "integer" },
    totalBounded: { type: "boolean" },
  });

/** Querystring schema for a list route, with the route's own filters added. */
export function listQuerySchema(filters: Record<string, JsonSchema> = {}): JsonSchema {
  return {
    type: "object",
    additionalProperties: false,
    properties: {
      page: { type: "integer", minimum: 1, maximum: 1_000_000, default: 1 },
      size: { type: "integer", minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
      sort: { type: "string", pattern: "^[A-Za-z][A-Za-z0-9]{0,63},(asc|desc)$" },
      keyword: { type: "string", maxLength: 100 },
      ...filters,
    },
  };
}

export const limitOffset = (query: ListQuery) => ({
  limit: query.size,
  offset: (query.page - 1) * query.size,
});

export interface Sort {
  column: PgColumn;
  descending: boolean;
}

/** `sort` as a column of the given wire-name -> column map (an unknown field is a 400), or undefined. */
export function requestedSort(
  query: Pick<ListQuery, "sort">,
  columns: Record<string, PgColumn>,
): Sort | undefined {
  if (!query.sort) return undefined;
  const [field, direction] = query.sort.split(",");
  if (!Object.hasOwn(columns, field)) throw fieldError({ sort: "validation.invalid" });
  return { column: columns[field], descending: direction === "desc" };
}

const ordered = (column: PgColumn | SQL, descending: boolean): SQL =>
  descending ? desc(column) : asc(column);

/**
 * The ORDER BY for `sort`, restricted to the given wire-name -> column map; an unknown field is a
 * 400 on `sort`. Without `sort` the fallback order is used.
 */
export function orderBy(query: ListQuery, columns: Record<string, PgColumn>, fallback: SQL[]): SQL[] {
  const sort = requestedSort(query, columns);
  return sort ? [ordered(sort.column, sort.descending), ...fallback] : fallback;
}

/**
 * ORDER BY the sorted column, then `id`, both in the one direction: the order an index on
 * (column, id) yields, read forwards or backwards.
 */
export function indexedOrder(sort: Sort, id: PgColumn): SQL[] {
  return [ordered(sort.column, sort.descending), ordered(id, sort.descending)];
}

/** Counts stop here: a list of more rows answers this bound and `totalBounded`. */
export const COUNT_BOUND = 10_000;

/**
 * The total of a list from at most `bound` + 1 of its matching rows, so that the count costs no
 * more than reading `bound` index entries, however many rows match.
 */
export async function boundedTotal(
  db: Db,
  matching: { limit(limit: number): { as(alias: string): Subquery } },
  bound = COUNT_BOUND,
): Promise<Total> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(matching.limit(bound + 1).as("matching"));
  return n > bound ? { total: bound, totalBounded: true } : { total: n };
}

/** Escapes `%`, `_` and `\` for a LIKE/ILIKE pattern containing the keyword. */
export const likePattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const page = <T>(records: T[], total: number): Page<T> => ({ records, total });
