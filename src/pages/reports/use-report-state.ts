import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  type ReportState,
  readReportState,
  type SortRule,
  withFilters,
  writeReportState,
} from "./report-state";

/** The report's state, read from and written to the URL (a reload or a shared link keeps the view), and its drill-down. */
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
  /** Opens what a bar or a row drills into (none: closes it), on the drill-down's page. */
  const openDrill = useCallback(
    (drill: string | undefined, drillPage = 1) => update({ drill, drillPage }),
    [update],
  );
  const closeDrill = useCallback(() => openDrill(undefined), [openDrill]);
  const setDrillPage = useCallback((drillPage: number) => update({ drillPage }), [update]);
  return { state, update, setFilters, openDrill, closeDrill, setDrillPage };
}
