import { useTranslate } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Card, Form, InputNumber, Radio, Skeleton, Space, Switch, Typography } from "antd";
import { useEffect } from "react";
import type { AuthSettings, AuthSettingsBody } from "#contract/auth-settings";
import {
  LOGIN_TYPES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_POLICY_RANGES,
  SSO_PROTOCOLS,
} from "#contract/limits/auth";
import { authSettingsOps } from "#contract/operations/auth-settings";
import { passwordRuleParams } from "#contract/rules/password";
import { setPasswordPolicy } from "../../../auth/password-policy";
import { PASSWORD_POLICY_KEY } from "../../../auth/use-password-policy";
import { useAppApi } from "../../../components/app-api/LazyAppApi";
import { call } from "../../../providers/http/call";
import { unwrap } from "../../../providers/http/client";
import { AUTH_SETTINGS_KEY } from "../query-keys";
import { SaveResetButtons } from "../SettingsCard";
import { useSettingsCalls } from "../settings-calls";
import { useUnsavedChanges } from "../unsaved-changes";
import { AuditRetentionCard } from "./AuditRetentionCard";
import { SsoSettingsCard } from "./SsoSettingsCard";

/** The login types this tab offers; LDAP and single sign-on once they are set up. */
const OFFERED = LOGIN_TYPES;
const SSO_TYPES: readonly string[] = SSO_PROTOCOLS;
const { minLength, minClasses } = PASSWORD_POLICY_RANGES;
const CLASS_COUNTS = Array.from(
  { length: minClasses.maximum - minClasses.minimum + 1 },
  (_, i) => minClasses.minimum + i,
);

/** antd passes a role on to the group's element; its props type leaves it out. */
const RADIO_GROUP = { role: "radiogroup" } as object;

const bodyOf = (settings: AuthSettings): AuthSettingsBody => ({
  loginType: settings.loginType,
  singleSession: settings.singleSession,
  passwordPolicy: settings.passwordPolicy,
});

/**
 * The user-setting tab (authentication): how users sign in (local accounts, or also LDAP accounts
 * once the directory is set up), one session per account, and the password rule the server checks
 * whenever a password is set. A component of its own, so that the system settings page can host it.
 */
export function AuthenticationSettings() {
  const t = useTranslate();
  const { message } = useAppApi();
  const client = useQueryClient();
  const [form] = Form.useForm<AuthSettingsBody>();
  const { busy, run } = useSettingsCalls(form);
  const { markDirty, markClean } = useUnsavedChanges();
  const settings = useQuery({
    queryKey: AUTH_SETTINGS_KEY,
    queryFn: async () => unwrap(await call(authSettingsOps.get)),
  });
  const policy = Form.useWatch("passwordPolicy", form) ?? settings.data?.passwordPolicy;
  const singleSession = Form.useWatch("singleSession", form) ?? settings.data?.singleSession;

  useEffect(() => {
    if (settings.data) form.setFieldsValue(bodyOf(settings.data));
  }, [settings.data, form]);

  if (!settings.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const current = settings.data;
  const unavailable = (type: string) =>
    type !== current.loginType &&
    ((type === "LDAP" && !current.ldapConfigured) ||
      (SSO_TYPES.includes(type) && current.ssoProtocol !== type));

  const save = async (values: AuthSettingsBody) => {
    const result = await run("save", () => call(authSettingsOps.update, { body: values }, { silent: true }));
    if (!result.ok) return;
    markClean();
    client.setQueryData(AUTH_SETTINGS_KEY, result.data);
    setPasswordPolicy(result.data.passwordPolicy);
    await client.invalidateQueries({ queryKey: PASSWORD_POLICY_KEY });
    message.success(t("auth-settings.saved"));
  };

  return (
    <div className="settings-stack">
      <Form
        form={form}
        layout="vertical"
        initialValues={bodyOf(current)}
        onFinish={save}
        onValuesChange={markDirty}
        requiredMark={false}
      >
        <div className="settings-stack">
          <Card title={t("auth-settings.loginType")}>
            <Form.Item name="loginType" style={{ marginBottom: 0 }}>
              <Radio.Group {...RADIO_GROUP} aria-label={t("auth-settings.loginType")}>
                <Space direction="vertical">
                  {OFFERED.map((type) => (
                    <Radio key={type} value={type} disabled={unavailable(type)}>
                      <strong>{t(`auth-settings.loginTypes.${type}`)}</strong>
                      <div className="muted">{t(`auth-settings.loginTypeHelp.${type}`)}</div>
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            </Form.Item>
            {!current.ldapConfigured && (
              <Alert
                type="info"
                showIcon
                style={{ marginTop: 16 }}
                message={t("auth-settings.ldapNotConfigured")}
              />
            )}
            {!current.ssoProtocol && (
              <Alert
                type="info"
                showIcon
                style={{ marginTop: 16 }}
                message={t("auth-settings.ssoNotConfigured")}
              />
            )}
          </Card>
          <Card title={t("auth-settings.singleSession")}>
            <Space align="start">
              <Form.Item name="singleSession" valuePropName="checked" noStyle>
                <Switch aria-label={t("auth-settings.singleSession")} />
              </Form.Item>
              <strong>{t(singleSession ? "auth-settings.on" : "auth-settings.off")}</strong>
              <Typography.Text type="secondary">{t("auth-settings.singleSessionHelp")}</Typography.Text>
            </Space>
          </Card>
          <Card title={t("auth-settings.passwordRule")}>
            <Typography.Paragraph type="secondary">
              {t("auth-settings.passwordRuleHelp")}
            </Typography.Paragraph>
            <Space size="large" wrap align="start">
              <Form.Item
                name={["passwordPolicy", "minLength"]}
                label={t("auth-settings.minLength")}
                rules={[{ required: true, type: "integer", min: minLength.minimum, max: minLength.maximum }]}
              >
                <InputNumber
                  min={minLength.minimum}
                  max={minLength.maximum}
                  precision={0}
                  addonAfter={t("auth-settings.minLengthSuffix", { max: PASSWORD_MAX_LENGTH })}
                />
              </Form.Item>
              <Form.Item
                name={["passwordPolicy", "minClasses"]}
                label={t("auth-settings.minClasses")}
                extra={t("auth-settings.minClassesHelp")}
                rules={[{ required: true }]}
              >
                <Radio.Group
                  {...RADIO_GROUP}
                  aria-label={t("auth-settings.minClasses")}
                  optionType="button"
                  options={CLASS_COUNTS.map((count) => ({
                    value: count,
                    label: t("auth-settings.classes", { count }),
                  }))}
                />
              </Form.Item>
            </Space>
            {policy?.minLength && policy.minClasses ? (
              <Alert type="info" showIcon message={t("auth-settings.preview", passwordRuleParams(policy))} />
            ) : null}
          </Card>
          <SaveResetButtons
            saving={busy !== null}
            saveLabel={t("auth-settings.save")}
            resetLabel={t("auth-settings.reset")}
            onReset={() => {
              form.setFieldsValue(bodyOf(current));
              markClean();
            }}
          />
        </div>
      </Form>
      <SsoSettingsCard />
      <AuditRetentionCard />
    </div>
  );
}
