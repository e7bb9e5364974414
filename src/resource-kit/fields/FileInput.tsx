import { DeleteOutlined, UploadOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Space, Typography, Upload, type UploadProps } from "antd";
import { useRef, useState } from "react";
import { filesOps } from "#contract/operations/files";
import { uploadFile } from "../../providers/http/call";
import { formatBytes } from "../../utils/byte-size";
import { acceptsFile } from "../actions/file-check";
import type { FieldDef, FieldUpload } from "../types";
import { FileLinks, Thumbnail } from "./FilePreview";

/** The server's own limit (contract: uploads <= 20 MB) when a field declares none. */
const SERVER_UPLOAD: FieldUpload = { accept: "", maxSize: 20 * 1024 * 1024 };

interface Props {
  field: FieldDef;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  record?: Record<string, unknown>;
  id?: string;
}

function idsOf(value: unknown): string[] {
  if (value === undefined || value === null || value === "") return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

/** The reason a file is refused before uploading (i18n key and values), or undefined. */
export function refusal(upload: FieldUpload, file: { name: string; type: string; size: number }) {
  if (!acceptsFile(upload.accept, file))
    return { key: "kit-fields.fileTypeRefused", values: { accept: upload.accept } };
  if (file.size > upload.maxSize)
    return { key: "kit-fields.fileTooLarge", values: { max: formatBytes(upload.maxSize) } };
  return undefined;
}

/** file/image: uploads to POST /system/file/upload (multipart `file`); the value is the file id (ids when multiple). */
export function FileInput({ field, value, onChange, disabled, record, id }: Props) {
  const t = useTranslate();
  const upload = field.upload ?? SERVER_UPLOAD;
  const [error, setError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const names = useRef(new Map<string, string>());
  const ids = idsOf(value);
  const displayed = field.display ? idsOf(record?.[field.display]) : [];
  idsOf(record?.[field.name]).forEach((fileId, i) => {
    if (displayed[i] && !names.current.has(fileId)) names.current.set(fileId, displayed[i]);
  });

  const beforeUpload: UploadProps["beforeUpload"] = (file) => {
    const refused = refusal(upload, file);
    setError(refused ? t(refused.key, refused.values) : undefined);
    return refused ? Upload.LIST_IGNORE : true;
  };

  const customRequest: UploadProps["customRequest"] = async ({ file, onSuccess, onError }) => {
    setUploading(true);
    // Silent: the field shows the failure beside itself.
    const result = await uploadFile(filesOps.upload, file as Blob, {}, { silent: true });
    setUploading(false);
    if (!result.ok) {
      setError(result.message || t("kit-fields.uploadFailed"));
      onError?.(new Error(result.message));
      return;
    }
    if (result.data.name) names.current.set(result.data.id, result.data.name);
    onChange?.(field.multiple ? [...ids, result.data.id] : result.data.id);
    onSuccess?.(result.data);
  };

  const remove = (fileId: string) => onChange?.(field.multiple ? ids.filter((i) => i !== fileId) : null);

  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Upload
        id={id}
        accept={upload.accept || undefined}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        showUploadList={false}
        disabled={disabled || uploading}
        multiple={field.multiple}
      >
        <Button icon={<UploadOutlined />} loading={uploading} disabled={disabled}>
          {t("kit-fields.upload")}
        </Button>
      </Upload>
      {ids.map((fileId) => (
        <Space key={fileId}>
          {field.type === "image" ? (
            <Thumbnail id={fileId} />
          ) : (
            <FileLinks ids={[fileId]} names={[names.current.get(fileId) ?? fileId]} />
          )}
          {!disabled && (
            <Button
              size="small"
              type="text"
              icon={<DeleteOutlined />}
              aria-label={t("kit-fields.remove")}
              onClick={() => remove(fileId)}
            />
          )}
        </Space>
      ))}
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Space>
  );
}
