import { useTranslate } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Card, Form, InputNumber, Select, Skeleton, Typography } from "antd";
import { useEffect } from "react";
import { PRODUCT_CONFIG_RANGES } from "#contract/limits/meetings";
import { productConfigsOps } from "#contract/operations/product-configs";
import type { ProductConfigs } from "#contract/product-configs";
import { useAppApi } from "../../../components/app-api/LazyAppApi";
import { call, queryKeyOf } from "../../../providers/http/call";
import { unwrap } from "../../../providers/http/client";
import { SaveResetButtons } from "../SettingsCard";
import { useSettingsCalls } from "../settings-calls";
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
  const { busy, run } = useSettingsCalls(form);
  const { markDirty, markClean } = useUnsavedChanges();
  const configs = useQuery({
    queryKey: [...queryKeyOf(productConfigsOps.list), "settings"],
    queryFn: async () => unwrap(await call(productConfigsOps.list)),
  });

  useEffect(() => {
    if (configs.data) form.setFieldsValue(configs.data);
  }, [configs.data, form]);

  if (!configs.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const current = configs.data;

  const save = async (values: ProductConfigs) => {
    const result = await run("save", () =>
      call(productConfigsOps.update, { body: values }, { silent: true }),
    );
    if (!result.ok) return;
    markClean();
    client.setQueryData([...queryKeyOf(productConfigsOps.list), "settings"], result.data);
    client.setQueryData(queryKeyOf(productConfigsOps.list), result.data);
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
        <SaveResetButtons
          saving={busy !== null}
          saveLabel={t("settings.save")}
          resetLabel={t("settings.reset")}
          onReset={() => {
            form.resetFields();
            form.setFieldsValue(current);
            markClean();
          }}
        />
      </Card>
    </Form>
  );
}
