import { useTranslate } from "@refinedev/core";
import { Form, Input, Modal } from "antd";
import { useState } from "react";
import type { AppVersion } from "#contract/apphub";
import { APP_VERSION_MAX, RELEASE_NOTES_MAX } from "#contract/limits/settings";
import { apphubOps } from "#contract/operations/apphub";
import { call } from "../../providers/http/call";
import { showFieldErrors } from "../system-settings/form-errors";

interface Values {
  version: string;
  releaseNotes?: string | null;
}

/** Changes a version's number and release notes (the package itself stays). */
export function EditVersionDialog({
  version,
  onClose,
  onSaved,
}: {
  version: AppVersion;
  onClose(): void;
  onSaved(): void;
}) {
  const t = useTranslate();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const save = async (values: Values) => {
    setSaving(true);
    const result = await call(
      apphubOps.update,
      {
        params: { id: version.id },
        body: {
          version: values.version.trim(),
          releaseNotes: values.releaseNotes?.trim() || null,
        },
      },
      { silent: true },
    );
    setSaving(false);
    if (result.ok) onSaved();
    else if (!showFieldErrors(form, result)) form.setFields([{ name: "version", errors: [result.message] }]);
  };
  return (
    <Modal
      open
      title={t("app-packages.editTitle", { name: version.fileName })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: saving }}
      maskClosable={false}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={save}
        initialValues={{ version: version.version, releaseNotes: version.releaseNotes }}
        requiredMark
      >
        <Form.Item
          name="version"
          label={t("app-packages.version")}
          rules={[
            { required: true, whitespace: true, message: t("app-packages.versionRequired") },
            { pattern: /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/, message: t("app-packages.versionFormat") },
          ]}
        >
          <Input maxLength={APP_VERSION_MAX} />
        </Form.Item>
        <Form.Item name="releaseNotes" label={t("app-packages.releaseNotes")}>
          <Input.TextArea maxLength={RELEASE_NOTES_MAX} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
