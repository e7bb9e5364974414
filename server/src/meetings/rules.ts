import type { MeetingRights, MeetingStatus } from "#contract/meetings";
import type { PermissionName } from "#contract/permissions";
import type { SessionUser } from "../auth/sessions.ts";

/**
 * Who may do what with a meeting (spec §6 "Users can edit or cancel only within their
 * rights. A meeting about to start allows no operation."), as pure functions shared by the list
 * rows (rights shown to the console) and the write routes (rights enforced).
 */
export const MEETING_ADMIN_PERMISSION: PermissionName = "meetingControl";

/**
 * A SYSTEM user or a holder of meetingControl: a meeting administrator, who sees and manages the
 * meetings they administer (a SYSTEM user every one, a holder of meetingControl those of their data
 * authority: meetings/visibility.ts administeredCondition).
 */
export function isMeetingAdmin(user: Pick<SessionUser, "type" | "profile">): boolean {
  return user.type === "SYSTEM" || user.profile.authorities.includes(MEETING_ADMIN_PERMISSION);
}

export interface ScheduleParties {
  creatorId: string;
  hostId: string | null;
  /** The caller administers this meeting (meetings/visibility.ts administeredSchedules). */
  administered: boolean;
}

/** The creator, the host or a meeting administrator of it. */
export function mayManage(
  user: Pick<SessionUser, "userId" | "type" | "profile">,
  schedule: ScheduleParties,
): boolean {
  return user.userId === schedule.creatorId || user.userId === schedule.hostId || schedule.administered;
}

/** The host or a meeting administrator of it (ending a running meeting). */
export function mayEnd(
  user: Pick<SessionUser, "userId" | "type" | "profile">,
  schedule: ScheduleParties,
): boolean {
  return user.userId === schedule.hostId || schedule.administered;
}

export interface MeetingTimes {
  startAt: number;
  endAt: number;
  status: MeetingStatus;
}

/** Read status: a SCHEDULE meeting whose end has passed is OFFLINE. */
export function effectiveStatus(meeting: MeetingTimes, now: number): MeetingStatus {
  return meeting.status === "SCHEDULE" && meeting.endAt <= now ? "OFFLINE" : meeting.status;
}

/** From joinAdvanceMinutes before its start until it ends, a meeting allows no edit or cancel. */
export function isLocked(meeting: MeetingTimes, now: number, joinAdvanceMinutes: number): boolean {
  return now >= meeting.startAt - joinAdvanceMinutes * 60_000 && effectiveStatus(meeting, now) !== "OFFLINE";
}

export function meetingRights(
  user: Pick<SessionUser, "userId" | "type" | "profile">,
  schedule: ScheduleParties,
  meeting: MeetingTimes,
  now: number,
  joinAdvanceMinutes: number,
): MeetingRights {
  const status = effectiveStatus(meeting, now);
  const locked = isLocked(meeting, now, joinAdvanceMinutes);
  const open = status === "SCHEDULE" && !locked;
  const manage = mayManage(user, schedule);
  return {
    edit: manage && open,
    cancel: manage && open,
    end: mayEnd(user, schedule) && locked && status !== "OFFLINE",
  };
}
