/** The monitors' filters and paging in the URL (each survives a reload and can be shared). */
import { useSearchParams } from "react-router";
import { TERMINAL_STATUSES } from "#contract/limits/devices";
import { MONITOR_MEETING_STATUSES } from "#contract/limits/live";
import { DEFAULT_PAGE_SIZE, oneOf, pageSizeOf, positiveInt, toQuery } from "../meetings/shared/url-params";

export interface MonitorState {
  keyword: string;
  /** Meeting monitor: the chosen statuses (none: everything it shows). */
  statuses: string[];
  /** Terminal monitor: one registration status. */
  status?: string;
  /** Terminal monitor: only terminals in a meeting. */
  inMeeting: boolean;
  current: number;
  pageSize: number;
}

export function readMonitorState(query: URLSearchParams): MonitorState {
  const statuses = (query.get("status") ?? "")
    .split(",")
    .filter((s) => (MONITOR_MEETING_STATUSES as readonly string[]).includes(s));
  return {
    keyword: (query.get("keyword") ?? "").trim().slice(0, 60),
    statuses: [...new Set(statuses)],
    status: oneOf(query.get("terminalStatus"), TERMINAL_STATUSES),
    inMeeting: query.get("inMeeting") === "true",
    current: positiveInt(query.get("current"), 1),
    pageSize: pageSizeOf(query.get("pageSize")),
  };
}

export function writeMonitorState(state: MonitorState): URLSearchParams {
  return toQuery({
    keyword: state.keyword,
    status: state.statuses.length ? state.statuses.join(",") : undefined,
    terminalStatus: state.status,
    inMeeting: state.inMeeting ? "true" : undefined,
    current: state.current === 1 ? undefined : state.current,
    pageSize: state.pageSize === DEFAULT_PAGE_SIZE ? undefined : state.pageSize,
  });
}

/** The state of the address bar and a setter that writes it back (a new filter goes to page 1). */
export function useMonitorState(): [MonitorState, (patch: Partial<MonitorState>) => void] {
  const [search, setSearch] = useSearchParams();
  const state = readMonitorState(search);
  const update = (patch: Partial<MonitorState>) => {
    const paging = "current" in patch || "pageSize" in patch;
    setSearch(writeMonitorState({ ...state, ...(paging ? {} : { current: 1 }), ...patch }));
  };
  return [state, update];
}
