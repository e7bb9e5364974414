import { CheckCircleOutlined, ExclamationCircleOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Col, Form, Input, Row, Space, Tag, Typography } from "antd";
import type { LdapSettings, LdapTestResult } from "#contract/ldap";
import { LDAP_DN_MAX, LDAP_FILTER_MAX, LDAP_URL_MAX } from "#contract/limits/auth";
import { ldapOps } from "#contract/operations/ldap";
import { useAppApi } from "../../../components/app-api/LazyAppApi";
import { call, queryKeyOf } from "../../../providers/http/call";
import { AUTH_SETTINGS_KEY } from "../query-keys";
import { SettingsCard, TestResultAlert } from "../SettingsCard";
import { saveLdapSettings, testLdapSettings } from "../secret-settings";
import { useConnectionSettings } from "../settings-calls";
import { useUnsavedChanges } from "../unsaved-changes";
import { ATTRIBUTE_PATTERN, bodyOf, formValuesOf, type LdapFormValues, URL_PATTERN } from "./ldap-form";

export const LDAP_SETTINGS_KEY = queryKeyOf(ldapOps.get);

const ATTRIBUTES = ["account", "name", "email", "phone", "id"] as const;
const OPTIONAL_ATTRIBUTES: readonly string[] = ["email", "phone"];

function TestResult({ result }: { result: LdapTestResult }) {
  const t = useTranslate();
  const lines = [
    result.message,
    result.sample.length > 0
      ? t("sync-settings.connection.testSample", { accounts: result.sample.join(", ") })
      : null,
    result.detail ? t("sync-settings.connection.directorySays", { detail: result.detail }) : null,
    t("sync-settings.connection.testElapsed", { ms: result.elapsedMs }),
  ].filter((line): line is string => line !== null);
  return (
    <TestResultAlert
      ok={result.ok}
      message={t(result.ok ? "sync-settings.connection.testOk" : "sync-settings.connection.testFailed")}
      details={lines.map((line) => <div key={line}>{line}</div>)}
    />
  );
}

/**
 * The directory connection: address, bind account and password (write-only: a stored one is kept
 * when the field stays empty), where and which users to read, and which attribute fills which
 * field. "Test connection" tries the form's values without saving them.
 */
export function LdapConnectionCard() {
  const t = useTranslate();
  const { message } = useAppApi();
  const client = useQueryClient();
  const { form, settings, busy, run, test, tested } = useConnectionSettings<
    LdapFormValues,
    LdapSettings,
    LdapTestResult
  >({ queryKey: LDAP_SETTINGS_KEY, read: () => call(ldapOps.get), valuesOf: formValuesOf });
  const stored = settings.data?.bindPasswordSet ?? false;

  const sendTest = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) await test(() => testLdapSettings(bodyOf(values)));
  };

  const { markDirty, markClean } = useUnsavedChanges();

  const save = async (values: LdapFormValues) => {
    const result = await run("save", () => saveLdapSettings(bodyOf(values)));
    if (!result.ok) return;
    markClean();
    message.success(t("sync-settings.connection.saved"));
    client.setQueryData(LDAP_SETTINGS_KEY, result.data);
    form.setFieldValue("bindPassword", "");
    await client.invalidateQueries({ queryKey: AUTH_SETTINGS_KEY });
  };

  return (
    <SettingsCard
      title={t("sync-settings.connection.title")}
      status={
        settings.data &&
        (settings.data.configured ? (
          <Tag icon={<CheckCircleOutlined />} color="success">
            {t("sync-settings.connection.configured")}
          </Tag>
        ) : (
          <Tag icon={<ExclamationCircleOutlined />} color="warning">
            {t("sync-settings.connection.notConfigured")}
          </Tag>
        ))
      }
      intro={t("sync-settings.connection.intro")}
      loading={settings.isLoading}
      skeletonRows={8}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={save}
        onValuesChange={markDirty}
        initialValues={formValuesOf(settings.data)}
        requiredMark
      >
        <Row gutter={16}>
          <Col xs={24} lg={12}>
            <Form.Item
              name="url"
              label={t("sync-settings.connection.url")}
              extra={t("sync-settings.connection.urlHelp")}
              rules={[
                { required: true, whitespace: true, message: t("sync-settings.connection.urlRequired") },
                { pattern: URL_PATTERN, message: t("sync-settings.connection.urlInvalid") },
              ]}
            >
              <Input maxLength={LDAP_URL_MAX} placeholder="ldap://ldap.example.com:389" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item
              name="baseDn"
              label={t("sync-settings.connection.baseDn")}
              extra={t("sync-settings.connection.baseDnHelp")}
              rules={[
                { required: true, whitespace: true, message: t("sync-settings.connection.baseDnRequired") },
              ]}
            >
              <Input maxLength={LDAP_DN_MAX} placeholder="ou=people,dc=example,dc=com" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item
              name="bindDn"
              label={t("sync-settings.connection.bindDn")}
              extra={t("sync-settings.connection.bindDnHelp")}
              rules={[
                { required: true, whitespace: true, message: t("sync-settings.connection.bindDnRequired") },
              ]}
            >
              <Input maxLength={LDAP_DN_MAX} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item
              name="bindPassword"
              label={t("sync-settings.connection.bindPassword")}
              extra={stored ? t("sync-settings.connection.bindPasswordStored") : undefined}
              rules={[{ required: !stored, message: t("sync-settings.connection.bindPasswordRequired") }]}
            >
              <Input.Password
                autoComplete="new-password"
                placeholder={stored ? t("sync-settings.connection.bindPasswordPlaceholder") : undefined}
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="userFilter"
              label={t("sync-settings.connection.userFilter")}
              extra={t("sync-settings.connection.userFilterHelp")}
              rules={[
                {
                  required: true,
                  pattern: /^\(.*\)$/,
                  message: t("sync-settings.connection.userFilterInvalid"),
                },
              ]}
            >
              <Input maxLength={LDAP_FILTER_MAX} autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <fieldset className="settings-fieldset">
          <legend>{t("sync-settings.connection.attributes")}</legend>
          <Typography.Paragraph type="secondary">
            {t("sync-settings.connection.attributesHelp")}
          </Typography.Paragraph>
          <Row gutter={16}>
            {ATTRIBUTES.map((name) => (
              <Col xs={12} md={8} xl={4} key={name}>
                <Form.Item
                  name={["attributes", name]}
                  label={t(`sync-settings.connection.attribute.${name}`)}
                  rules={[
                    {
                      required: !OPTIONAL_ATTRIBUTES.includes(name),
                      message: t("sync-settings.connection.attributeInvalid"),
                    },
                    { pattern: ATTRIBUTE_PATTERN, message: t("sync-settings.connection.attributeInvalid") },
                  ]}
                >
                  <Input maxLength={64} autoComplete="off" />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </fieldset>
        <Space style={{ marginBottom: tested ? 16 : 0 }}>
          <Button type="primary" htmlType="submit" loading={busy === "save"} disabled={busy === "test"}>
            {t("sync-settings.connection.save")}
          </Button>
          <Button onClick={sendTest} loading={busy === "test"} disabled={busy === "save"}>
            {t("sync-settings.connection.test")}
          </Button>
        </Space>
        {tested && <TestResult result={tested} />}
      </Form>
    </SettingsCard>
  );
}
