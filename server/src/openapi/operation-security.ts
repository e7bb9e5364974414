import type { RoutePermission } from "#contract/permissions";

/**
 * How a caller proves who it is (docs/open-api.md): the session `token` header that login answers,
 * or an integrator's key and secret; a room board sends the `device-token` its binding answered.
 */
export const SECURITY_SCHEMES = {
  token: { type: "apiKey", in: "header", name: "token", description: "The session token that login answers" },
  apiKey: { type: "apiKey", in: "header", name: "X-Api-Key", description: "The open-API key" },
  apiSecret: { type: "apiKey", in: "header", name: "X-Api-Secret", description: "The open-API secret" },
  deviceToken: {
    type: "apiKey",
    in: "header",
    name: "device-token",
    description: "The token a room board received when it was bound",
  },
} as const;

/** Every operation that is not public, unless it says otherwise. */
export const SESSION_SECURITY: Record<string, string[]>[] = [{ token: [] }, { apiKey: [], apiSecret: [] }];

/** Public to the permission guard, yet answered only to a bound room board. */
export const BOARD_OPERATIONS = new Set(["roomBoards.deviceHeartbeat", "roomBoards.deviceLogout"]);

/** The operation's own `security`, when it is not the document's. */
export function securityOf(
  name: string,
  permission: RoutePermission,
): Record<string, string[]>[] | undefined {
  if (BOARD_OPERATIONS.has(name)) return [{ deviceToken: [] }];
  return permission === "public" ? [] : undefined;
}
