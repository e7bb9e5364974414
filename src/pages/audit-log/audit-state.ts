/** /system/audit-log's filters, paging and sort, and their URL: ?from&to&actor&feature&kind&outcome&keyword&current&pageSize&sort. */
import type { CrudSort } from "@refinedev/core";
import type { AuditExportQuery, AuditKind, AuditLogQuery, AuditOutcome } from "#contract/audit-log";
import { AUDIT_KINDS, AUDIT_OUTCOMES, AUDIT_SORT_FIELDS } from "#contract/limits/audit";
import { oneOf, pagingParams, rangeOf, readPaging, sortParam, toQuery } from "../meetings/shared/url-params";

export const DEFAULT_AUDIT_SORT: CrudSort = { field: "at", order: "desc" };
const FEATURE = /^[A-Za-z][A-Za-z0-9]{0,63}$/;
const ID = /^[^\s,]{1,64}$/;

export interface AuditState {
  from?: number;
  to?: number;
  actorId?: string;
  feature?: string;
  kind?: AuditKind;
  outcome?: AuditOutcome;
  keyword: string;
  current: number;
  pageSize: number;
  sort: CrudSort;
}

export type AuditFilterState = Pick<
  AuditState,
  "from" | "to" | "actorId" | "feature" | "kind" | "outcome" | "keyword"
>;

export function readAuditState(query: URLSearchParams): AuditState {
  const { start: from, end: to } = rangeOf(query, "from", "to");
  const actorId = query.get("actor") ?? "";
  const feature = query.get("feature") ?? "";
  return {
    from,
    to,
    actorId: ID.test(actorId) ? actorId : undefined,
    feature: FEATURE.test(feature) ? feature : undefined,
    kind: oneOf(query.get("kind"), AUDIT_KINDS),
    outcome: oneOf(query.get("outcome"), AUDIT_OUTCOMES),
    keyword: (query.get("keyword") ?? "").trim(),
    ...readPaging(query, AUDIT_SORT_FIELDS, DEFAULT_AUDIT_SORT),
  };
}

export function writeAuditState(state: AuditState): URLSearchParams {
  return toQuery({
    from: state.from,
    to: state.to,
    actor: state.actorId,
    feature: state.feature,
    kind: state.kind,
    outcome: state.outcome,
    keyword: state.keyword.trim(),
    ...pagingParams(state, DEFAULT_AUDIT_SORT),
  });
}

/** The filters and sort as the server's query (the list adds its page, the export its format). */
function filtersOf(state: AuditState): Omit<AuditLogQuery, "page" | "size"> {
  const query: Omit<AuditLogQuery, "page" | "size"> = { sort: sortParam(state.sort) };
  if (state.from !== undefined && state.to !== undefined) {
    query.from = state.from;
    query.to = state.to;
  }
  if (state.actorId) query.actorId = state.actorId;
  if (state.feature) query.feature = state.feature;
  if (state.kind) query.kind = state.kind;
  if (state.outcome) query.outcome = state.outcome;
  if (state.keyword) query.keyword = state.keyword;
  return query;
}

export const listQuery = (state: AuditState): AuditLogQuery => ({
  ...filtersOf(state),
  page: state.current,
  size: state.pageSize,
});

export const exportQuery = (state: AuditState, format: AuditExportQuery["format"]): AuditExportQuery => ({
  ...filtersOf(state),
  format,
  // The file's times are written in the browser's time zone (minutes east of UTC).
  utcOffset: -new Date().getTimezoneOffset() || 0,
});

export function isFiltered(state: AuditState): boolean {
  return (
    state.from !== undefined ||
    state.actorId !== undefined ||
    state.feature !== undefined ||
    state.kind !== undefined ||
    state.outcome !== undefined ||
    state.keyword !== ""
  );
}

/** The fields whose values differ between before and after, in the order they first appear. */
export function changedFields(before: unknown, after: unknown): string[] {
  const record = (value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const a = record(before);
  const b = record(after);
  const names = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return names.filter((name) => JSON.stringify(a[name]) !== JSON.stringify(b[name]));
}
