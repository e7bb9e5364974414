import { useTranslate } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Form, InputNumber } from "antd";
import { useEffect } from "react";
import type { AuditSettings } from "#contract/audit-log";
import { AUDIT_RETENTION_DAYS } from "#contract/limits/audit";
import { auditLogOps } from "#contract/operations/audit-log";
import { useAppApi } from "../../../components/app-api/LazyAppApi";
import { call, queryKeyOf } from "../../../providers/http/call";
import { unwrap } from "../../../providers/http/client";
import { SaveResetButtons, SettingsCard } from "../SettingsCard";
import { useSettingsCalls } from "../settings-calls";

const KEY = queryKeyOf(auditLogOps.settings);
const { minimum, maximum } = AUDIT_RETENTION_DAYS;

/** How many days the audit log keeps its entries; older ones are pruned hourly. */
export function AuditRetentionCard() {
  const t = useTranslate();
  const { message } = useAppApi();
  const client = useQueryClient();
  const [form] = Form.useForm<AuditSettings>();
  const { busy, run: send } = useSettingsCalls(form);
  const settings = useQuery({ queryKey: KEY, queryFn: async () => unwrap(await call(auditLogOps.settings)) });

  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  const save = async (values: AuditSettings) => {
    const result = await send("save", () => call(auditLogOps.setSettings, { body: values }));
    if (!result.ok) return;
    client.setQueryData(KEY, result.data);
    message.success(t("auth-settings.auditRetention.saved"));
  };

  return (
    <SettingsCard
      title={t("auth-settings.auditRetention.title")}
      intro={t("auth-settings.auditRetention.intro")}
      loading={!settings.data}
      skeletonRows={2}
    >
      <Form form={form} layout="vertical" onFinish={save} requiredMark={false}>
        <Form.Item
          name="retentionDays"
          label={t("auth-settings.auditRetention.days")}
          rules={[{ required: true, type: "integer", min: minimum, max: maximum }]}
        >
          <InputNumber
            min={minimum}
            max={maximum}
            precision={0}
            addonAfter={t("auth-settings.auditRetention.unit")}
          />
        </Form.Item>
        <SaveResetButtons
          saving={busy !== null}
          saveLabel={t("auth-settings.auditRetention.save")}
          resetLabel={t("auth-settings.reset")}
          onReset={() => settings.data && form.setFieldsValue(settings.data)}
        />
      </Form>
    </SettingsCard>
  );
}
