/** Reading list state from a URL query: whatever the address bar holds, a usable value comes out. */
import type { CrudSort } from "@refinedev/core";
import type { SortOrder } from "antd/es/table/interface";

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export function positiveInt(raw: string | null, fallback: number): number {
  if (!raw || !/^\d+$/.test(raw)) return fallback;
  const value = Number(raw);
  return value >= 1 ? value : fallback;
}

export function pageSizeOf(raw: string | null): number {
  const size = positiveInt(raw, DEFAULT_PAGE_SIZE);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

export function oneOf<T extends string>(raw: string | null, allowed: readonly T[]): T | undefined {
  return raw !== null && (allowed as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

/** Epoch milliseconds (a non-negative integer), else undefined. */
export function epochMs(raw: string | null): number | undefined {
  if (!raw || !/^\d{1,15}$/.test(raw)) return undefined;
  return Number(raw);
}

/**
 * A range of epoch ms from two parameters: both ends, in order; a half or reversed one is dropped
 * rather than guessed.
 */
export function rangeOf(
  query: URLSearchParams,
  startKey: string,
  endKey: string,
): { start?: number; end?: number } {
  const start = epochMs(query.get(startKey));
  const end = epochMs(query.get(endKey));
  return start === undefined || end === undefined || end <= start ? {} : { start, end };
}

/** `sort=<field>,asc|desc` limited to the sortable fields; else the default. */
export function sortOf(raw: string | null, fields: readonly string[], fallback: CrudSort): CrudSort {
  const match = raw ? /^(\w+),(asc|desc)$/.exec(raw) : null;
  if (!match || !fields.includes(match[1])) return fallback;
  return { field: match[1], order: match[2] as CrudSort["order"] };
}

export function sortParam(sort: CrudSort): string {
  return `${sort.field},${sort.order}`;
}

/** A list's page, its size and its sort, as the URL holds them. */
export interface ListPaging {
  current: number;
  pageSize: number;
  sort: CrudSort;
}

export function readPaging(
  query: URLSearchParams,
  sortFields: readonly string[],
  defaultSort: CrudSort,
): ListPaging {
  return {
    current: positiveInt(query.get("current"), 1),
    pageSize: pageSizeOf(query.get("pageSize")),
    sort: sortOf(query.get("sort"), sortFields, defaultSort),
  };
}

/** The paging's parameters, defaults left out. */
export function pagingParams(
  paging: ListPaging,
  defaultSort: CrudSort,
): Record<string, string | number | undefined> {
  return {
    current: paging.current === 1 ? undefined : paging.current,
    pageSize: paging.pageSize === DEFAULT_PAGE_SIZE ? undefined : paging.pageSize,
    sort: sortParam(paging.sort) === sortParam(defaultSort) ? undefined : sortParam(paging.sort),
  };
}

/** The query string of a state: empty values and defaults are left out, so links stay short. */
export function toQuery(entries: Record<string, string | number | undefined>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) {
    if (value === undefined || value === "") continue;
    query.set(key, String(value));
  }
  return query;
}

/** antd's sorter answer → the list's sort (no order: back to the default). */
export function sortFromTable(
  sorter: { columnKey?: unknown; order?: SortOrder } | { columnKey?: unknown; order?: SortOrder }[],
  fallback: CrudSort,
): CrudSort {
  const first = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!first?.order || typeof first.columnKey !== "string") return fallback;
  return { field: first.columnKey, order: first.order === "ascend" ? "asc" : "desc" };
}
