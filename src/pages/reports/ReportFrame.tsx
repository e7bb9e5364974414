import { useTranslate } from "@refinedev/core";
import type { ReactNode } from "react";
import { PageFrame } from "../../components/PageFrame";
import { PickersOnIntent } from "../../performance/deferred-ui/deferred-pickers";
import { DeptFilter } from "./filters/DeptFilter";
import { RangeFilter } from "./filters/RangeFilter";
import type { ReportState } from "./report-state";
import "./reports.css";

interface ReportFrameProps {
  title: string;
  state: ReportState;
  /** A new range or department (the table goes back to its first page, the drill-down closes). */
  onFilters: (patch: Partial<ReportState>) => void;
  /** The personal report covers the caller only: no department to choose. */
  withDept?: boolean;
  /** Filters of this report beside the common ones (meeting type…). */
  extraFilters?: ReactNode;
  exports?: ReactNode;
  children: ReactNode;
}

/**
 * What every report shares: its title, its range and department in the URL, its exports. Most visits
 * read a report and few change its filters: their pickers' chunks are fetched when a person reaches
 * for one.
 */
export function ReportFrame({
  title,
  state,
  onFilters,
  withDept = true,
  extraFilters,
  exports,
  children,
}: ReportFrameProps) {
  const t = useTranslate();
  return (
    <PageFrame title={title} extra={exports}>
      <search aria-label={t("reports.filters")} className="report-filters">
        <PickersOnIntent>
          <RangeFilter value={state} onChange={onFilters} />
          {withDept ? <DeptFilter value={state.dept} onChange={(dept) => onFilters({ dept })} /> : null}
          {extraFilters}
        </PickersOnIntent>
      </search>
      {children}
    </PageFrame>
  );
}
