/** Typed calls of the location tree (`/device/dict/supply`), readable with location, meetingRoom or device. */
import { MAX_PAGE_SIZE } from "#contract/limits/wire";
import type { Page } from "#contract/list";
import type { LocationNode } from "#contract/locations";
import { type ApiResult, http, type RequestOptions } from "../providers/http/client";

export const LOCATIONS_URL = "/device/dict/supply/query";

/** The whole tree (its regions, each with its subtree); silent: a filter that cannot load stays empty. */
export async function locationTree(
  options: Pick<RequestOptions, "signal"> = {},
): Promise<ApiResult<LocationNode[]>> {
  const result = await http.get<Page<LocationNode> | LocationNode[]>(LOCATIONS_URL, {
    params: { tree: true, size: MAX_PAGE_SIZE },
    silent: true,
    ...options,
  });
  if (!result.ok) return result;
  return { ...result, data: Array.isArray(result.data) ? result.data : result.data.records };
}
