import type { PermissionName } from "#contract/permissions";
import type { SessionUser } from "../auth/sessions.ts";
import { forbidden } from "../errors.ts";
import { isMeetingAdmin } from "../meetings/rules.ts";

/**
 * Who may do what with a live meeting: control it (meetingControl or a SYSTEM user for any
 * meeting, its host for their own), watch it (also meetingMonitor: the roster, the audit trail,
 * the stream), and follow the monitors.
 */
export type LiveUser = Pick<SessionUser, "userId" | "type" | "profile">;

export const MONITOR_PERMISSIONS: readonly PermissionName[] = [
  "meetingMonitor",
  "serverMonitor",
  "mcuMonitor",
  "meetingControl",
];

export const mayControl = (user: LiveUser, hostId: string | null): boolean =>
  isMeetingAdmin(user) || (hostId !== null && user.userId === hostId);

export const mayWatch = (user: LiveUser, hostId: string | null): boolean =>
  mayControl(user, hostId) || user.profile.authorities.includes("meetingMonitor");

export const mayMonitor = (user: LiveUser): boolean =>
  user.type === "SYSTEM" || MONITOR_PERMISSIONS.some((name) => user.profile.authorities.includes(name));

export function requireControl(user: LiveUser, hostId: string | null): void {
  if (!mayControl(user, hostId)) throw forbidden();
}

export function requireWatch(user: LiveUser, hostId: string | null): void {
  if (!mayWatch(user, hostId)) throw forbidden();
}

/** The actor an audit entry names. */
export const actorOf = (user: Pick<SessionUser, "userId" | "profile">) => ({
  id: user.userId,
  name: user.profile.name,
});
