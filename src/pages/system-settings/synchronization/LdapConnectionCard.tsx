import { CheckCircleOutlined, ExclamationCircleOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Col, Form, Input, Row, Skeleton, Space, Tag, Typography } from "antd";
import { useEffect, useState } from "react";
import type { LdapTestResult } from "#contract/ldap";
import { LDAP_DN_MAX, LDAP_FILTER_MAX, LDAP_URL_MAX } from "#contract/limits";
import { ldapOps } from "#contract/operations/ldap";
import { getLdapSettings, saveLdapSettings, testLdapSettings } from "../../../api/ldap";
import { useAppApi } from "../../../components/app-api/LazyAppApi";
import { queryKeyOf } from "../../../providers/http/call";
import { unwrap } from "../../../providers/http/client";
import { showFieldErrors } from "../form-errors";
import { AUTH_SETTINGS_KEY } from "../query-keys";
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
    <Alert
      role="status"
      showIcon
      type={result.ok ? "success" : "error"}
      message={t(result.ok ? "sync-settings.connection.testOk" : "sync-settings.connection.testFailed")}
      description={lines.map((line) => <div key={line}>{line}</div>)}
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
  const [form] = Form.useForm<LdapFormValues>();
  const settings = useQuery({
    queryKey: LDAP_SETTINGS_KEY,
    queryFn: async () => unwrap(await getLdapSettings()),
  });
  const [busy, setBusy] = useState<"test" | "save" | null>(null);
  const [tested, setTested] = useState<LdapTestResult | null>(null);
  const stored = settings.data?.bindPasswordSet ?? false;

  useEffect(() => {
    if (settings.data) form.setFieldsValue(formValuesOf(settings.data));
  }, [settings.data, form]);

  const test = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy("test");
    setTested(null);
    const result = await testLdapSettings(bodyOf(values));
    setBusy(null);
    if (result.ok) setTested(result.data);
    else if (!showFieldErrors(form, result)) message.error(result.message);
  };

  const { markDirty, markClean } = useUnsavedChanges();

  const save = async (values: LdapFormValues) => {
    setBusy("save");
    const result = await saveLdapSettings(bodyOf(values));
    setBusy(null);
    if (!result.ok) {
      if (!showFieldErrors(form, result)) message.error(result.message);
      return;
    }
    markClean();
    message.success(t("sync-settings.connection.saved"));
    client.setQueryData(LDAP_SETTINGS_KEY, result.data);
    form.setFieldValue("bindPassword", "");
    await client.invalidateQueries({ queryKey: AUTH_SETTINGS_KEY });
  };

  const title = (
    <Space>
      <span>{t("sync-settings.connection.title")}</span>
      {settings.data &&
        (settings.data.configured ? (
          <Tag icon={<CheckCircleOutlined />} color="success">
            {t("sync-settings.connection.configured")}
          </Tag>
        ) : (
          <Tag icon={<ExclamationCircleOutlined />} color="warning">
            {t("sync-settings.connection.notConfigured")}
          </Tag>
        ))}
    </Space>
  );

  return (
    <Card title={title}>
      <Typography.Paragraph type="secondary">{t("sync-settings.connection.intro")}</Typography.Paragraph>
      {settings.isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
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
                <Input
                  maxLength={LDAP_URL_MAX}
                  placeholder="ldap://ldap.example.com:389"
                  autoComplete="off"
                />
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
            <Button onClick={test} loading={busy === "test"} disabled={busy === "save"}>
              {t("sync-settings.connection.test")}
            </Button>
          </Space>
          {tested && <TestResult result={tested} />}
        </Form>
      )}
    </Card>
  );
}
