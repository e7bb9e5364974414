import { PERMISSIONS, type PermissionName } from "../../src/access/permission-names.ts";

export { PERMISSIONS, type PermissionName };

/**
 * What a route requires: nobody (`public`), a session (`login`), a named permission, or a user
 * of type SYSTEM (`{ systemType: true }`).
 */
export type RoutePermission = "public" | "login" | PermissionName | { systemType: true };

export function isPermissionName(value: unknown): value is PermissionName {
  return typeof value === "string" && (PERMISSIONS as readonly string[]).includes(value);
}

export function isRoutePermission(value: unknown): value is RoutePermission {
  if (value === "public" || value === "login" || isPermissionName(value)) return true;
  return (
    typeof value === "object" && value !== null && (value as { systemType?: unknown }).systemType === true
  );
}
