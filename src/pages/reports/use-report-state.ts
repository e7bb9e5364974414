import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  type ReportState,
  readReportState,
  type SortRule,
  withFilters,
  writeReportState,
} from "./report-state";

/** The report's state, read from and written to the URL (a reload or a shared link keeps the view). */
export function useReportState(sortRule?: SortRule) {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readReportState(search, sortRule), [search, sortRule]);
  const update = useCallback(
    (patch: Partial<ReportState>) => setSearch(writeReportState({ ...state, ...patch }, sortRule)),
    [state, setSearch, sortRule],
  );
  const setFilters = useCallback(
    (patch: Partial<ReportState>) => setSearch(writeReportState(withFilters(state, patch), sortRule)),
    [state, setSearch, sortRule],
  );
  return { state, update, setFilters };
}
