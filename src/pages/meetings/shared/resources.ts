/** Refine resource names of the meeting lists (not menu entries: their endpoints come in `meta`). */
import { historyOps } from "#contract/operations/history";
import { meetingReadsOps } from "#contract/operations/meeting-reads";

export const MEETING_LIST_RESOURCE = "meeting-schedules";
export const HISTORY_RESOURCE = "meeting-history";

export const MEETING_LIST_META = { endpoints: { list: meetingReadsOps.schedules.route } };
export const HISTORY_META = { endpoints: { list: historyOps.list.route } };
