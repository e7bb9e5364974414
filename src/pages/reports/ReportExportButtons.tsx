import { DownloadOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Space } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useAppApi } from "../../components/app-api/LazyAppApi";
import type { ApiResult, DownloadedFile } from "../../providers/http/client";
import { saveFile } from "../../resource-kit/actions/save-file";

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
  const { message } = useAppApi();
  const [running, setRunning] = useState<ReportExportFormat | null>(null);

  async function run(format: ReportExportFormat) {
    setRunning(format);
    try {
      // A failure is toasted by the HTTP client in the user's language.
      const result = await download(format);
      if (!result.ok) return;
      saveFile(
        result.data.blob,
        result.data.fileName ?? `${fileName}-${dayjs().format("YYYYMMDD-HHmm")}.${format}`,
      );
      message.success(t("reports.export.done"));
    } catch {
      message.error(t("reports.export.failed"));
    } finally {
      setRunning(null);
    }
  }

  return (
    <Space wrap>
      {REPORT_EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          icon={<DownloadOutlined />}
          loading={running === format}
          disabled={running !== null && running !== format}
          aria-label={label ? `${t(`reports.export.${format}`)} · ${label}` : undefined}
          onClick={() => void run(format)}
        >
          {t(`reports.export.${format}`)}
        </Button>
      ))}
    </Space>
  );
}
