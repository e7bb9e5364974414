import { InboxOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Form, Input, Modal, Select, Upload } from "antd";
import { useState } from "react";
import type { AppPlatform } from "#contract/apphub";
import { APP_PLATFORMS, APP_VERSION_MAX, RELEASE_NOTES_MAX } from "#contract/limits/settings";
import { apphubOps } from "#contract/operations/apphub";
import { upload } from "../../providers/http/call";
import { showFieldErrors } from "../system-settings/form-errors";
import { acceptFor } from "./package-format";

interface Values {
  platform: AppPlatform;
  version: string;
  releaseNotes?: string;
  /** Not a value: the field only carries the file's messages (the file is held in state). */
  file?: never;
}

/** Uploads one desktop-client package with its platform, version and release notes. */
export function UploadPackageDialog({ onClose, onSaved }: { onClose(): void; onSaved(): void }) {
  const t = useTranslate();
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const platform = Form.useWatch("platform", form) ?? "WINDOWS";

  const save = async (values: Values) => {
    if (!file) {
      form.setFields([{ name: "file", errors: [t("app-packages.fileRequired")] }]);
      return;
    }
    setSaving(true);
    const body = new FormData();
    body.append("platform", values.platform);
    body.append("version", values.version.trim());
    const releaseNotes = values.releaseNotes?.trim();
    if (releaseNotes) body.append("releaseNotes", releaseNotes);
    body.append("file", file);
    // Silent: the dialog shows messages beside its fields.
    const result = await upload(apphubOps.upload, body, {}, { silent: true, timeout: 0 });
    setSaving(false);
    if (result.ok) onSaved();
    else if (!showFieldErrors(form, result)) form.setFields([{ name: "file", errors: [result.message] }]);
  };

  return (
    <Modal
      open
      title={t("app-packages.uploadTitle")}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t("app-packages.uploadOk")}
      okButtonProps={{ loading: saving }}
      maskClosable={false}
      destroyOnHidden
      width={600}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={save}
        initialValues={{ platform: "WINDOWS" }}
        requiredMark
      >
        {/* Always set (no clear button): a required rule would put aria-required on the select's wrapper, which axe refuses. */}
        <Form.Item name="platform" label={t("app-packages.platform")}>
          <Select
            options={APP_PLATFORMS.map((p) => ({ value: p, label: t(`app-packages.platforms.${p}`) }))}
            onChange={() => form.setFields([{ name: "file", errors: [] }])}
          />
        </Form.Item>
        <Form.Item
          name="version"
          label={t("app-packages.version")}
          extra={t("app-packages.versionHelp")}
          rules={[
            { required: true, whitespace: true, message: t("app-packages.versionRequired") },
            { pattern: /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/, message: t("app-packages.versionFormat") },
          ]}
        >
          <Input maxLength={APP_VERSION_MAX} placeholder="5.2.1" />
        </Form.Item>
        <Form.Item name="releaseNotes" label={t("app-packages.releaseNotes")}>
          <Input.TextArea maxLength={RELEASE_NOTES_MAX} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
        <Form.Item
          name="file"
          label={t("app-packages.file")}
          required
          extra={t("app-packages.fileHelp", { kinds: acceptFor(platform).replaceAll(",", ", ") })}
        >
          <Upload.Dragger
            accept={acceptFor(platform)}
            maxCount={1}
            beforeUpload={(picked) => {
              setFile(picked);
              form.setFields([{ name: "file", errors: [] }]);
              return false;
            }}
            onRemove={() => setFile(null)}
            fileList={file ? [{ uid: "picked", name: file.name, status: "done" }] : []}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t("app-packages.pick")}</p>
          </Upload.Dragger>
        </Form.Item>
      </Form>
    </Modal>
  );
}
