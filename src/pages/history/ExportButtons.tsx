import { DownloadOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { App, Button, Space } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { exportHistory, type ListQuery } from "../../api/meetings";
import { saveFile } from "../../resource-kit/actions/save-file";

type Format = "xlsx" | "csv";

/** XLSX and CSV export of the filtered history (the server caps it at 10 000 rows). */
export function ExportButtons({ query }: { query: ListQuery }) {
  const t = useTranslate();
  const { message } = App.useApp();
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
      {(["xlsx", "csv"] as const).map((format) => (
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
