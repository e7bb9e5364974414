import type { Page } from "../../../api/meetings";
import { type ApiResult, http } from "../../../providers/http/client";

/** A user offered as host or attendee. */
export interface UserOption {
  id: string;
  name: string;
  account?: string;
  deptName?: string | null;
}

/**
 * The user list of spec §7 (GET /system/user, keyword + paging). The reference server does not
 * answer it yet for every logged-in user; the pickers then show the failure in place.
 */
export const USER_LIST_URL = "/system/user";

export function searchUsers(
  query: { keyword: string; page: number; size: number },
  signal: AbortSignal,
): Promise<ApiResult<Page<UserOption>>> {
  return http.get(USER_LIST_URL, {
    params: { ...query, keyword: query.keyword || undefined },
    signal,
    silent: true,
  });
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
