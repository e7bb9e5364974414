import type { UserType } from "#contract/auth";
import {
  findRoute,
  PAGE_ROUTES,
  type PageRoute,
  REPORT_ORDER,
  SECTIONS,
  type Section,
} from "../routing/route-table";

/** Who is asking: the stored permissions list and the user type (null when not logged in). */
export interface AccessContext {
  permissions: readonly string[];
  userType: UserType | null;
}

export interface PermissionOptions {
  userType?: UserType | null;
  /** A system page without a named permission: only users of type SYSTEM (spec §6). */
  systemType?: boolean;
}

export interface VisibleSection extends Section {
  routes: PageRoute[];
}

/** Spec §6: the guard also accepts these older names. */
const ALIASES: Record<string, readonly string[]> = {
  meetingDetails: ["meetingDetail"],
  concurrentReport: ["meetingConcurrentReport"],
};

/** Pairs that raise the comma-list quorum from two to three (spec §6). */
const STRICT_PAIRS: readonly (readonly [string, string])[] = [
  ["dataReport", "concurrentReport"],
  ["maintenance", "meetingMonitor"],
];

/**
 * Substring match, as the stored list was matched originally: `meetingRoom` is held by a
 * `meetingRoomReport` entry too. Case-sensitive, so `meetingConcurrentReport` needs its alias.
 */
function holds(name: string, held: readonly string[]): boolean {
  const accepted = [name, ...(ALIASES[name] ?? [])];
  return held.some((entry) => accepted.some((a) => entry.includes(a)));
}

function names(required: string | readonly string[] | undefined): string[] {
  const parts = typeof required === "string" ? required.split(",") : (required ?? []);
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}

function quorum(list: readonly string[]): number {
  const strict = STRICT_PAIRS.some(([a, b]) => list.includes(a) && list.includes(b));
  return Math.min(strict ? 3 : 2, list.length);
}

/**
 * Spec §6. `required` is one name, a comma-separated list, or an array (read like the comma list).
 * One name must be held; of a list at least two (three for the strict pairs, all if fewer are
 * listed). Nothing required: allowed, except `systemType`, which then needs a SYSTEM user.
 */
export function hasPermission(
  required: string | readonly string[] | undefined,
  held: readonly string[],
  opts: PermissionOptions = {},
): boolean {
  const list = names(required);
  if (list.length === 0) return opts.systemType ? opts.userType === "SYSTEM" : true;
  if (list.length === 1) return holds(list[0]!, held);
  return list.filter((n) => holds(n, held)).length >= quorum(list);
}

export function canSeeRoute(route: PageRoute, ctx: AccessContext): boolean {
  return hasPermission(route.permission, ctx.permissions, {
    userType: ctx.userType,
    systemType: route.systemType,
  });
}

/** The menu: sections whose own permission is held, each with its visible, non-hidden pages. */
export function visibleSections(ctx: AccessContext): VisibleSection[] {
  return SECTIONS.filter((s) => hasPermission(s.permission, ctx.permissions))
    .map((s) => ({
      ...s,
      routes: PAGE_ROUTES.filter((r) => r.section === s.key && !r.hideInMenu && canSeeRoute(r, ctx)),
    }))
    .filter((s) => s.routes.length > 0);
}

/** Guard step 5: the first report page in REPORT_ORDER the user may open, or null. */
export function firstReportPath(ctx: AccessContext): string | null {
  return (
    REPORT_ORDER.find((path) => {
      const route = findRoute(path);
      return route !== undefined && canSeeRoute(route, ctx);
    }) ?? null
  );
}

/** Guard step 6: where /monitor alone leads. */
export function monitorTarget(ctx: AccessContext): string {
  if (hasPermission("meetingControl", ctx.permissions)) return "/monitor/meeting";
  if (hasPermission("mcuMonitor", ctx.permissions)) return "/monitor/mcu";
  return "/monitor/terminal";
}
