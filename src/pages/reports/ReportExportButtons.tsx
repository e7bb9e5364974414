import { useTranslate } from "@refinedev/core";
import { FileExportButtons } from "../../components/FileExportButtons";
import type { ApiResult, DownloadedFile } from "../../providers/http/client";

export const REPORT_EXPORT_FORMATS = ["xlsx", "csv"] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

interface Props {
  /** Streams the file from the server (a table of the report under the current filters, not its cards). */
  download: (format: ReportExportFormat) => Promise<ApiResult<DownloadedFile>>;
  /** The file's name when the server names none, without date or extension. */
  fileName: string;
  /** Names what is exported, for a page with more than one export (the booked-versus-used section). */
  label?: string;
}

/** XLSX and CSV export of what the report shows, streamed by the server. */
export function ReportExportButtons({ download, fileName, label }: Props) {
  const t = useTranslate();
  return (
    <FileExportButtons
      formats={REPORT_EXPORT_FORMATS}
      download={download}
      fileName={fileName}
      labelOf={(format) => t(`reports.export.${format}`)}
      ariaLabelOf={label ? (format) => `${t(`reports.export.${format}`)} · ${label}` : undefined}
      done={t("reports.export.done")}
      failed={t("reports.export.failed")}
    />
  );
}
