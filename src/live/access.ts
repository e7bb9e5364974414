import { hasPermission } from "../access/permissions";
import { session } from "../auth/session";

/**
 * What the signed-in user may do with live meetings, as the server decides it (docs/live-meetings.md):
 * meetingControl or a SYSTEM user controls any meeting, a host their own; the meeting
 * monitor's list answers meetingMonitor and meetingControl.
 */
function held(name: string): boolean {
  return session.user()?.type === "SYSTEM" || hasPermission(name, session.permissions());
}

export const controlsAnyMeeting = (): boolean => held("meetingControl");

export const readsMeetingMonitor = (): boolean => held("meetingMonitor") || held("meetingControl");

/** Whether the user may control this meeting (any, or their own as its host). */
export function controlsMeeting(hostId: string | null | undefined): boolean {
  return controlsAnyMeeting() || (!!hostId && hostId === session.user()?.id);
}

/** Where the control view of a meeting is: the control page for operators, the host's view otherwise. */
export function controlPath(meetingId: string): string {
  return controlsAnyMeeting()
    ? `/device/meeting-control?meetingId=${encodeURIComponent(meetingId)}`
    : `/home/control/${encodeURIComponent(meetingId)}`;
}

/** Where spec §4 sends a user from a meeting that is not running: the meeting monitor, if they may see it. */
export function monitorHome(): string {
  return held("meetingMonitor") ? "/monitor/meeting" : "/home";
}
