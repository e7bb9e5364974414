import { useTranslate } from "@refinedev/core";
import { Alert, Descriptions, Table, Tag, Typography } from "antd";
import type { ReactNode } from "react";
import type { ResourceDef } from "../types";

interface ReportRow {
  row: number;
  ok: boolean;
  message?: string | null;
}

interface Report {
  total?: number;
  imported?: number;
  failed?: number;
  rows: ReportRow[];
}

function isReport(data: unknown): data is Report {
  return typeof data === "object" && data !== null && Array.isArray((data as { rows?: unknown }).rows);
}

function text(value: unknown, t: (key: string) => string): ReactNode {
  if (value === null || value === undefined || value === "") return "-";
  if (typeof value === "boolean") return t(value ? "kit.yes" : "kit.no");
  if (typeof value === "object") return JSON.stringify(value);
  // An address (a calendar feed's) is there to be copied.
  if (typeof value === "string" && /^https?:\/\//.test(value)) {
    return (
      <Typography.Text code copyable style={{ wordBreak: "break-all" }}>
        {value}
      </Typography.Text>
    );
  }
  return String(value);
}

/**
 * An action's answer, rendered without knowing the action: an import report (`rows`) as a summary
 * and a table, any other object as labelled values (`<resource>.results.<key>`), else the value.
 */
export function ActionResult({ def, data }: { def: Pick<ResourceDef, "name">; data: unknown }) {
  const t = useTranslate();
  if (isReport(data)) {
    const failed = data.failed ?? data.rows.filter((r) => !r.ok).length;
    const total = data.total ?? data.rows.length;
    const imported = data.imported ?? total - failed;
    return (
      <>
        <Alert
          type={failed > 0 ? "warning" : "success"}
          showIcon
          message={t("kit.import.summary", { total, imported, failed })}
          style={{ marginBottom: 12 }}
        />
        <Table<ReportRow>
          size="small"
          rowKey="row"
          dataSource={data.rows}
          pagination={data.rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          columns={[
            { key: "row", dataIndex: "row", title: t("kit.import.row"), width: 80 },
            {
              key: "ok",
              dataIndex: "ok",
              title: t("kit.import.ok"),
              width: 110,
              render: (ok: boolean) => (
                <Tag color={ok ? "success" : "error"}>
                  {t(ok ? "kit.import.passed" : "kit.import.rejected")}
                </Tag>
              ),
            },
            { key: "message", dataIndex: "message", title: t("kit.import.message"), render: (m) => m || "-" },
          ]}
        />
      </>
    );
  }
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
    return (
      <Descriptions column={1} bordered size="small">
        {Object.entries(data as Record<string, unknown>).map(([key, value]) => (
          <Descriptions.Item key={key} label={t(`${def.name}.results.${key}`)}>
            {text(value, t)}
          </Descriptions.Item>
        ))}
      </Descriptions>
    );
  }
  return (
    <Typography.Paragraph>
      {data === null || data === undefined ? t("kit.done") : text(data, t)}
    </Typography.Paragraph>
  );
}
