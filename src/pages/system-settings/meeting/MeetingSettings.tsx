import { useTranslate } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Form, InputNumber, Select, Skeleton, Space, Typography } from "antd";
import { useEffect, useState } from "react";
import { PRODUCT_CONFIG_RANGES } from "#contract/limits/meetings";
import type { ProductConfigs } from "#contract/product-configs";
import { getProductConfigs } from "../../../api/auth";
import { PRODUCT_CONFIGS_KEY, saveProductConfigs } from "../../../api/product-configs";
import { useAppApi } from "../../../components/app-api/LazyAppApi";
import { unwrap } from "../../../providers/http/client";
import { showFieldErrors } from "../form-errors";
import { useUnsavedChanges } from "../unsaved-changes";

const R = PRODUCT_CONFIG_RANGES;
/** The server takes an interval that divides the hour evenly: only those are offered. */
const INTERVALS = Array.from(
  { length: R.appointmentInterval.maximum - R.appointmentInterval.minimum + 1 },
  (_, i) => R.appointmentInterval.minimum + i,
).filter((minutes) => 60 % minutes === 0);

type NumberKey = Exclude<keyof ProductConfigs, "appointmentInterval">;
const NUMBERS: { key: NumberKey; unit: "minutes" | "digits" }[] = [
  { key: "defaultDuration", unit: "minutes" },
  { key: "maxDuration", unit: "minutes" },
  { key: "joinAdvanceMinutes", unit: "minutes" },
  { key: "meetingNumberDigits", unit: "digits" },
];

/**
 * The meeting tab: the rules every booking follows (slot interval, default and longest duration,
 * how early people may join, the length of meeting numbers). A save applies at once: the server
 * reads the new values on the next booking, and the schedule form and calendar take them from the
 * same cached answer this tab replaces.
 */
export function MeetingSettings() {
  const t = useTranslate();
  const { message } = useAppApi();
  const client = useQueryClient();
  const [form] = Form.useForm<ProductConfigs>();
  const [saving, setSaving] = useState(false);
  const { markDirty, markClean } = useUnsavedChanges();
  const configs = useQuery({
    queryKey: [...PRODUCT_CONFIGS_KEY, "settings"],
    queryFn: async () => unwrap(await getProductConfigs()),
  });

  useEffect(() => {
    if (configs.data) form.setFieldsValue(configs.data);
  }, [configs.data, form]);

  if (!configs.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const current = configs.data;

  const save = async (values: ProductConfigs) => {
    setSaving(true);
    const result = await saveProductConfigs(values);
    setSaving(false);
    if (!result.ok) {
      if (!showFieldErrors(form, result)) message.error(result.message);
      return;
    }
    markClean();
    client.setQueryData([...PRODUCT_CONFIGS_KEY, "settings"], result.data);
    client.setQueryData(PRODUCT_CONFIGS_KEY, result.data);
    message.success(t("settings.meeting.saved"));
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={current}
      onFinish={save}
      onValuesChange={markDirty}
      requiredMark={false}
    >
      <Card title={t("settings.meeting.title")}>
        <Typography.Paragraph type="secondary">{t("settings.meeting.intro")}</Typography.Paragraph>
        <Form.Item
          name="appointmentInterval"
          label={t("settings.meeting.appointmentInterval")}
          extra={t("settings.meeting.appointmentIntervalHelp")}
        >
          <Select
            style={{ maxWidth: 240 }}
            options={INTERVALS.map((minutes) => ({
              value: minutes,
              label: t("settings.meeting.minutes", { count: minutes }),
            }))}
          />
        </Form.Item>
        {NUMBERS.map(({ key, unit }) => (
          <Form.Item
            key={key}
            name={key}
            label={t(`settings.meeting.${key}`)}
            extra={t(`settings.meeting.${key}Help`, { min: R[key].minimum, max: R[key].maximum })}
            rules={[
              {
                required: true,
                type: "integer",
                min: R[key].minimum,
                max: R[key].maximum,
                message: t("settings.meeting.range", { min: R[key].minimum, max: R[key].maximum }),
              },
            ]}
          >
            <InputNumber
              min={R[key].minimum}
              max={R[key].maximum}
              precision={0}
              addonAfter={t(`settings.meeting.unit.${unit}`)}
            />
          </Form.Item>
        ))}
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t("settings.save")}
          </Button>
          <Button
            disabled={saving}
            onClick={() => {
              form.resetFields();
              form.setFieldsValue(current);
              markClean();
            }}
          >
            {t("settings.reset")}
          </Button>
        </Space>
      </Card>
    </Form>
  );
}
