/** Meeting status (spec §4) → tag colour and i18n key. */
import { MEETING_STATUSES, OPEN_MEETING_STATUSES } from "#contract/limits/meetings";
import type { MeetingStatus } from "#contract/meetings";

export const OPEN_STATUSES: readonly MeetingStatus[] = OPEN_MEETING_STATUSES;

const COLORS: Record<MeetingStatus, string> = {
  SCHEDULE: "blue",
  ONLINE: "green",
  ABNORMAL: "red",
  CONNECTING: "orange",
  OFFLINE: "default",
};

export function isMeetingStatus(value: unknown): value is MeetingStatus {
  return typeof value === "string" && (MEETING_STATUSES as readonly string[]).includes(value);
}

/** An antd Tag colour; an unknown status (a newer server) reads as ended. */
export function statusColor(status: string): string {
  return isMeetingStatus(status) ? COLORS[status] : COLORS.OFFLINE;
}

export function statusLabelKey(status: string): string {
  return `meeting-list.status.${isMeetingStatus(status) ? status : "OFFLINE"}`;
}
