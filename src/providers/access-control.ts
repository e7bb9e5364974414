import type { AccessControlProvider } from "@refinedev/core";
import { type AccessContext, canSeeRoute, hasPermission, visibleSections } from "../access/permissions";
import { session } from "../auth/session";
import { registry as appRegistry, type Registry } from "../resource-kit/registry";
import type { ResourceDef } from "../resource-kit/types";
import { findRoute, PAGE_ROUTES, SECTIONS } from "../routing/route-table";

function context(): AccessContext {
  return { permissions: session.permissions(), userType: session.user()?.type ?? null };
}

/** Refine's action names -> the declaration's override keys (`access.actions`). */
const SCREEN_ACTIONS: Record<string, "list" | "create" | "edit" | "show" | "delete"> = {
  list: "list",
  create: "create",
  clone: "create",
  edit: "edit",
  show: "show",
  delete: "delete",
};

/**
 * A declared resource: its permission (or SYSTEM only), overridden per screen action; a custom
 * action (`def.actions[].name`) may name its own. Without a declared permission, the hosting page's.
 */
export function canOnResource(def: ResourceDef, action: string, ctx: AccessContext): boolean {
  const { access } = def;
  if (access.systemOnly && ctx.userType !== "SYSTEM") return false;
  const screen = SCREEN_ACTIONS[action];
  const custom = screen ? undefined : def.actions?.find((a) => a.name === action);
  const required = (screen ? access.actions?.[screen] : custom?.permission) ?? access.permission;
  if (required) return hasPermission(required, ctx.permissions, { userType: ctx.userType });
  if (access.systemOnly) return true;
  const page = findRoute(def.nav.route);
  return page ? canSeeRoute(page, ctx) : false;
}

/** Every menu entry, route and button asks this one function (spec §6); unauthorised elements are removed. */
export function createAccessControlProvider(registry: Registry = appRegistry): AccessControlProvider {
  return {
    async can({ resource, action }) {
      const ctx = context();
      if (SECTIONS.some((s) => s.key === resource)) {
        return { can: visibleSections(ctx).some((s) => s.key === resource) };
      }
      const def = registry.findResourceDef(resource);
      if (def) return { can: canOnResource(def, action, ctx) };
      const route = PAGE_ROUTES.find((r) => r.path === resource || r.path === `/${resource}`);
      return { can: route ? canSeeRoute(route, ctx) : false };
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  };
}

export const accessControlProvider: AccessControlProvider = createAccessControlProvider();
