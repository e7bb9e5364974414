/** Permission names of spec §6, which both sides check by one rule (#contract/rules/permission-rule). */
export const PERMISSIONS = [
  "operation",
  "location",
  "meetingRoom",
  "monitor",
  "device",
  "meetingMonitor",
  "serverMonitor",
  "mcuMonitor",
  "meetingControl",
  "dataReport",
  "personalReport",
  "deptReport",
  "meetingDetails",
  "meetingRoomReport",
  "concurrentReport",
  "system",
  "user",
  "maintenance",
] as const;

export type PermissionName = (typeof PERMISSIONS)[number];

/**
 * What a route requires: nobody (`public`), a session (`login`), a named permission, any one of
 * several named permissions (`{ anyOf }`, for read-only lookups shared by screens), or a user of
 * type SYSTEM (`{ systemType: true }`). The server denies what `permits` does not grant.
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

/** What the demo operator holds (README "Demo accounts"). */
export const OPERATOR_PERMISSIONS: readonly PermissionName[] = [
  "operation",
  "location",
  "meetingRoom",
  "monitor",
  "device",
  "meetingMonitor",
  "meetingControl",
];
