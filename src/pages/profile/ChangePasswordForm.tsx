import { useTranslate } from "@refinedev/core";
import { Button, Form, Input } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { authOps } from "#contract/operations/auth";
import { passwordRuleParams } from "#contract/rules/password";
import { changePassword } from "../../auth/password-calls";
import { session } from "../../auth/session";
import { usePasswordPolicy } from "../../auth/use-password-policy";
import { useAppApi } from "../../components/app-api/LazyAppApi";
import { call } from "../../providers/http/call";
import { LOGIN_PATH } from "../../routing/route-table";

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Change one's own password; the server's rules decide and its field messages are shown. */
export function ChangePasswordForm({ userId }: { userId: string }) {
  const t = useTranslate();
  const { message } = useAppApi();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const policy = usePasswordPolicy();
  const rule = passwordRuleParams(policy);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const face = await call(authOps.loginInterface);
      if (!face.ok) return;
      const result = await changePassword(
        userId,
        values.oldPassword,
        values.newPassword,
        face.data.publicKey,
      );
      if (result.ok) {
        message.success(t("profile.passwordChanged"));
        session.clear();
        navigate(LOGIN_PATH, { replace: true });
        return;
      }
      const fields = Object.entries(result.fields ?? {});
      if (fields.length > 0)
        form.setFields(fields.map(([name, error]) => ({ name: name as keyof Values, errors: [error] })));
      else message.error(result.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 420 }} requiredMark>
      <Form.Item
        name="oldPassword"
        label={t("profile.oldPassword")}
        rules={[{ required: true, message: t("profile.rules.oldRequired") }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t("profile.newPassword")}
        extra={t("profile.passwordHint", rule)}
        dependencies={["oldPassword"]}
        rules={[
          { required: true, message: t("profile.rules.newRequired") },
          { min: rule.min, max: rule.max, message: t("profile.rules.length", rule) },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              value && value === getFieldValue("oldPassword")
                ? Promise.reject(new Error(t("profile.rules.sameAsOld")))
                : Promise.resolve(),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t("profile.confirmPassword")}
        dependencies={["newPassword"]}
        rules={[
          { required: true, message: t("profile.rules.confirmRequired") },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue("newPassword")
                ? Promise.resolve()
                : Promise.reject(new Error(t("profile.rules.mismatch"))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t("profile.changePassword")}
      </Button>
    </Form>
  );
}
