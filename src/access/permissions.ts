import type { UserType } from "#contract/auth";
import { permits } from "#contract/rules/permission-rule";
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

/**
 * Spec §6, by the rule the server's guard runs (`permits`, #contract/rules/permission-rule).
 * `required` is one name, a comma-separated list, or an array (read like the comma list).
 * Nothing required: allowed, except `systemType`, which then needs a SYSTEM user.
 */
export function hasPermission(
  required: string | readonly string[] | undefined,
  held: readonly string[],
  opts: PermissionOptions = {},
): boolean {
  const none = typeof required === "string" ? required.trim() === "" : (required?.length ?? 0) === 0;
  const requirement = none && opts.systemType ? { systemType: true as const } : required;
  return permits(requirement, { authorities: held, type: opts.userType ?? null });
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
