import { useEffect, useState } from "react";
import { meetingReadsOps } from "#contract/operations/meeting-reads";
import type { TimeRange } from "#contract/rules/time-range";
import type { EditScope } from "#contract/schedules";
import { MAX_FILTER_IDS } from "../../../config/constants";
import { call } from "../../../providers/http/call";
import { busyRoomIds } from "../../../utils/schedule-form";

const DEBOUNCE_MS = 300;

export interface Editing {
  scheduleId?: string;
  meetingId?: string;
  scope?: EditScope;
}

/** Which of the rooms are taken by another meeting during the range (null while unknown). */
export function useRoomBusy(range: TimeRange | undefined, roomIds: readonly string[], editing: Editing) {
  const [busy, setBusy] = useState<Set<string> | null>(null);
  const ids = [...new Set(roomIds)].sort().slice(0, MAX_FILTER_IDS).join(",");
  const start = range?.start;
  const end = range?.end;
  const { scheduleId, meetingId, scope } = editing;

  useEffect(() => {
    if (!ids || start === undefined || end === undefined || end <= start) {
      setBusy(null);
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(async () => {
      const query = { start, end, roomIds: ids };
      const result = await call(meetingReadsOps.roomOccupancy, { query }, { signal: abort.signal });
      if (abort.signal.aborted) return;
      setBusy(result.ok ? busyRoomIds(result.data, { scheduleId, meetingId, scope }) : null);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [ids, start, end, scheduleId, meetingId, scope]);

  return busy;
}
