import type { ApiFailure, ApiResult } from "../../providers/http/client";

type Send = (kind: "add" | "remove", ids: string[]) => Promise<ApiResult<unknown>>;

/** Sends the additions, then the removals; answers the first failure, or null when everything went through. */
export async function saveChanges(
  send: Send,
  added: string[],
  removed: string[],
): Promise<ApiFailure | null> {
  for (const [kind, ids] of [
    ["add", added],
    ["remove", removed],
  ] as const) {
    if (ids.length === 0) continue;
    const result = await send(kind, ids);
    if (!result.ok) return result;
  }
  return null;
}
