import { useTranslate } from "@refinedev/core";
import { Table, Typography } from "antd";
import type { JsonSchema } from "./openapi-document";
import { type SchemaRow, schemaRows, typeOf } from "./schema-rows";

/** A request or response schema as a tree table of its properties (a plain type on one line). */
export function SchemaTable({ schema }: { schema: JsonSchema | undefined }) {
  const t = useTranslate();
  const rows = schemaRows(schema);
  if (rows.length === 0) return <Typography.Text code>{typeOf(schema)}</Typography.Text>;
  return (
    <Table<SchemaRow>
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={rows}
      expandable={{ defaultExpandAllRows: false }}
      columns={[
        { key: "name", dataIndex: "name", title: t("open-api.field"), width: 220 },
        {
          key: "type",
          dataIndex: "type",
          title: t("open-api.type"),
          width: 200,
          render: (value: string) => <Typography.Text code>{value}</Typography.Text>,
        },
        {
          key: "required",
          dataIndex: "required",
          title: t("open-api.required"),
          width: 90,
          render: (value: boolean) => (value ? t("open-api.yes") : t("open-api.no")),
        },
        { key: "notes", dataIndex: "notes", title: t("open-api.notes") },
      ]}
    />
  );
}
