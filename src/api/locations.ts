/** Typed calls of the location tree (`/device/dict/supply`), readable with location, meetingRoom or device. */
import { type ApiResult, http, type RequestOptions } from "../providers/http/client";

export const LOCATIONS_URL = "/device/dict/supply/query";

export interface LocationNode {
  id: string;
  name: string;
  children?: LocationNode[];
}

/** The server's cap on a list page. */
const TREE_SIZE = 500;

/** The whole tree; silent: a filter that cannot load stays empty. */
export async function locationTree(
  options: Pick<RequestOptions, "signal"> = {},
): Promise<ApiResult<LocationNode[]>> {
  const result = await http.get<{ records: LocationNode[] } | LocationNode[]>(LOCATIONS_URL, {
    params: { tree: true, size: TREE_SIZE },
    silent: true,
    ...options,
  });
  if (!result.ok) return result;
  return { ...result, data: Array.isArray(result.data) ? result.data : result.data.records };
}
