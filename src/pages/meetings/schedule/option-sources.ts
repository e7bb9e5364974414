import type { Page } from "../../../api/meetings";
import { type ApiResult, http } from "../../../providers/http/client";

/** A user offered as host or attendee. */
export interface UserOption {
  id: string;
  name: string;
  account?: string;
  deptName?: string | null;
}

/** Enabled users by name or account (any signed-in user may search them), or exactly `ids`. */
export const USER_OPTIONS_URL = "/system/user/options";
/** One level of the organisation: departments, then the department's users. */
export const ORG_CHILDREN_URL = "/system/org/children";
/** The server's cap on an `ids=a,b,c` filter. */
export const MAX_FILTER_IDS = 200;

export function searchUsers(
  query: { keyword: string; page: number; size: number },
  signal: AbortSignal,
): Promise<ApiResult<Page<UserOption>>> {
  return http.get(USER_OPTIONS_URL, {
    params: { ...query, keyword: query.keyword || undefined },
    signal,
    silent: true,
  });
}

/** The first MAX_FILTER_IDS of `ids`, as records (for the labels of values already chosen). */
export function usersByIds(ids: readonly string[]): Promise<ApiResult<Page<UserOption>>> {
  const some = ids.slice(0, MAX_FILTER_IDS);
  return http.get(USER_OPTIONS_URL, { params: { ids: some.join(","), size: some.length }, silent: true });
}

export interface OrgNode {
  id: string;
  parentId: string;
  name: string;
  type: "DEPT" | "USER";
  hasChildren: boolean;
  leaf: boolean;
  account?: string;
}

export function orgChildren(parentId: string): Promise<ApiResult<OrgNode[]>> {
  return http.get(ORG_CHILDREN_URL, { params: { parentId }, silent: true });
}

export interface RoomOption {
  id: string;
  name: string;
  locationPath?: string | null;
}

export const ROOM_AUTHORITY_URL = "/device/room/authority/query";

export function searchRooms(
  query: { keyword: string; page: number; size: number },
  signal: AbortSignal,
): Promise<ApiResult<Page<RoomOption>>> {
  return http.get(ROOM_AUTHORITY_URL, {
    params: { ...query, keyword: query.keyword || undefined },
    signal,
    silent: true,
  });
}

/** The first MAX_FILTER_IDS of `ids` among the caller's rooms (labels of rooms preset by a link). */
export function roomsByIds(ids: readonly string[]): Promise<ApiResult<Page<RoomOption>>> {
  const some = ids.slice(0, MAX_FILTER_IDS);
  return http.get(ROOM_AUTHORITY_URL, { params: { ids: some.join(","), size: some.length }, silent: true });
}
