/** Refine resource names of the meeting lists (not menu entries: their endpoints come in `meta`). */
import { HISTORY_LIST_URL, SCHEDULES_LIST_URL } from "../../../api/meetings";

export const MEETING_LIST_RESOURCE = "meeting-schedules";
export const HISTORY_RESOURCE = "meeting-history";

export const MEETING_LIST_META = { endpoints: { list: `GET ${SCHEDULES_LIST_URL}` } };
export const HISTORY_META = { endpoints: { list: `GET ${HISTORY_LIST_URL}` } };
