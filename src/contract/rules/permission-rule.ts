/**
 * The permission rule of spec §6, the one both sides run: the console to show a page, a menu entry or a
 * button, the server's guard to answer a call. So a user never sees what the server refuses them.
 *
 * A held entry holds a name when it is the name or one of its older aliases. Names are whole words: spec
 * §6 says "matched by substring", but over the names a role can hold that differs from whole names only
 * where one name contains another (`meetingRoomReport` would hold `meetingRoom`, room management), and
 * the server has always refused that; the rule keeps the server's reading.
 */
import type { UserType } from "#contract/auth";
import type { RoutePermission } from "#contract/permissions";

/** Who asks: the permission names their roles hold, and their user type (null: not signed in). */
export interface PermissionHolder {
  authorities: readonly string[];
  type: UserType | null;
}

/**
 * What a route, page or button requires: a route permission (`public`, `login`, one name, `{ anyOf }`,
 * `{ systemType }`), a comma-separated list of names, or an array read like the comma list. Nothing
 * (undefined, "", []) requires nothing.
 */
export type PermissionRequirement = RoutePermission | string | readonly string[] | undefined;

/** Spec §6: the guard also accepts these older names. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  meetingDetails: ["meetingDetail"],
  concurrentReport: ["meetingConcurrentReport"],
};

/** Pairs that raise the comma-list quorum from two to three (spec §6). */
const STRICT_PAIRS: readonly (readonly [string, string])[] = [
  ["dataReport", "concurrentReport"],
  ["maintenance", "meetingMonitor"],
];

function holds(name: string, held: readonly string[]): boolean {
  const accepted = [name, ...(ALIASES[name] ?? [])];
  return held.some((entry) => accepted.includes(entry));
}

function names(required: string | readonly string[]): string[] {
  const parts = typeof required === "string" ? required.split(",") : required;
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}

function quorum(list: readonly string[]): number {
  const strict = STRICT_PAIRS.some(([a, b]) => list.includes(a) && list.includes(b));
  return Math.min(strict ? 3 : 2, list.length);
}

/**
 * Whether `holder` meets `required` (spec §6). `public` needs nothing and `login` a signed-in user;
 * `{ systemType }` a SYSTEM user; `{ anyOf }` one of its names. One name must be held; of a comma list
 * (or an array) at least two, three when it names a strict pair, all when fewer are listed.
 */
export function permits(required: PermissionRequirement, holder: PermissionHolder): boolean {
  if (required === undefined || required === "public") return true;
  if (required === "login") return holder.type !== null;
  if (typeof required === "object" && "systemType" in required) return holder.type === "SYSTEM";
  if (typeof required === "object" && "anyOf" in required) {
    return required.anyOf.some((name) => holds(name, holder.authorities));
  }
  const list = names(required);
  if (list.length === 0) return true;
  if (list.length === 1) return holds(list[0]!, holder.authorities);
  return list.filter((name) => holds(name, holder.authorities)).length >= quorum(list);
}
