import type { LiveDelta } from "#contract/live-events";
import type { LiveMeetingChanges } from "#contract/live-meetings";
import type { MonitorMcu, MonitorMeeting, MonitorTerminal } from "#contract/live-monitor";
import { controlsMeeting } from "./access";
import { mergeChanges } from "./merge";
import type { RowRules } from "./rows-store";

/** A live meeting's changed fields under the names a monitor row uses. */
export function monitorChanges(changes: LiveMeetingChanges): Partial<MonitorMeeting> {
  const { meetingNumber, startTimestamp, endTimestamp, ...rest } = changes;
  const renamed: Partial<MonitorMeeting> = { ...(rest as Partial<MonitorMeeting>) };
  if (meetingNumber !== undefined) renamed.networkNumber = meetingNumber;
  if (startTimestamp !== undefined) renamed.startAt = startTimestamp;
  if (endTimestamp !== undefined) renamed.endAt = endTimestamp;
  return renamed;
}

export interface MeetingRowFilter {
  statuses: readonly string[] | null;
  keyword: string;
}

function matches(row: MonitorMeeting, filter: MeetingRowFilter): boolean {
  if (filter.statuses && !filter.statuses.includes(row.meetingStatus)) return false;
  const needle = filter.keyword.trim().toLowerCase();
  if (!needle) return true;
  return [row.name, row.networkNumber, row.host?.name ?? ""].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/**
 * The meeting monitor's rows: a meeting's changes apply to its row; a meeting that ends leaves the
 * list; one that starts joins it when it passes the list's filter. A pushed row says nothing of the
 * caller's rights: they are decided here (meetingControl, or the host).
 */
export function meetingRowRules(filter: MeetingRowFilter): RowRules<MonitorMeeting> {
  return {
    change(delta: LiveDelta, rows) {
      if (delta.type === "meeting") {
        const row = rows.get(delta.meetingId);
        if (!row) return [];
        if (delta.changes.meetingStatus === "OFFLINE") return [{ id: row.id, row: null }];
        const changes = monitorChanges(delta.changes);
        // Readiness is about a booked meeting: a started one has none.
        if (changes.meetingStatus && changes.meetingStatus !== "SCHEDULE") changes.readiness = null;
        return [{ id: row.id, row: mergeChanges(row, changes) }];
      }
      if (delta.type === "monitorRow") {
        const row = { ...delta.row, control: controlsMeeting(delta.row.host?.id) };
        return matches(row, filter) || rows.has(row.id) ? [{ id: row.id, row }] : [];
      }
      return undefined;
    },
    order: (a, b) => a.startAt - b.startAt || a.name.localeCompare(b.name),
  };
}

/** The terminal monitor's rows: the meeting each terminal is in. */
export const terminalRowRules: RowRules<MonitorTerminal> = {
  change(delta, rows) {
    if (delta.type !== "terminal") return undefined;
    const row = rows.get(delta.terminalId);
    return row ? [{ id: row.id, row: mergeChanges(row, { call: delta.call }) }] : [];
  },
};

/** The MCU monitor's rows: the ports in use. */
export const mcuRowRules: RowRules<MonitorMcu> = {
  change(delta, rows) {
    if (delta.type !== "mcu") return undefined;
    const row = rows.get(delta.mcuId);
    return row ? [{ id: row.id, row: mergeChanges(row, { portsInUse: delta.portsInUse }) }] : [];
  },
};
