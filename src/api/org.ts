/** Typed calls of the people pickers (schedule host and attendees): any signed-in user may read them. */
import type { Page } from "#contract/list";
import type { OrgNode, UserOption } from "#contract/org";
import { type ApiResult, http } from "../providers/http/client";
import { type PickQuery, pageByIds, searchPage } from "./pick-lists";

/** Enabled users by name or account, or exactly `ids`. */
export const USER_OPTIONS_URL = "/system/user/options";
/** One level of the organisation: departments, then the department's users. */
export const ORG_CHILDREN_URL = "/system/org/children";

export function searchUsers(query: PickQuery, signal: AbortSignal): Promise<ApiResult<Page<UserOption>>> {
  return searchPage(USER_OPTIONS_URL, query, signal);
}

export function usersByIds(ids: readonly string[]): Promise<ApiResult<Page<UserOption>>> {
  return pageByIds(USER_OPTIONS_URL, ids);
}

/** Silent: the tree shows the failure in its dropdown. */
export function orgChildren(parentId: string): Promise<ApiResult<OrgNode[]>> {
  return http.get(ORG_CHILDREN_URL, { params: { parentId }, silent: true });
}
