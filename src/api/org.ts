/** Typed calls of the people pickers (schedule host and attendees): any signed-in user may read them. */
import type { Page } from "#contract/list";
import { orgOptionsOps } from "#contract/operations/org-options";
import type { OrgNode, UserOption } from "#contract/org";
import { call } from "../providers/http/call";
import type { ApiResult } from "../providers/http/client";
import { type PickQuery, pageByIds, searchPage } from "./pick-lists";

export function searchUsers(query: PickQuery, signal: AbortSignal): Promise<ApiResult<Page<UserOption>>> {
  return searchPage(orgOptionsOps.userOptions, query, signal);
}

export function usersByIds(ids: readonly string[]): Promise<ApiResult<Page<UserOption>>> {
  return pageByIds(orgOptionsOps.userOptions, ids);
}

/** One level of the organisation, departments then users; silent: the tree shows the failure in its dropdown. */
export function orgChildren(parentId: string): Promise<ApiResult<OrgNode[]>> {
  return call(orgOptionsOps.children, { query: { parentId } }, { silent: true });
}
