import { DeleteOutlined, UploadOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Alert, Button, Card, Popconfirm, Space, Typography, Upload } from "antd";
import { useState } from "react";
import { LOGIN_IMAGE_MAX_BYTES } from "#contract/limits/settings";
import type { LoginImageParams, LoginPageSettings } from "#contract/login-page";
import { loginPageOps } from "#contract/operations/login-page";
import { call, uploadFile } from "../../../providers/http/call";

type Kind = LoginImageParams["kind"];
const ACCEPT = "image/png,image/jpeg,image/webp";
const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/**
 * One image of the login page: what is shown now, replace it (PNG, JPEG or WebP; the server checks
 * the bytes, this only spares a doomed upload) or remove it. Applies at once: no save needed.
 */
export function LoginImageCard({
  kind,
  url,
  onChanged,
}: {
  kind: Kind;
  url: string | null;
  onChanged: (settings: LoginPageSettings) => void;
}) {
  const t = useTranslate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const limit = megabytes(LOGIN_IMAGE_MAX_BYTES[kind]);
  const label = t(`settings.loginPage.${kind}`);

  const send = async (file: File) => {
    setError(null);
    if (file.size > LOGIN_IMAGE_MAX_BYTES[kind]) {
      setError(t("settings.loginPage.tooLarge", { limit }));
      return;
    }
    setBusy(true);
    // Silent: the card says why the image was refused.
    const result = await uploadFile(loginPageOps.uploadImage, file, { params: { kind } }, { silent: true });
    setBusy(false);
    if (result.ok) onChanged(result.data);
    else setError(result.fields?.file ?? result.message);
  };

  const remove = async () => {
    setBusy(true);
    const result = await call(loginPageOps.removeImage, { params: { kind } });
    setBusy(false);
    if (result.ok) onChanged(result.data);
  };

  return (
    <Card title={label} size="small" className="login-image-card">
      <div className={`login-image-preview login-image-preview-${kind}`}>
        {url ? (
          <img src={url} alt={t("settings.loginPage.current", { what: label })} />
        ) : (
          <Typography.Text type="secondary">{t("settings.loginPage.none")}</Typography.Text>
        )}
      </div>
      <Typography.Paragraph type="secondary">
        {t(`settings.loginPage.${kind}Help`, { limit })}
      </Typography.Paragraph>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Space wrap>
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy}>
            {t(url ? "settings.loginPage.replace" : "settings.loginPage.upload", { what: label })}
          </Button>
        </Upload>
        {url ? (
          <Popconfirm
            title={t("settings.loginPage.removeConfirm", { what: label })}
            okText={t("settings.loginPage.remove", { what: label })}
            cancelText={t("settings.loginPage.keep")}
            onConfirm={remove}
          >
            <Button danger icon={<DeleteOutlined />} disabled={busy}>
              {t("settings.loginPage.remove", { what: label })}
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
    </Card>
  );
}
