import { DownloadOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Space } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { HISTORY_EXPORT_FORMATS } from "#contract/limits/meetings";
import type { HistoryExportFormat as Format } from "#contract/meetings";
import { useAppApi } from "../../components/app-api/LazyAppApi";
import { saveFile } from "../../resource-kit/actions/save-file";
import { exportHistory, type HistoryExportFilters } from "./export-history";

/** XLSX and CSV export of the filtered history (the server caps it at 10 000 rows). */
export function ExportButtons({ query }: { query: HistoryExportFilters }) {
  const t = useTranslate();
  const { message } = useAppApi();
  const [running, setRunning] = useState<Format | null>(null);

  async function run(format: Format) {
    setRunning(format);
    try {
      // A failure is toasted by the HTTP client in the user's language.
      const result = await exportHistory(format, query);
      if (!result.ok) return;
      const fallback = `${t("history.exportFileName")}-${dayjs().format("YYYYMMDD-HHmm")}.${format}`;
      saveFile(result.data.blob, result.data.fileName ?? fallback);
      message.success(t("history.exported"));
    } catch {
      message.error(t("history.exportFailed"));
    } finally {
      setRunning(null);
    }
  }

  return (
    <Space>
      {HISTORY_EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          icon={<DownloadOutlined />}
          loading={running === format}
          disabled={running !== null && running !== format}
          onClick={() => void run(format)}
        >
          {t(`history.export.${format}`)}
        </Button>
      ))}
    </Space>
  );
}
