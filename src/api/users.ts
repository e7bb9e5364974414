/** Typed calls of user management beyond the resource kit's (spec §7 "Organisations and users"). */
import { usersOps } from "#contract/operations/users";
import type { UserRef } from "#contract/users";
import { call } from "../providers/http/call";
import type { ApiResult } from "../providers/http/client";

/** People by name or account within the caller's data authority, unpaged (the server caps the answer). */
export function findPeople(keyword: string): Promise<ApiResult<UserRef[]>> {
  return call(usersOps.all, { body: { keyword } });
}
