import { DownloadOutlined } from "@ant-design/icons";
import { Button, Space } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import type { ApiResult, DownloadedFile } from "../providers/http/client";
import { saveFile } from "../resource-kit/actions/save-file";
import { useAppApi } from "./app-api/LazyAppApi";

interface Props<F extends string> {
  formats: readonly F[];
  /** Streams the file of one format from the server. */
  download: (format: F) => Promise<ApiResult<DownloadedFile>>;
  /** The file's name when the server names none, without date or extension. */
  fileName: string;
  labelOf: (format: F) => string;
  /** A name for each button that says what it exports, where a page has several exports. */
  ariaLabelOf?: (format: F) => string;
  done: string;
  failed: string;
}

/** One button per file format; the answer is saved under the server's name. */
export function FileExportButtons<F extends string>({
  formats,
  download,
  fileName,
  labelOf,
  ariaLabelOf,
  done,
  failed,
}: Props<F>) {
  const { message } = useAppApi();
  const [running, setRunning] = useState<F | null>(null);

  async function run(format: F) {
    setRunning(format);
    try {
      // A refusal is toasted by the HTTP client in the user's language.
      const result = await download(format);
      if (!result.ok) return;
      saveFile(
        result.data.blob,
        result.data.fileName ?? `${fileName}-${dayjs().format("YYYYMMDD-HHmm")}.${format}`,
      );
      message.success(done);
    } catch {
      message.error(failed);
    } finally {
      setRunning(null);
    }
  }

  return (
    <Space wrap>
      {formats.map((format) => (
        <Button
          key={format}
          icon={<DownloadOutlined />}
          loading={running === format}
          disabled={running !== null && running !== format}
          aria-label={ariaLabelOf?.(format)}
          onClick={() => void run(format)}
        >
          {labelOf(format)}
        </Button>
      ))}
    </Space>
  );
}
