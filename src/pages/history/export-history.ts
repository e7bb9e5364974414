import type { HistoryExportFormat, HistoryExportQuery } from "#contract/meetings";
import { historyOps } from "#contract/operations/history";
import { download } from "../../providers/http/call";
import type { ApiResult, DownloadedFile } from "../../providers/http/client";

/** The history's filters and sort, as the export takes them. */
export type HistoryExportFilters = Omit<HistoryExportQuery, "format" | "utcOffset">;

/** The history as a file, its times written in the browser's time zone (minutes east of UTC). */
export function exportHistory(
  format: HistoryExportFormat,
  filters: HistoryExportFilters,
): Promise<ApiResult<DownloadedFile>> {
  const query: HistoryExportQuery = { ...filters, format, utcOffset: -new Date().getTimezoneOffset() || 0 };
  return download(historyOps.export, { query });
}
