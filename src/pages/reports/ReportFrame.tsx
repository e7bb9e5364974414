import { useTranslate } from "@refinedev/core";
import type { ReactNode } from "react";
import { PickersAfter } from "../../components/deferred-pickers";
import { PageFrame } from "../../components/PageFrame";
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
  /**
   * Whether the report's first figures are in: until then its filters' pickers (dates, department
   * tree, selects) stay boxes of their size, so their chunks do not compete with the figures'.
   */
  ready: boolean;
  children: ReactNode;
}

/** What every report shares: its title, its range and department in the URL, its exports. */
export function ReportFrame({
  title,
  state,
  onFilters,
  withDept = true,
  extraFilters,
  exports,
  ready,
  children,
}: ReportFrameProps) {
  const t = useTranslate();
  return (
    <PageFrame title={title} extra={exports}>
      <search aria-label={t("reports.filters")} className="report-filters">
        <PickersAfter ready={ready}>
          <RangeFilter value={state} onChange={onFilters} />
          {withDept ? <DeptFilter value={state.dept} onChange={(dept) => onFilters({ dept })} /> : null}
          {extraFilters}
        </PickersAfter>
      </search>
      {children}
    </PageFrame>
  );
}
