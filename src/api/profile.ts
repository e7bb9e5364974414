/** The signed-in user's own details. */
import type { CurrentUser } from "#contract/auth";
import { profileOps } from "#contract/operations/profile";
import type { ProfileBody } from "#contract/profile";
import { call } from "../providers/http/call";
import type { ApiResult } from "../providers/http/client";

/** Silent: the form shows messages beside its fields. */
export function saveProfile(body: ProfileBody): Promise<ApiResult<CurrentUser>> {
  return call(profileOps.update, { body }, { silent: true });
}
