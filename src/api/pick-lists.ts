/** The two reads a remote picker makes of a list endpoint: a page by keyword, and the records of chosen ids. */
import type { ListQuery, Page } from "#contract/list";
import { MAX_FILTER_IDS } from "../config/constants";
import { type ApiResult, http } from "../providers/http/client";

/** What a picker asks for: its keyword (empty for none) and the page. */
export type PickQuery = Required<Pick<ListQuery, "keyword" | "page" | "size">>;

/** Silent: the picker shows the failure in its dropdown. */
export function searchPage<T>(
  url: string,
  query: PickQuery,
  signal: AbortSignal,
): Promise<ApiResult<Page<T>>> {
  return http.get(url, { params: { ...query, keyword: query.keyword || undefined }, signal, silent: true });
}

/** The first MAX_FILTER_IDS of `ids`, as records (the labels of values already chosen). */
export function pageByIds<T>(url: string, ids: readonly string[]): Promise<ApiResult<Page<T>>> {
  const some = ids.slice(0, MAX_FILTER_IDS);
  return http.get(url, { params: { ids: some.join(","), size: some.length }, silent: true });
}
