import type { MeetingRow } from "#contract/meetings";

/** A meeting running on its MCU, which its host or an operator may control. */
const RUNNING: ReadonlySet<string> = new Set(["ONLINE", "CONNECTING", "ABNORMAL"]);

/**
 * What a row offers. The server's rights decide; a locked row (about to start) never offers edit
 * or cancel even if an older answer said so (contract "Rights").
 */
export function rowActions(row: Pick<MeetingRow, "rights" | "locked" | "status">) {
  const open = !row.locked && row.status === "SCHEDULE";
  return {
    edit: row.rights.edit && open,
    cancel: row.rights.cancel && open,
    end: row.rights.end && row.status !== "OFFLINE",
    // Ending and controlling a running meeting are the same right (its host, or meetingControl).
    control: row.rights.end && RUNNING.has(row.status),
    lockedNotice: row.locked && row.status !== "OFFLINE",
  };
}

/** The edit form's address for one row (contract: /home/schedule/:scheduleId?meetingId&scope). */
export function editTarget(editPath: string, row: Pick<MeetingRow, "id">, scope: "one" | "all"): string {
  const query = new URLSearchParams({ meetingId: row.id, scope });
  return `${editPath}?${query}`;
}
