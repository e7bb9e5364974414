import { useTranslate } from "@refinedev/core";
import { Table, Typography } from "antd";
import type { OpenApiOperation, OpenApiParameter } from "./openapi-document";
import { SchemaTable } from "./SchemaTable";
import { notesOf, typeOf } from "./schema-rows";

/** An operation's parameters, request body and responses. */
export function OperationDetail({ operation }: { operation: OpenApiOperation }) {
  const t = useTranslate();
  const parameters = operation.parameters ?? [];
  const body = Object.entries(operation.requestBody?.content ?? {});
  const responses = Object.entries(operation.responses ?? {});
  return (
    <div className="openapi-operation">
      {operation.description && <Typography.Paragraph>{operation.description}</Typography.Paragraph>}
      <Typography.Title level={3} className="openapi-section">
        {t("open-api.parameters")}
      </Typography.Title>
      {parameters.length === 0 ? (
        <Typography.Text type="secondary">{t("open-api.none")}</Typography.Text>
      ) : (
        <Table<OpenApiParameter>
          size="small"
          rowKey={(p) => `${p.in}:${p.name}`}
          pagination={false}
          dataSource={parameters}
          columns={[
            { key: "name", dataIndex: "name", title: t("open-api.field"), width: 220 },
            { key: "in", dataIndex: "in", title: t("open-api.in"), width: 90 },
            {
              key: "type",
              title: t("open-api.type"),
              width: 200,
              render: (_: unknown, p: OpenApiParameter) => (
                <Typography.Text code>{typeOf(p.schema)}</Typography.Text>
              ),
            },
            {
              key: "required",
              title: t("open-api.required"),
              width: 90,
              render: (_: unknown, p: OpenApiParameter) =>
                p.required ? t("open-api.yes") : t("open-api.no"),
            },
            {
              key: "notes",
              title: t("open-api.notes"),
              render: (_: unknown, p: OpenApiParameter) =>
                p.description ?? (p.schema ? notesOf(p.schema) : ""),
            },
          ]}
        />
      )}
      {body.length > 0 && (
        <>
          <Typography.Title level={3} className="openapi-section">
            {t("open-api.requestBody")}
          </Typography.Title>
          {body.map(([media, content]) => (
            <div key={media}>
              <Typography.Text type="secondary">{media}</Typography.Text>
              <SchemaTable schema={content.schema} />
            </div>
          ))}
        </>
      )}
      <Typography.Title level={3} className="openapi-section">
        {t("open-api.responses")}
      </Typography.Title>
      {responses.map(([status, response]) => (
        <div key={status} className="openapi-response">
          <Typography.Text strong>{status}</Typography.Text>{" "}
          <Typography.Text type="secondary">{response.description}</Typography.Text>
          {Object.entries(response.content ?? {}).map(([media, content]) => (
            <SchemaTable key={media} schema={content.schema} />
          ))}
        </div>
      ))}
    </div>
  );
}
