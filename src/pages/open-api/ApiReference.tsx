import { useTranslate } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, Card, Collapse, Empty, Skeleton, Tag, Typography } from "antd";
import Search from "antd/es/input/Search";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { unwrap } from "../../providers/http/client";
import { OperationDetail } from "./OperationDetail";
import { getOpenApiDocument, OPENAPI_DOCUMENT_KEY } from "./openapi-document";
import { groupOperations } from "./operations";

const METHOD_COLOURS: Record<string, string> = {
  get: "blue",
  post: "green",
  put: "orange",
  patch: "purple",
  delete: "red",
};

/** The server's OpenAPI document, grouped by tag; the filter lives in the URL (`q`). */
export function ApiReference() {
  const t = useTranslate();
  const [search, setSearch] = useSearchParams();
  const filter = search.get("q") ?? "";
  const document = useQuery({
    queryKey: OPENAPI_DOCUMENT_KEY,
    queryFn: async () => unwrap(await getOpenApiDocument()),
    staleTime: 5 * 60_000,
  });
  const groups = useMemo(
    () => (document.data ? groupOperations(document.data, filter) : []),
    [document.data, filter],
  );
  const count = groups.reduce((sum, group) => sum + group.operations.length, 0);

  const setFilter = (value: string) => {
    const params = new URLSearchParams(search);
    if (value) params.set("q", value);
    else params.delete("q");
    setSearch(params, { replace: true });
  };

  return (
    <Card title={t("open-api.reference")}>
      {document.data && (
        <Typography.Paragraph type="secondary">
          {document.data.info.title} · OpenAPI {document.data.openapi} · {document.data.info.description}
        </Typography.Paragraph>
      )}
      <div className="system-toolbar">
        <Search
          allowClear
          defaultValue={filter}
          aria-label={t("open-api.filter")}
          placeholder={t("open-api.filterPlaceholder")}
          onSearch={setFilter}
          style={{ maxWidth: 420 }}
        />
        {document.data && <span aria-live="polite">{t("open-api.count", { count })}</span>}
      </div>
      {document.isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {document.error && <Alert type="error" showIcon message={document.error.message} />}
      {document.data && groups.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("open-api.noMatch")} />
      )}
      {groups.length > 0 && (
        <Collapse
          items={groups.map((group) => ({
            key: group.tag,
            label: (
              <span>
                <Typography.Text strong>{group.tag}</Typography.Text>{" "}
                <Typography.Text type="secondary">({group.operations.length})</Typography.Text>
              </span>
            ),
            children: (
              <Collapse
                size="small"
                items={group.operations.map((entry) => ({
                  key: entry.key,
                  label: (
                    <span className="openapi-operation-label">
                      <Tag color={METHOD_COLOURS[entry.method]} className="openapi-method">
                        {entry.method.toUpperCase()}
                      </Tag>
                      <Typography.Text code>{entry.path}</Typography.Text>
                      {entry.operation.summary && (
                        <Typography.Text type="secondary"> {entry.operation.summary}</Typography.Text>
                      )}
                    </span>
                  ),
                  children: <OperationDetail operation={entry.operation} />,
                }))}
              />
            ),
          }))}
        />
      )}
    </Card>
  );
}
