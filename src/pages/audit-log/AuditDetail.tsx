import { useTranslate } from "@refinedev/core";
import { Descriptions, Drawer, Table, Tag, Typography } from "antd";
import dayjs from "dayjs";
import type { AuditLogEntry } from "#contract/audit-log";
import { changedFields } from "./audit-state";

const text = (value: unknown) => (value === undefined ? "" : JSON.stringify(value));
const fieldOf = (value: unknown, name: string) =>
  value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)[name]
    : undefined;
const isRecord = (value: unknown) => value !== null && typeof value === "object" && !Array.isArray(value);

/** One entry: who, what, when, from where, and the fields it changed, before beside after. */
export function AuditDetail({ entry, onClose }: { entry: AuditLogEntry | null; onClose: () => void }) {
  const t = useTranslate();
  const { before, after } = entry ?? {};
  const fields = entry && (isRecord(before) || isRecord(after)) ? changedFields(before, after) : [];
  return (
    <Drawer
      open={entry !== null}
      onClose={onClose}
      width={640}
      title={t("audit-log.detail.title")}
      destroyOnHidden
    >
      {entry && (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t("audit-log.columns.at")}>
              {dayjs(entry.at).format("YYYY-MM-DD HH:mm:ss")}
            </Descriptions.Item>
            <Descriptions.Item label={t("audit-log.columns.kind")}>
              {t(`audit-log.kinds.${entry.kind}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t("audit-log.columns.operation")}>{entry.operation}</Descriptions.Item>
            <Descriptions.Item label={t("audit-log.columns.outcome")}>
              <Tag color={entry.outcome === "SUCCESS" ? "green" : "red"}>
                {t(`audit-log.outcomes.${entry.outcome}`)}
              </Tag>
              {entry.status}
            </Descriptions.Item>
            <Descriptions.Item label={t("audit-log.columns.actor")}>
              {entry.actor ? `${entry.actor.name} (${entry.actor.account})` : (entry.account ?? "")}
            </Descriptions.Item>
            <Descriptions.Item label={t("audit-log.columns.target")}>
              {entry.target ? [entry.target.name, entry.target.id].filter(Boolean).join(" / ") : ""}
            </Descriptions.Item>
            <Descriptions.Item label={t("audit-log.columns.address")}>{entry.address}</Descriptions.Item>
            {entry.reason && (
              <Descriptions.Item label={t("audit-log.columns.reason")}>{entry.reason}</Descriptions.Item>
            )}
          </Descriptions>
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
            {t("audit-log.detail.changes")}
          </Typography.Title>
          {fields.length > 0 ? (
            <Table
              size="small"
              rowKey="field"
              pagination={false}
              dataSource={fields.map((field) => ({ field }))}
              columns={[
                { title: t("audit-log.detail.field"), dataIndex: "field", width: 140 },
                { title: t("audit-log.detail.before"), render: (_, row) => text(fieldOf(before, row.field)) },
                { title: t("audit-log.detail.after"), render: (_, row) => text(fieldOf(after, row.field)) },
              ]}
            />
          ) : before == null && after == null ? (
            <Typography.Text type="secondary">{t("audit-log.detail.none")}</Typography.Text>
          ) : (
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t("audit-log.detail.before")}>
                {before == null ? "" : text(before)}
              </Descriptions.Item>
              <Descriptions.Item label={t("audit-log.detail.after")}>
                {after == null ? "" : text(after)}
              </Descriptions.Item>
            </Descriptions>
          )}
        </>
      )}
    </Drawer>
  );
}
