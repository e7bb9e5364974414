import { CheckCircleOutlined, ExclamationCircleOutlined, MinusCircleOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Col, Form, Input, InputNumber, Row, Select, Space, Switch, Tag, Typography } from "antd";
import { EMAIL_PATTERN, MAIL_HOST_MAX, MAIL_SECURITIES, NOTICE_LANGUAGES } from "#contract/limits/notice";
import { EMAIL_MAX } from "#contract/limits/people";
import type { MailSettings, MailSettingsBody, MailTestResult } from "#contract/notice";
import { noticeOps } from "#contract/operations/notice";
import { useAppApi } from "../../../components/app-api/LazyAppApi";
import { call, queryKeyOf } from "../../../providers/http/call";
import { SettingsCard, TestResultAlert } from "../SettingsCard";
import { saveMailSettings, sendTestMail } from "../secret-settings";
import { useConnectionSettings } from "../settings-calls";
import { useUnsavedChanges } from "../unsaved-changes";

export const MAIL_SETTINGS_KEY = queryKeyOf(noticeOps.mail);
const EMAIL = new RegExp(EMAIL_PATTERN);
/** The usual port of each way of securing the connection. */
const PORTS: Record<MailSettingsBody["security"], number> = { NONE: 25, STARTTLS: 587, TLS: 465 };

type MailFormValues = Omit<MailSettingsBody, "username" | "fromName"> & {
  username: string;
  fromName: string;
  testTo: string;
};

const valuesOf = (settings: MailSettings | undefined): Partial<MailFormValues> => ({
  enabled: settings?.configured ? settings.enabled : true,
  host: settings?.host ?? "",
  port: settings?.port ?? 587,
  security: settings?.security ?? "STARTTLS",
  username: settings?.username ?? "",
  password: "",
  fromAddress: settings?.fromAddress ?? "",
  fromName: settings?.fromName ?? "",
  language: settings?.language ?? "zh-CN",
});

const bodyOf = ({ testTo: _to, ...values }: MailFormValues): MailSettingsBody => ({
  ...values,
  username: values.username.trim() || null,
  fromName: values.fromName.trim() || null,
  password: values.password || undefined,
});

function StatusTag({ settings }: { settings: MailSettings }) {
  const t = useTranslate();
  if (!settings.configured) {
    return (
      <Tag icon={<ExclamationCircleOutlined />} color="warning">
        {t("notice-settings.mail.notConfigured")}
      </Tag>
    );
  }
  return settings.enabled ? (
    <Tag icon={<CheckCircleOutlined />} color="success">
      {t("notice-settings.mail.on")}
    </Tag>
  ) : (
    <Tag icon={<MinusCircleOutlined />}>{t("notice-settings.mail.off")}</Tag>
  );
}

function TestResult({ result }: { result: MailTestResult }) {
  const t = useTranslate();
  return (
    <TestResultAlert
      ok={result.ok}
      message={result.message}
      details={
        <>
          {result.detail && <div>{t("notice-settings.mail.serverSays", { detail: result.detail })}</div>}
          <div>{t("notice-settings.mail.elapsed", { ms: result.elapsedMs })}</div>
        </>
      }
    />
  );
}

/**
 * The mail server the notifications go through: address, port and security, the account (its
 * password write-only: a stored one is kept while the field stays empty), the sender, and the
 * language of the notifications. "Send test message" tries the form's values without saving them.
 */
