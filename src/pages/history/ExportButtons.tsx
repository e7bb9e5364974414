import { useTranslate } from "@refinedev/core";
import { HISTORY_EXPORT_FORMATS } from "#contract/limits/meetings";
import { FileExportButtons } from "../../components/FileExportButtons";
import { exportHistory, type HistoryExportFilters } from "./export-history";

/** XLSX and CSV export of the filtered history (the server caps it at 10 000 rows). */
export function ExportButtons({ query }: { query: HistoryExportFilters }) {
  const t = useTranslate();
  return (
    <FileExportButtons
      formats={HISTORY_EXPORT_FORMATS}
      download={(format) => exportHistory(format, query)}
      fileName={t("history.exportFileName")}
      labelOf={(format) => t(`history.export.${format}`)}
      done={t("history.exported")}
      failed={t("history.exportFailed")}
    />
  );
}
