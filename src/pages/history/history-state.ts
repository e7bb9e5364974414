/** /history's filters and their URL: ?start&end (ms)&keyword&type&current&pageSize&sort. */
import type { CrudFilter, CrudSort } from "@refinedev/core";
import type { MeetingType } from "#contract/schedules";
import { MEETING_TYPES } from "../../config/constants";
import { oneOf, pagingParams, rangeOf, readPaging, sortParam, toQuery } from "../meetings/shared/url-params";
import type { HistoryExportFilters } from "./export-history";

export const HISTORY_SORT_FIELDS = ["startAt", "endAt", "name"] as const;
export const DEFAULT_HISTORY_SORT: CrudSort = { field: "startAt", order: "desc" };

export interface HistoryState {
  keyword: string;
  type?: MeetingType;
  start?: number;
  end?: number;
  current: number;
  pageSize: number;
  sort: CrudSort;
}

export function readHistoryState(query: URLSearchParams): HistoryState {
  const { start, end } = rangeOf(query, "start", "end");
  return {
    keyword: (query.get("keyword") ?? "").trim(),
    type: oneOf(query.get("type"), MEETING_TYPES),
    start,
    end,
    ...readPaging(query, HISTORY_SORT_FIELDS, DEFAULT_HISTORY_SORT),
  };
}

export function writeHistoryState(state: HistoryState): URLSearchParams {
  return toQuery({
    start: state.start,
    end: state.end,
    keyword: state.keyword.trim(),
    type: state.type,
    ...pagingParams(state, DEFAULT_HISTORY_SORT),
  });
}

export function historyFilters(state: HistoryState): CrudFilter[] {
  return [
    { field: "keyword", operator: "contains", value: state.keyword || undefined },
    { field: "type", operator: "eq", value: state.type },
    { field: "start", operator: "eq", value: state.start },
    { field: "end", operator: "eq", value: state.end },
  ];
}

/** The export's query: the list's filters and sort, no paging. */
export function exportQuery(state: HistoryState): HistoryExportFilters {
  const query: HistoryExportFilters = { sort: sortParam(state.sort) };
  if (state.keyword) query.keyword = state.keyword;
  if (state.type) query.type = state.type;
  if (state.start !== undefined && state.end !== undefined) {
    query.start = state.start;
    query.end = state.end;
  }
  return query;
}

export function isFiltered(state: HistoryState): boolean {
  return state.keyword !== "" || state.type !== undefined || state.start !== undefined;
}
