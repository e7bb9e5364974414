import { useTranslate } from "@refinedev/core";
import type { TableColumnsType } from "antd";
import type { ApiResult, DownloadedFile } from "../../providers/http/client";
import { ReportExportButtons, type ReportExportFormat } from "./ReportExportButtons";
import type { ReportPaging } from "./ReportTable";
import { ReportTableSection } from "./ReportTableSection";
import { zonedMoment } from "./zoned-time";

interface PeakMeetingsSectionProps<Row> {
  /** The report's locale keys: `table`, `meetingsFileName` and `meetingsExport` below it. */
  keys: string;
  /** The moment of the range's peak; null while unknown or when nothing ran. */
  peakAt: number | null;
  zone: string | null;
  columns: TableColumnsType<Row>;
  /** The statistic the peak comes from. */
  stat: { isPending: boolean; isError: boolean };
  /** The meetings running at the peak. */
  list: {
    data?: { records: Row[]; total: number };
    isLoading: boolean;
    isFetching: boolean;
    isError: boolean;
  };
  paging: ReportPaging;
  onPaging: (paging: Pick<ReportPaging, "current" | "pageSize">) => void;
  download: (format: ReportExportFormat, at: number) => Promise<ApiResult<DownloadedFile>>;
}

/** A concurrency report's table: the meetings that made its peak, with their export. */
export function PeakMeetingsSection<Row extends { id: string }>(props: PeakMeetingsSectionProps<Row>) {
  const { keys: K, peakAt, stat, list } = props;
  const t = useTranslate();
  return (
    <ReportTableSection<Row>
      title={t(`${K}.table`, { at: zonedMoment(peakAt, props.zone) })}
      extra={
        peakAt === null ? null : (
          <ReportExportButtons
            fileName={t(`${K}.meetingsFileName`)}
            label={t(`${K}.meetingsExport`)}
            download={(format) => props.download(format, peakAt)}
          />
        )
      }
      rowKey="id"
      columns={props.columns}
      records={peakAt === null ? [] : list.data?.records}
      total={peakAt === null ? 0 : list.data?.total}
      loading={stat.isPending || (peakAt !== null && list.isLoading)}
      fetching={list.isFetching}
      failed={stat.isError || list.isError}
      paging={props.paging}
      onChange={(paging) => props.onPaging({ current: paging.current, pageSize: paging.pageSize })}
    />
  );
}
