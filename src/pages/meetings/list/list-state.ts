/** The /home list's state and its URL (contract: ?tab&keyword&status&current&pageSize, plus sort). */
import type { CrudFilter, CrudSort } from "@refinedev/core";
import { MEETING_TABS, OPEN_MEETING_STATUSES } from "#contract/limits/meetings";
import type { MeetingStatus, MeetingTab } from "#contract/meetings";
import {
  DEFAULT_PAGE_SIZE,
  oneOf,
  pageSizeOf,
  positiveInt,
  sortOf,
  sortParam,
  toQuery,
} from "../shared/url-params";

export const LIST_SORT_FIELDS = ["startAt", "endAt", "name"] as const;
export const DEFAULT_LIST_SORT: CrudSort = { field: "startAt", order: "asc" };

export interface ListState {
  tab: MeetingTab;
  keyword: string;
  status?: MeetingStatus;
  current: number;
  pageSize: number;
  sort: CrudSort;
}

export function readListState(query: URLSearchParams): ListState {
  return {
    tab: oneOf(query.get("tab"), MEETING_TABS) ?? "all",
    keyword: (query.get("keyword") ?? "").trim(),
    status: oneOf(query.get("status"), OPEN_MEETING_STATUSES),
    current: positiveInt(query.get("current"), 1),
    pageSize: pageSizeOf(query.get("pageSize")),
    sort: sortOf(query.get("sort"), LIST_SORT_FIELDS, DEFAULT_LIST_SORT),
  };
}

/**
 * Writes the list state into `base` (keeping its other keys, e.g. `view`). Defaults are dropped
 * so /home stays /home.
 */
export function writeListState(state: ListState, base = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of ["tab", "keyword", "status", "current", "pageSize", "sort"]) next.delete(key);
  const own = toQuery({
    tab: state.tab === "all" ? undefined : state.tab,
    keyword: state.keyword.trim(),
    status: state.status,
    current: state.current === 1 ? undefined : state.current,
    pageSize: state.pageSize === DEFAULT_PAGE_SIZE ? undefined : state.pageSize,
    sort: sortParam(state.sort) === sortParam(DEFAULT_LIST_SORT) ? undefined : sortParam(state.sort),
  });
  for (const [key, value] of own) next.set(key, value);
  return next;
}

/** The Refine filters the data provider turns into `tab`, `keyword` and `status` query parameters. */
export function listFilters(state: ListState): CrudFilter[] {
  return [
    { field: "tab", operator: "eq", value: state.tab },
    { field: "keyword", operator: "contains", value: state.keyword || undefined },
    { field: "status", operator: "eq", value: state.status },
  ];
}
