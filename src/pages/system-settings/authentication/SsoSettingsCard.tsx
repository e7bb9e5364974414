import { CheckCircleOutlined, ExclamationCircleOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Form, Input, Radio, Space, Switch, Tag, Typography } from "antd";
import { SSO_DEFAULT_ACCOUNT_ATTRIBUTE, SSO_PROTOCOLS } from "#contract/limits/auth";
import { ssoOps } from "#contract/operations/sso";
import type { SsoSettings, SsoTestResult } from "#contract/sso";
import { useAppApi } from "../../../components/app-api/LazyAppApi";
import { call, queryKeyOf } from "../../../providers/http/call";
import { AUTH_SETTINGS_KEY } from "../query-keys";
import { SettingsCard, TestResultAlert } from "../SettingsCard";
import { saveSsoSettings, testSsoSettings } from "../secret-settings";
import { useConnectionSettings } from "../settings-calls";
import { SsoProtocolFields } from "./SsoProtocolFields";
import { bodyOf, callbackAddresses, formValuesOf, type SsoFormValues, URL_PATTERN } from "./sso-form";

export const SSO_SETTINGS_KEY = queryKeyOf(ssoOps.get);

/** antd passes a role on to the group's element; its props type leaves it out. */
const RADIO_GROUP = { role: "radiogroup" } as object;

function TestResult({ result }: { result: SsoTestResult }) {
  const t = useTranslate();
  return (
    <TestResultAlert
      ok={result.ok}
      message={t(result.ok ? "sso.testOk" : "sso.testFailed")}
      details={
        <>
          <div>{result.message}</div>
          {result.detail && <pre style={{ whiteSpace: "pre-wrap", margin: "4px 0" }}>{result.detail}</pre>}
          <div>{t("sso.testElapsed", { ms: result.elapsedMs })}</div>
        </>
      }
    />
  );
}

/**
 * Single sign-on through the organisation's identity provider (CAS, OpenID Connect or SAML): its
 * addresses and client, which claim or attribute is the account, whether unknown accounts become
 * users, and the addresses to register at the provider. "Test connection" tries the form's values
 * without saving them. The login type above offers the protocol once it is saved complete.
 */
export function SsoSettingsCard() {
  const t = useTranslate();
  const { message } = useAppApi();
  const client = useQueryClient();
  const origin = window.location.origin;
  const { form, settings, busy, run, test, tested, setTested } = useConnectionSettings<
    SsoFormValues,
    SsoSettings,
    SsoTestResult
  >({
    queryKey: SSO_SETTINGS_KEY,
    read: () => call(ssoOps.get),
    valuesOf: (data) => formValuesOf(data, origin),
  });
  const protocol = Form.useWatch("protocol", form) ?? settings.data?.protocol ?? "NONE";
  const consoleUrl = Form.useWatch("consoleUrl", form) ?? settings.data?.consoleUrl ?? origin;
  const createUsers = Form.useWatch("createUsers", form) ?? settings.data?.createUsers ?? false;

  // The whole store: the fields of the other protocols are not mounted, yet are sent (and kept) too.
  const allValues = () => form.getFieldsValue(true) as SsoFormValues;

  const sendTest = async () => {
    if (await form.validateFields().catch(() => null)) await test(() => testSsoSettings(bodyOf(allValues())));
  };

  const save = async () => {
    const result = await run("save", () => saveSsoSettings(bodyOf(allValues())));
    if (!result.ok) return;
    message.success(t("sso.saved"));
    client.setQueryData(SSO_SETTINGS_KEY, result.data);
    form.setFieldValue(["oidc", "clientSecret"], "");
    await client.invalidateQueries({ queryKey: AUTH_SETTINGS_KEY });
  };

  const addresses = protocol === "NONE" ? null : callbackAddresses(consoleUrl)[protocol];

  return (
    <SettingsCard
      title={t("sso.title")}
      status={
        settings.data &&
        (settings.data.configured ? (
          <Tag icon={<CheckCircleOutlined />} color="success">
            {t("sso.configured", { protocol: t(`sso.protocols.${settings.data.protocol}`) })}
          </Tag>
        ) : (
          <Tag icon={<ExclamationCircleOutlined />} color="default">
            {t("sso.notConfigured")}
          </Tag>
        ))
      }
      intro={t("sso.intro")}
      loading={settings.isLoading}
      skeletonRows={6}
    >
      <Form form={form} layout="vertical" onFinish={save} initialValues={formValuesOf(settings.data, origin)}>
        <Form.Item name="protocol" label={t("sso.protocol")}>
          <Radio.Group
            {...RADIO_GROUP}
            aria-label={t("sso.protocol")}
            optionType="button"
            buttonStyle="solid"
          >
            {["NONE", ...SSO_PROTOCOLS].map((value) => (
              <Radio.Button key={value} value={value}>
                {t(`sso.protocols.${value}`)}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        {protocol !== "NONE" && (
          <>
            <Form.Item
              name="consoleUrl"
              label={t("sso.consoleUrl")}
              extra={t("sso.consoleUrlHelp")}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t("sso.required", { label: t("sso.consoleUrl") }),
                },
                { pattern: URL_PATTERN, message: t("sso.urlInvalid") },
              ]}
            >
              <Input maxLength={500} autoComplete="off" />
            </Form.Item>
            <SsoProtocolFields
              protocol={protocol}
              secretStored={settings.data?.oidc.clientSecretSet ?? false}
            />
            <Form.Item
              name="accountAttribute"
              label={t("sso.accountAttribute")}
              extra={t(`sso.accountAttributeHelp.${protocol}`)}
              rules={[{ pattern: /^[A-Za-z0-9_.:/-]*$/, message: t("sso.attributeInvalid") }]}
            >
              <Input
                maxLength={128}
                placeholder={SSO_DEFAULT_ACCOUNT_ATTRIBUTE[protocol]}
                autoComplete="off"
              />
            </Form.Item>
            <Form.Item label={t("sso.createUsers")} extra={t("sso.createUsersHelp")}>
              <Space>
                <Form.Item name="createUsers" valuePropName="checked" noStyle>
                  <Switch aria-label={t("sso.createUsers")} />
                </Form.Item>
                <strong>{t(createUsers ? "sso.createUsersOn" : "sso.createUsersOff")}</strong>
              </Space>
            </Form.Item>
            {addresses && (
              <Alert
                type="info"
                showIcon
                message={t(`sso.registerAt.${protocol}`)}
                description={addresses.map((address) => (
                  <Typography.Text key={address} copyable code>
                    {address}
                  </Typography.Text>
                ))}
                style={{ marginBottom: 16 }}
              />
            )}
          </>
        )}
        {tested && (
          <div style={{ marginBottom: 16 }}>
            <TestResult result={tested} />
          </div>
        )}
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={busy === "save"} disabled={busy === "test"}>
            {t("sso.save")}
          </Button>
          {protocol !== "NONE" && (
            <Button onClick={sendTest} loading={busy === "test"} disabled={busy === "save"}>
              {t("sso.test")}
            </Button>
          )}
          <Button
            disabled={busy !== null}
            onClick={() => {
              form.resetFields();
              form.setFieldsValue(formValuesOf(settings.data, origin));
              setTested(null);
            }}
          >
            {t("sso.reset")}
          </Button>
        </Space>
      </Form>
    </SettingsCard>
  );
}
