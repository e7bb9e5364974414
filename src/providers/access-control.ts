import type { AccessControlProvider } from "@refinedev/core";
import { canSeeRoute, visibleSections } from "../access/permissions";
import { session } from "../auth/session";
import { PAGE_ROUTES, SECTIONS } from "../routing/route-table";

function context() {
  return { permissions: session.permissions(), userType: session.user()?.type ?? null };
}

/** Every menu entry, route and button asks this one function (spec §6); unauthorised elements are removed. */
export const accessControlProvider: AccessControlProvider = {
  async can({ resource }) {
    const ctx = context();
    if (SECTIONS.some((s) => s.key === resource)) {
      return { can: visibleSections(ctx).some((s) => s.key === resource) };
    }
    const route = PAGE_ROUTES.find((r) => r.path === resource || r.path === `/${resource}`);
    return { can: route ? canSeeRoute(route, ctx) : false };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
