import { useTranslate, useWarnAboutChange } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Form, Input, Space } from "antd";
import { useEffect, useState } from "react";
import type { CurrentUser } from "#contract/auth";
import { EMAIL_MAX, PERSON_NAME_MAX, PHONE_MAX } from "#contract/limits/people";
import { profileOps } from "#contract/operations/profile";
import { session } from "../../auth/session";
import { useAppApi } from "../../components/app-api/LazyAppApi";
import { call } from "../../providers/http/call";

interface Values {
  name: string;
  email: string;
  phone: string;
}

const PHONE = /^\+?[0-9][0-9\s()-]*(?:(?:ext\.?|x|#)\s*[0-9]+)?$/i;

/** Editing one's own name, e-mail and phone; the header and the session follow the saved values. */
export function ProfileForm({ user, onDone }: { user: CurrentUser; onDone: () => void }) {
  const t = useTranslate();
  const { message } = useAppApi();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { setWarnWhen } = useWarnAboutChange();
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);

  const submit = async (values: Values) => {
    setSaving(true);
    const result = await call(
      profileOps.update,
      {
        body: {
          name: values.name.trim(),
          email: values.email.trim() || null,
          phone: values.phone.trim() || null,
        },
      },
      { silent: true },
    );
    setSaving(false);
    if (!result.ok) {
      const fields = Object.entries(result.fields ?? {});
      if (fields.length > 0)
        form.setFields(fields.map(([name, error]) => ({ name: name as keyof Values, errors: [error] })));
      else message.error(result.message);
      return;
    }
    setWarnWhen(false);
    session.setUser(result.data);
    await client.invalidateQueries({ predicate: (query) => query.queryKey.includes("identity") });
    message.success(t("profile.saved"));
    onDone();
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 420 }}
      initialValues={{ name: user.name, email: user.email ?? "", phone: user.phone ?? "" }}
      onFinish={submit}
      onValuesChange={() => setWarnWhen(true)}
    >
      <Form.Item
        name="name"
        label={t("profile.name")}
        rules={[{ required: true, whitespace: true, message: t("profile.rules.nameRequired") }]}
      >
        <Input maxLength={PERSON_NAME_MAX} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t("profile.email")}
        rules={[{ type: "email", message: t("profile.rules.email") }]}
      >
        <Input maxLength={EMAIL_MAX} autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t("profile.phone")}
        rules={[{ pattern: PHONE, message: t("profile.rules.phone") }]}
      >
        <Input maxLength={PHONE_MAX} autoComplete="tel" inputMode="tel" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t("profile.save")}
        </Button>
        <Button
          disabled={saving}
          onClick={() => {
            setWarnWhen(false);
            onDone();
          }}
        >
          {t("profile.cancel")}
        </Button>
      </Space>
    </Form>
  );
}
