/** The location tree of the calendar's filter, readable with location, meetingRoom or device. */
import { MAX_PAGE_SIZE } from "#contract/limits/wire";
import type { LocationNode } from "#contract/locations";
import { locationsOps } from "#contract/operations/locations";
import { call } from "../../../providers/http/call";
import type { ApiResult, RequestOptions } from "../../../providers/http/client";

export const LOCATION_TREE_QUERY = { tree: true, size: MAX_PAGE_SIZE };

/** The whole tree (its regions, each with its subtree); silent: a filter that cannot load stays empty. */
export async function locationTree(
  options: Pick<RequestOptions, "signal"> = {},
): Promise<ApiResult<LocationNode[]>> {
  const result = await call(locationsOps.list, { query: LOCATION_TREE_QUERY }, { silent: true, ...options });
  if (!result.ok) return result;
  return { ...result, data: Array.isArray(result.data) ? result.data : result.data.records };
}
