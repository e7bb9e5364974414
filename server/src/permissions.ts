import { PERMISSIONS, type PermissionName } from "../../src/access/permission-names.ts";

export { PERMISSIONS, type PermissionName };

/**
 * What a route requires: nobody (`public`), a session (`login`), a named permission, any one of
 * several named permissions (`{ anyOf }`, for read-only lookups shared by screens), or a user of
 * type SYSTEM (`{ systemType: true }`).
 */
export type RoutePermission =
  | "public"
  | "login"
  | PermissionName
  | { systemType: true }
  | { anyOf: readonly PermissionName[] };

export function isPermissionName(value: unknown): value is PermissionName {
  return typeof value === "string" && (PERMISSIONS as readonly string[]).includes(value);
}

export function isRoutePermission(value: unknown): value is RoutePermission {
  if (value === "public" || value === "login" || isPermissionName(value)) return true;
  if (typeof value !== "object" || value === null) return false;
  if ((value as { systemType?: unknown }).systemType === true) return true;
  const anyOf = (value as { anyOf?: unknown }).anyOf;
  return Array.isArray(anyOf) && anyOf.length > 0 && anyOf.every(isPermissionName);
}
