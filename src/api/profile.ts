/** The signed-in user's own details (PUT /current/user). */
import type { CurrentUser } from "#contract/auth";
import type { ProfileBody } from "#contract/profile";
import { type ApiResult, http } from "../providers/http/client";
import { CURRENT_USER_URL } from "./auth";

/** Silent: the form shows messages beside its fields. */
export function saveProfile(body: ProfileBody): Promise<ApiResult<CurrentUser>> {
  return http.put(CURRENT_USER_URL, { data: body, silent: true });
}
