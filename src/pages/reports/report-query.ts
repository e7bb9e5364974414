/** A report's URL state as the server's query: its days, its department, and how series are bucketed. */
import { useQuery } from "@tanstack/react-query";
import type { ConcurrencyGranularity, ReportGranularity } from "#contract/reports";
import { unwrap } from "../../providers/http/client";
import type { ReportRead } from "./report-reads";
import { type ReportState, rangeDays } from "./report-state";

export interface RangeQuery {
  from: string;
  to: string;
  departmentId?: string;
}

export function rangeQuery(state: ReportState): RangeQuery {
  return state.dept
    ? { from: state.from, to: state.to, departmentId: state.dept }
    : { from: state.from, to: state.to };
}

/** Days for up to two months, weeks up to about half a year, months beyond: a trend keeps a readable number of points. */
export function granularityFor(state: Pick<ReportState, "range" | "from" | "to">): ReportGranularity {
  const days = rangeDays(state);
  if (days <= 62) return "day";
  return days <= 190 ? "week" : "month";
}

/** Concurrency also reads by hour: a day or a week hour by hour, longer ranges as for the trends. */
export function concurrencyGranularityFor(
  state: Pick<ReportState, "range" | "from" | "to">,
): ConcurrencyGranularity {
  return rangeDays(state) <= 7 ? "hour" : granularityFor(state);
}

/** One report call, cached per query; the previous answer stays on screen while the next loads. */
export function useReportCall<Q, A>(read: ReportRead<Q, A>, query: Q, enabled = true) {
  return useQuery({
    queryKey: read.key(query),
    queryFn: async ({ signal }) => unwrap(await read(query, signal)),
    placeholderData: (previous) => previous,
    enabled,
  });
}