export function MailServerCard() {
  const t = useTranslate();
  const { message } = useAppApi();
  const client = useQueryClient();
  const { form, settings, busy, run, test, tested } = useConnectionSettings<
    MailFormValues,
    MailSettings,
    MailTestResult
  >({ queryKey: MAIL_SETTINGS_KEY, read: () => call(noticeOps.mail), valuesOf });
  const { markDirty, markClean } = useUnsavedChanges();
  const stored = settings.data?.passwordSet ?? false;
  const username = Form.useWatch("username", form);

  const save = async (values: MailFormValues) => {
    const result = await run("save", () => saveMailSettings(bodyOf(values)));
    if (!result.ok) return;
    markClean();
    message.success(t("notice-settings.mail.saved"));
    client.setQueryData(MAIL_SETTINGS_KEY, result.data);
    form.setFieldValue("password", "");
  };

  const sendTest = async () => {
    const values = await form.validateFields({ validateOnly: false }).catch(() => null);
    if (!values) return;
    if (!values.testTo?.trim()) {
      form.setFields([{ name: "testTo", errors: [t("notice-settings.mail.testToRequired")] }]);
      return;
    }
    await test(() => sendTestMail(values.testTo.trim(), bodyOf(values)));
  };

  return (
    <SettingsCard
      title={t("notice-settings.mail.title")}
      status={settings.data && <StatusTag settings={settings.data} />}
      intro={t("notice-settings.mail.intro")}
      loading={settings.isLoading}
      skeletonRows={8}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={save}
        onValuesChange={(changed: Partial<MailFormValues>) => {
          if (!("testTo" in changed)) markDirty();
          if (changed.security) form.setFieldValue("port", PORTS[changed.security]);
        }}
        initialValues={valuesOf(settings.data)}
      >
        <Form.Item name="enabled" label={t("notice-settings.mail.enabled")} valuePropName="checked">
          <Switch
            checkedChildren={t("notice-settings.mail.on")}
            unCheckedChildren={t("notice-settings.mail.off")}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} lg={10}>
            <Form.Item
              name="host"
              label={t("notice-settings.mail.host")}
              rules={[
                { required: true, whitespace: true, message: t("notice-settings.mail.hostRequired") },
                { pattern: /^[A-Za-z0-9.:[\]-]+$/, message: t("notice-settings.mail.hostInvalid") },
              ]}
            >
              <Input maxLength={MAIL_HOST_MAX} placeholder="smtp.example.com" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={12} lg={7}>
            <Form.Item name="security" label={t("notice-settings.mail.security")}>
              <Select
                options={MAIL_SECURITIES.map((value) => ({
                  value,
                  label: t(`notice-settings.mail.securities.${value}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} lg={7}>
            <Form.Item
              name="port"
              label={t("notice-settings.mail.port")}
              rules={[
                {
                  required: true,
                  type: "integer",
                  min: 1,
                  max: 65535,
                  message: t("notice-settings.mail.portInvalid"),
                },
              ]}
            >
              <InputNumber min={1} max={65535} precision={0} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item
              name="username"
              label={t("notice-settings.mail.username")}
              extra={t("notice-settings.mail.usernameHelp")}
            >
              <Input maxLength={254} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item
              name="password"
              label={t("notice-settings.mail.password")}
              extra={stored ? t("notice-settings.mail.passwordStored") : undefined}
              rules={[
                {
                  required: !stored && Boolean(username?.trim()),
                  message: t("notice-settings.mail.passwordRequired"),
                },
              ]}
            >
              <Input.Password
                autoComplete="new-password"
                placeholder={stored ? t("notice-settings.mail.passwordPlaceholder") : undefined}
              />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item
              name="fromAddress"
              label={t("notice-settings.mail.fromAddress")}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t("notice-settings.mail.fromAddressRequired"),
                },
                { pattern: EMAIL, message: t("notice-settings.mail.emailInvalid") },
              ]}
            >
              <Input maxLength={EMAIL_MAX} placeholder="meetings@example.com" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="fromName" label={t("notice-settings.mail.fromName")}>
              <Input maxLength={100} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item
              name="language"
              label={t("notice-settings.mail.language")}
              extra={t("notice-settings.mail.languageHelp")}
            >
              <Select
                options={NOTICE_LANGUAGES.map((value) => ({
                  value,
                  label: t(`notice-settings.languages.${value}`),
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Space wrap align="start" style={{ marginBottom: tested ? 16 : 0 }}>
          <Button type="primary" htmlType="submit" loading={busy === "save"} disabled={busy === "test"}>
            {t("notice-settings.mail.save")}
          </Button>
          <Form.Item
            name="testTo"
            noStyle
            rules={[{ pattern: EMAIL, message: t("notice-settings.mail.emailInvalid") }]}
          >
            <Input
              aria-label={t("notice-settings.mail.testTo")}
              placeholder={t("notice-settings.mail.testTo")}
              maxLength={EMAIL_MAX}
              style={{ width: 260 }}
            />
          </Form.Item>
          <Button onClick={sendTest} loading={busy === "test"} disabled={busy === "save"}>
            {t("notice-settings.mail.test")}
          </Button>
        </Space>
        <Form.Item shouldUpdate noStyle>
          {() => {
            const errors = form.getFieldError("testTo");
            return errors.length > 0 ? (
              <Typography.Text type="danger" role="alert">
                {errors[0]}
              </Typography.Text>
            ) : null;
          }}
        </Form.Item>
        {tested && <TestResult result={tested} />}
      </Form>
    </SettingsCard>
  );
}
