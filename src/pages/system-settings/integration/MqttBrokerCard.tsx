import { CheckCircleOutlined, MinusCircleOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Col, Form, Input, InputNumber, Row, Switch, Tag } from "antd";
import type { DeviceSettings, DeviceSettingsBody } from "#contract/device-intake";
import { HEARTBEAT_SECONDS } from "#contract/limits/device-intake";
import { deviceIntakeOps } from "#contract/operations/device-intake";
import { useAppApi } from "../../../components/app-api/LazyAppApi";
import { call, queryKeyOf } from "../../../providers/http/call";
import { SettingsCard } from "../SettingsCard";
import { saveDeviceSettings } from "../secret-settings";
import { useConnectionSettings } from "../settings-calls";
import { useUnsavedChanges } from "../unsaved-changes";

export const DEVICE_SETTINGS_KEY = queryKeyOf(deviceIntakeOps.settings);
const BROKER_URL = /^(mqtts?|wss?):\/\/\S+$/;
const TOPIC_PREFIX = /^[A-Za-z0-9_./-]+$/;

type FormValues = Omit<DeviceSettingsBody, "brokerUrl" | "username"> & {
  brokerUrl: string;
  username: string;
};

const valuesOf = (settings: DeviceSettings | undefined): Partial<FormValues> => ({
  mqttEnabled: settings?.mqttEnabled ?? false,
  brokerUrl: settings?.brokerUrl ?? "",
  username: settings?.username ?? "",
  password: "",
  topicPrefix: settings?.topicPrefix ?? "meeting",
  heartbeatSeconds: settings?.heartbeatSeconds ?? HEARTBEAT_SECONDS.default,
});

const bodyOf = (values: FormValues): DeviceSettingsBody => ({
  ...values,
  brokerUrl: values.brokerUrl.trim() || null,
  username: values.username.trim() || null,
  password: values.password || undefined,
});

/**
 * The organisation's MQTT broker the server subscribes to for device messages (docs/devices.md):
 * its URL, the account (its password write-only: a stored one is kept while the field stays
 * empty), the topic prefix, and the heartbeat interval the offline rule counts in.
 */
export function MqttBrokerCard() {
  const t = useTranslate();
  const { message } = useAppApi();
  const client = useQueryClient();
  const { form, settings, busy, run } = useConnectionSettings<FormValues, DeviceSettings, never>({
    queryKey: DEVICE_SETTINGS_KEY,
    read: () => call(deviceIntakeOps.settings),
    valuesOf,
  });
  const { markDirty, markClean } = useUnsavedChanges();
  const stored = settings.data?.passwordSet ?? false;
  const enabled = Form.useWatch("mqttEnabled", form);

  const save = async (values: FormValues) => {
    const result = await run("save", () => saveDeviceSettings(bodyOf(values)));
    if (!result.ok) return;
    markClean();
    message.success(t("device-settings.saved"));
    client.setQueryData(DEVICE_SETTINGS_KEY, result.data);
    form.setFieldValue("password", "");
  };

  const status = settings.data?.mqttEnabled ? (
    <Tag icon={<CheckCircleOutlined />} color="success">
      {t("device-settings.on")}
    </Tag>
  ) : (
    <Tag icon={<MinusCircleOutlined />}>{t("device-settings.off")}</Tag>
  );

  return (
    <SettingsCard
      title={t("device-settings.title")}
      status={settings.data && status}
      intro={t("device-settings.intro")}
      loading={settings.isLoading}
      skeletonRows={6}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={save}
        onValuesChange={markDirty}
        initialValues={valuesOf(settings.data)}
      >
        <Form.Item name="mqttEnabled" label={t("device-settings.mqttEnabled")} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} lg={12}>
            <Form.Item
              name="brokerUrl"
              label={t("device-settings.brokerUrl")}
              extra={t("device-settings.brokerUrlHelp")}
              rules={[
                {
                  required: Boolean(enabled),
                  whitespace: true,
                  message: t("device-settings.brokerUrlRequired"),
                },
                { pattern: BROKER_URL, message: t("device-settings.brokerUrlInvalid") },
              ]}
            >
              <Input maxLength={500} placeholder="mqtts://broker.example.com:8883" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item
              name="topicPrefix"
              label={t("device-settings.topicPrefix")}
              extra={t("device-settings.topicPrefixHelp")}
              rules={[
                { required: true, whitespace: true, message: t("device-settings.topicPrefixInvalid") },
                { pattern: TOPIC_PREFIX, message: t("device-settings.topicPrefixInvalid") },
              ]}
            >
              <Input maxLength={100} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="username" label={t("device-settings.username")}>
              <Input maxLength={200} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item
              name="password"
              label={t("device-settings.password")}
              extra={stored ? t("device-settings.passwordStored") : undefined}
            >
              <Input.Password
                autoComplete="new-password"
                placeholder={stored ? t("device-settings.passwordPlaceholder") : undefined}
              />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item
              name="heartbeatSeconds"
              label={t("device-settings.heartbeatSeconds")}
              extra={t("device-settings.heartbeatHelp")}
              rules={[
                {
                  required: true,
                  type: "integer",
                  min: HEARTBEAT_SECONDS.minimum,
                  max: HEARTBEAT_SECONDS.maximum,
                  message: t("device-settings.heartbeatInvalid", HEARTBEAT_SECONDS),
                },
              ]}
            >
              <InputNumber
                min={HEARTBEAT_SECONDS.minimum}
                max={HEARTBEAT_SECONDS.maximum}
                precision={0}
                style={{ width: "100%" }}
              />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={busy === "save"}>
          {t("device-settings.save")}
        </Button>
      </Form>
    </SettingsCard>
  );
}
