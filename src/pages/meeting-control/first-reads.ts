import { MAX_PAGE_SIZE } from "#contract/limits/wire";
import type { MonitorMeetingQuery } from "#contract/live-monitor";
import { liveControlOps } from "#contract/operations/live-control";
import { monitorOps } from "#contract/operations/monitor";
import { participantsOps } from "#contract/operations/participants";
import type { ParticipantQuery } from "#contract/participants";
import { prefetch } from "../../providers/http/call";
import { readControlState } from "./control-state";

/** The meetings the control page lists: those running, connecting or abnormal. */
export const RUNNING = ["ONLINE", "CONNECTING", "ABNORMAL"] as const;
const LIST_SIZE = 100;

/** The control page's meeting list read, filtered by its kept filter text. */
export const controlListQuery = (keyword: string): MonitorMeetingQuery => ({
  status: RUNNING.join(","),
  keyword: keyword || undefined,
  page: 1,
  size: LIST_SIZE,
});

/** One page of a meeting's roster, in its order. */
export const rosterPageQuery = (meetingId: string, page: number): ParticipantQuery => ({
  meetingId,
  page,
  size: MAX_PAGE_SIZE,
  sort: "sort,asc",
});

/**
 * A deep link to /device/meeting-control: the meeting list and the selected meeting (`?meetingId=`,
 * else the one kept in local storage) with its roster's first page, asked for before the page's
 * code arrives. The page's identical reads take these answers (HttpClient.prefetch).
 */
export function prefetchControlPage(search: string, storage: Pick<Storage, "getItem"> = localStorage): void {
  const state = readControlState(storage);
  if (!state.listHidden) prefetch(monitorOps.meetings, { query: controlListQuery(state.listKeyword) });
  const meetingId = new URLSearchParams(search).get("meetingId") || state.meetingId;
  if (!meetingId) return;
  prefetch(liveControlOps.live, { params: { id: meetingId } });
  prefetch(participantsOps.list, { query: rosterPageQuery(meetingId, 1) });
}
