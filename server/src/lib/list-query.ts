import { asc, desc, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { fieldError } from "../errors.ts";
import type { JsonSchema } from "./schemas.ts";

/**
 * The list convention of DESIGN.md §2: `page` (1-based), `size` (default 20, at most 500),
 * `sort=<field>,asc|desc`, `keyword`; answers `{ records, total }`.
 */
export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 20;

export interface ListQuery {
  page: number;
  size: number;
  sort?: string;
  keyword?: string;
}

export interface Page<T> {
  records: T[];
  total: number;
}

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

/**
 * The ORDER BY for `sort`, restricted to the given wire-name -> column map; an unknown field is a
 * 400 on `sort`. Without `sort` the fallback order is used.
 */
export function orderBy(query: ListQuery, columns: Record<string, PgColumn>, fallback: SQL[]): SQL[] {
  if (!query.sort) return fallback;
  const [field, direction] = query.sort.split(",");
  if (!Object.hasOwn(columns, field)) throw fieldError({ sort: "validation.invalid" });
  const column = columns[field];
  return [direction === "desc" ? desc(column) : asc(column), ...fallback];
}

/** Escapes `%`, `_` and `\` for a LIKE/ILIKE pattern containing the keyword. */
export const likePattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const page = <T>(records: T[], total: number): Page<T> => ({ records, total });
