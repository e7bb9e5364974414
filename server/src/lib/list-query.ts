import { asc, desc, type SQL, type Subquery, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Page } from "#contract/list";
import type { Db } from "../db/database.ts";
import { fieldError } from "../errors.ts";
import { conditionKey, keptStatementsOf } from "./kept-statements.ts";
import { readCacheOf } from "./read-cache.ts";

/** The paging and sorting part of a list query. */
export interface Paging {
  page: number;
  size: number;
}

export interface Sorting {
  sort?: string;
}

/**
 * Server helpers of the list convention (DESIGN.md §2; the query and page shapes are the contract's,
 * #contract/list): paging, sorting by an index, bounded counts and keyword patterns.
 */
export interface Total {
  total: number;
  totalBounded?: true;
}

export const limitOffset = (query: Paging) => ({
  limit: query.size,
  offset: (query.page - 1) * query.size,
});

export interface Sort {
  column: PgColumn;
  descending: boolean;
}

/** `sort` as a column of the given wire-name -> column map (an unknown field is a 400), or undefined. */
export function requestedSort(query: Sorting, columns: Record<string, PgColumn>): Sort | undefined {
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
export function orderBy(query: Sorting, columns: Record<string, PgColumn>, fallback: SQL[]): SQL[] {
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
 * more than reading `bound` index entries, however many rows match; the same count asked again
 * within two seconds is answered from the read cache (lib/read-cache.ts).
 */
export async function boundedTotal(
  db: Db,
  matching: { limit(limit: number): { as(alias: string): Subquery } },
  bound = COUNT_BOUND,
): Promise<Total> {
  const query = db.select({ n: sql<number>`count(*)::int` }).from(matching.limit(bound + 1).as("matching"));
  const { sql: text, params } = query.toSQL();
  const n = await readCacheOf(db).get(`count ${text} ${JSON.stringify(params)}`, async () => {
    const [row] = await query;
    return row!.n;
  });
  return totalOf(n, bound);
}

/** The total of `n` counted rows: past `bound`, the bound and `totalBounded`. */
const totalOf = (n: number, bound: number): Total =>
  n > bound ? { total: bound, totalBounded: true } : { total: n };

type Matching = { limit(limit: number): { as(alias: string): Subquery } };

interface Prepares<R> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R[]> };
}

export interface KeptPageSpec<R> {
  /** Names the list (and anything else its statements depend on beyond order and WHERE). */
  list: string;
  sort: Sort;
  where: SQL | undefined;
  paging: { limit: number; offset: number };
  /** The page's select, ordered, with `.limit(PAGE.limit).offset(PAGE.offset)`. */
  records: () => Prepares<R>;
  /** Names the page's walk where one order and WHERE have several; the total is the same for all. */
  walk?: string;
  /** The rows the total counts. */
  matching: () => Matching;
  bound?: number;
}

/**
 * boundedTotal and the page of a list, through statements kept per list, order and WHERE
 * (lib/kept-statements.ts): asked again, at any page, neither is built again.
 */
export async function keptPage<R>(db: Db, spec: KeptPageSpec<R>): Promise<{ records: R[] } & Total> {
  const key = `${spec.list} ${spec.sort.column.name} ${spec.sort.descending} ${conditionKey(spec.where)}`;
  const records = keptStatementsOf(db).get(`page ${spec.walk ?? ""} ${key}`, () =>
    spec.records().prepare(""),
  );
  const [rows, total] = await Promise.all([
    records.execute(spec.paging),
    keptTotal(db, key, spec.matching, spec.bound),
  ]);
  return { records: rows, ...total };
}

/** boundedTotal through a statement kept under `key` (which must name the list and its WHERE). */
export async function keptTotal(
  db: Db,
  key: string,
  matching: () => Matching,
  bound = COUNT_BOUND,
): Promise<Total> {
  const count = keptStatementsOf(db).get(`count ${bound} ${key}`, () =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(
        matching()
          .limit(bound + 1)
          .as("matching"),
      )
      .prepare(""),
  );
  const n = await readCacheOf(db).get(`count ${bound} ${key}`, async () => (await count.execute())[0]!.n);
  return totalOf(n, bound);
}

/**
 * The wide rows of a page's ids, in the ids' order, through a statement kept under `key` (which
 * must name the select): `select` narrows its rows to `ids`, passed as one array placeholder.
 */
export async function keptRowsByIds<R extends { id: string }>(
  db: Db,
  key: string,
  id: PgColumn,
  ids: readonly string[],
  select: (idIn: SQL) => Prepares<R>,
): Promise<R[]> {
  if (ids.length === 0) return [];
  const statement = keptStatementsOf(db).get(`rows ${key}`, () =>
    select(sql`${id} = any(${sql.placeholder("ids")}::text[])`).prepare(""),
  );
  const byId = new Map((await statement.execute({ ids })).map((row) => [row.id, row]));
  return ids.flatMap((each) => byId.get(each) ?? []);
}

/** Escapes `%`, `_` and `\` for a LIKE/ILIKE pattern containing the keyword. */
export const likePattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const page = <T>(records: T[], total: number): Page<T> => ({ records, total });
