import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Descriptions, Form, Input, Select, Skeleton, Space, Typography } from "antd";
import dayjs from "dayjs";
import { useEffect, useState } from "react";
import { NTP_SERVERS_MAX } from "#contract/limits/settings";
import { networkSettingsOps } from "#contract/operations/network-settings";
import { productConfigsOps } from "#contract/operations/product-configs";
import { reportsOps } from "#contract/operations/reports";
import { systemOps } from "#contract/operations/system";
import { useAppApi } from "../../../components/app-api/LazyAppApi";
import { call, queryKeyOf } from "../../../providers/http/call";
import { unwrap } from "../../../providers/http/client";
import { showFieldErrors } from "../form-errors";
import { SaveResetButtons } from "../SettingsCard";
import { useUnsavedChanges } from "../unsaved-changes";
import { NtpTestButton } from "./NtpTestButton";

interface NetworkForm {
  servers: string[];
  mobileDomain: string;
  sipDomain: string;
  reportTimeZone: string;
}

const NTP_KEY = queryKeyOf(networkSettingsOps.ntp);
const NETWORK_KEY = queryKeyOf(productConfigsOps.networkConfig);
const REPORT_KEY = queryKeyOf(reportsOps.settings);
/** The IANA zones this browser knows, for the organisation's zone. */
const ZONES = Intl.supportedValuesOf("timeZone").map((zone) => ({ value: zone, label: zone }));
const HOST_PORT =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;
const HOST = /^[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$/;
const HTTP_URL = /^https?:\/\/[^\s/?#]+\S*$/i;
const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The network tab: the time servers the installation keeps its clocks by (each can be tried from
 * the server, which shows how far its own clock is off), and the addresses clients are sent to:
 * the mobile domain phones are redirected to, and the SIP domain of meeting addresses.
 */
export function NetworkSettings() {
  const t = useTranslate();
  const { message } = useAppApi();
  const client = useQueryClient();
  const [form] = Form.useForm<NetworkForm>();
  const [saving, setSaving] = useState(false);
  const { markDirty, markClean } = useUnsavedChanges();
  const ntp = useQuery({
    queryKey: NTP_KEY,
    queryFn: async () => unwrap(await call(networkSettingsOps.ntp)),
  });
  const network = useQuery({
    queryKey: NETWORK_KEY,
    queryFn: async () => unwrap(await call(productConfigsOps.networkConfig)),
  });
  const reports = useQuery({
    queryKey: REPORT_KEY,
    queryFn: async () => unwrap(await call(reportsOps.settings)),
  });
  const servers = Form.useWatch("servers", form) ?? [];
  const [receivedAt] = useState(() => Date.now());

  const initial = (): NetworkForm | null =>
    ntp.data && network.data && reports.data
      ? {
          servers: ntp.data.servers,
          mobileDomain: network.data.mobileDomain ?? "",
          sipDomain: network.data.sipDomain ?? "",
          reportTimeZone: reports.data.timeZone,
        }
      : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form follows the three answers only
  useEffect(() => {
    const values = initial();
    if (values) form.setFieldsValue(values);
  }, [ntp.data, network.data, reports.data, form]);

  const values = initial();
  if (!values || !ntp.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const skewSeconds = Math.round((ntp.data.serverTime - receivedAt) / 1000);

  const save = async (form_: NetworkForm) => {
    setSaving(true);
    let failed = false;
    const saved = await call(
      networkSettingsOps.setNtp,
      { body: { servers: form_.servers.map((s) => s.trim()).filter(Boolean) } },
      { silent: true },
    );
    if (!saved.ok) {
      failed = true;
      if (!showFieldErrors(form, saved)) message.error(saved.message);
    }
    for (const [key, name] of [
      ["MOBILE_DOMAIN", "mobileDomain"],
      ["SIP_DOMAIN", "sipDomain"],
    ] as const) {
      const result = await call(
        systemOps.setConfig,
        { body: { key, value: blankToNull(form_[name]) } },
        { silent: true },
      );
      if (result.ok) continue;
      failed = true;
      form.setFields([{ name, errors: [result.fields?.value ?? result.message] }]);
    }
    if (form_.reportTimeZone !== values.reportTimeZone) {
      const zone = await call(
        reportsOps.setSettings,
        { body: { timeZone: form_.reportTimeZone } },
        { silent: true },
      );
      if (!zone.ok) {
        failed = true;
        form.setFields([{ name: "reportTimeZone", errors: [zone.fields?.timeZone ?? zone.message] }]);
      }
    }
    setSaving(false);
    await client.invalidateQueries({ queryKey: NTP_KEY });
    await client.invalidateQueries({ queryKey: NETWORK_KEY });
    await client.invalidateQueries({ queryKey: REPORT_KEY });
    if (failed) {
      message.error(t("settings.network.notAllSaved"));
      return;
    }
    markClean();
    message.success(t("settings.network.saved"));
  };

  return (
    <Form form={form} layout="vertical" initialValues={values} onFinish={save} onValuesChange={markDirty}>
      <div className="settings-stack">
        <Card title={t("settings.network.timeTitle")}>
          <Descriptions column={{ xs: 1, md: 3 }} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t("settings.network.serverTime")}>
              {dayjs(ntp.data.serverTime).format("YYYY-MM-DD HH:mm:ss")}
            </Descriptions.Item>
            <Descriptions.Item label={t("settings.network.timeZone")}>{ntp.data.timeZone}</Descriptions.Item>
            <Descriptions.Item label={t("settings.network.browserSkew")}>
              {Math.abs(skewSeconds) <= 1
                ? t("settings.network.inStep")
                : t("settings.network.skew", { seconds: skewSeconds })}
            </Descriptions.Item>
          </Descriptions>
          <Form.Item
            name="reportTimeZone"
            label={t("settings.network.reportTimeZone")}
            extra={t("settings.network.reportTimeZoneHelp")}
          >
            <Select showSearch options={ZONES} style={{ maxWidth: 320 }} />
          </Form.Item>
          <Typography.Paragraph type="secondary">{t("settings.network.serversHelp")}</Typography.Paragraph>
          <Form.List name="servers">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <Space key={field.key} align="start" wrap style={{ display: "flex" }}>
                    <Form.Item
                      name={field.name}
                      validateTrigger="onBlur"
                      rules={[
                        { required: true, whitespace: true, message: t("settings.network.serverRequired") },
                        { pattern: HOST_PORT, message: t("settings.network.serverInvalid") },
                      ]}
                    >
                      <Input
                        aria-label={t("settings.network.serverLabel", { index: index + 1 })}
                        placeholder="ntp.example.com"
                        style={{ width: 280 }}
                      />
                    </Form.Item>
                    <NtpTestButton
                      server={(servers[index] ?? "").trim()}
                      disabled={!HOST_PORT.test((servers[index] ?? "").trim())}
                    />
                    <Button
                      type="text"
                      icon={<MinusCircleOutlined />}
                      aria-label={t("settings.network.removeServer", { index: index + 1 })}
                      onClick={() => {
                        remove(field.name);
                        markDirty();
                      }}
                    />
                  </Space>
                ))}
                {fields.length === 0 ? (
                  <Typography.Paragraph>{t("settings.network.noServers")}</Typography.Paragraph>
                ) : null}
                <Button
                  icon={<PlusOutlined />}
                  disabled={fields.length >= NTP_SERVERS_MAX}
                  onClick={() => {
                    add("");
                    markDirty();
                  }}
                >
                  {t("settings.network.addServer", { max: NTP_SERVERS_MAX })}
                </Button>
              </>
            )}
          </Form.List>
        </Card>
        <Card title={t("settings.network.domainsTitle")}>
          <Form.Item
            name="mobileDomain"
            label={t("settings.network.mobileDomain")}
            extra={t("settings.network.mobileDomainHelp")}
            rules={[{ pattern: HTTP_URL, message: t("settings.network.mobileDomainInvalid") }]}
          >
            <Input placeholder="https://m.example.com" style={{ maxWidth: 420 }} />
          </Form.Item>
          <Form.Item
            name="sipDomain"
            label={t("settings.network.sipDomain")}
            extra={t("settings.network.sipDomainHelp")}
            rules={[{ pattern: HOST, message: t("settings.network.sipDomainInvalid") }]}
          >
            <Input placeholder="sip.example.com" style={{ maxWidth: 420 }} />
          </Form.Item>
        </Card>
        <SaveResetButtons
          saving={saving}
          saveLabel={t("settings.save")}
          resetLabel={t("settings.reset")}
          onReset={() => {
            form.setFieldsValue(values);
            markClean();
          }}
        />
      </div>
    </Form>
  );
}
