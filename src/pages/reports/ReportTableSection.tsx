import type { ReactNode } from "react";
import { ReportSection } from "./ReportSection";
import { ReportTable, type ReportTableProps } from "./ReportTable";

type ReportTableSectionProps<Row> = Omit<ReportTableProps<Row>, "label"> & {
  /** The section's heading, which also names the table. */
  title: string;
  extra?: ReactNode;
};

/** A report's detail table under its heading. */
export function ReportTableSection<Row extends object>({
  title,
  extra,
  ...table
}: ReportTableSectionProps<Row>) {
  return (
    <ReportSection title={title} extra={extra}>
      <ReportTable<Row> label={title} {...table} />
    </ReportSection>
  );
}

/** A page of rows as read by a report call: what the table shows of it. */
export function listShown<Row>(list: {
  data?: { records: Row[]; total: number };
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
}) {
  return {
    records: list.data?.records,
    total: list.data?.total,
    loading: list.isLoading,
    fetching: list.isFetching,
    failed: list.isError,
  };
}
