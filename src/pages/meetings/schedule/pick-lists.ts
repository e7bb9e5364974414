/** The two reads a remote picker makes of a list operation: a page by keyword, and the records of chosen ids. */
import type { ListQuery, Page } from "#contract/list";
import type { AnyQuery, Operation } from "#contract/operation";
import { MAX_FILTER_IDS } from "../../../config/constants";
import { call } from "../../../providers/http/call";
import type { ApiResult } from "../../../providers/http/client";

/** What a picker asks for: its keyword (empty for none) and the page. */
export type PickQuery = Required<Pick<ListQuery, "keyword" | "page" | "size">>;

export type PageRead<T> = Operation<Page<T>, unknown, AnyQuery>;

/** Silent: the picker shows the failure in its dropdown. */
export function searchPage<T>(
  operation: PageRead<T>,
  query: PickQuery,
  signal: AbortSignal,
): Promise<ApiResult<Page<T>>> {
  return call(
    operation,
    { query: { ...query, keyword: query.keyword || undefined } },
    { signal, silent: true },
  );
}

/** The first MAX_FILTER_IDS of `ids`, as records (the labels of values already chosen). */
export function pageByIds<T>(operation: PageRead<T>, ids: readonly string[]): Promise<ApiResult<Page<T>>> {
  const some = ids.slice(0, MAX_FILTER_IDS);
  return call(operation, { query: { ids: some.join(","), size: some.length } }, { silent: true });
}
