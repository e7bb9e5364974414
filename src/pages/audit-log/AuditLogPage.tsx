import { useTranslate } from "@refinedev/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Empty, Table, type TableColumnsType, Tag } from "antd";
import dayjs from "dayjs";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { AuditLogEntry } from "#contract/audit-log";
import { auditLogOps } from "#contract/operations/audit-log";
import { PageFrame } from "../../components/PageFrame";
import { TablePlaceholder } from "../../components/TablePlaceholder";
import { call, queryKeyOf } from "../../providers/http/call";
import { unwrap } from "../../providers/http/client";
import { sortOrderOf } from "../../resource-kit/list/use-kit-table";
import { PAGE_SIZES, sortFromTable } from "../meetings/shared/url-params";
import type { PageScreenProps } from "../page-registry";
import { AuditDetail } from "./AuditDetail";
import { AuditExportButtons } from "./AuditExportButtons";
import { AuditFilters } from "./AuditFilters";
import {
  type AuditState,
  DEFAULT_AUDIT_SORT,
  isFiltered,
  listQuery,
  readAuditState,
  writeAuditState,
} from "./audit-state";

/**
 * /system/audit-log: who changed what, signed in or exported, and when and from where, within the
 * caller's data authority; filtered, paged and sorted in the URL, each entry's before and after in a
 * drawer, and the filtered entries as a file.
 */
export function AuditLogPage({ title }: PageScreenProps) {
  const t = useTranslate();
  const [search, setSearch] = useSearchParams();
  const state = readAuditState(search);
  const update = (patch: Partial<AuditState>) => setSearch(writeAuditState({ ...state, ...patch }));
  const [shown, setShown] = useState<AuditLogEntry | null>(null);
  const query = listQuery(state);
  const list = useQuery({
    queryKey: queryKeyOf(auditLogOps.list, { query }),
    queryFn: async () => unwrap(await call(auditLogOps.list, { query })),
    placeholderData: keepPreviousData,
  });

  const columns = useMemo<TableColumnsType<AuditLogEntry>>(
    () => [
      {
        key: "at",
        title: t("audit-log.columns.at"),
        dataIndex: "at",
        width: 170,
        sorter: true,
        sortOrder: sortOrderOf("at", [state.sort]),
        render: (at: number) => dayjs(at).format("YYYY-MM-DD HH:mm:ss"),
      },
      {
        key: "kind",
        title: t("audit-log.columns.kind"),
        dataIndex: "kind",
        width: 110,
        render: (kind: AuditLogEntry["kind"]) => t(`audit-log.kinds.${kind}`),
      },
      {
        key: "operation",
        title: t("audit-log.columns.operation"),
        dataIndex: "operation",
        sorter: true,
        sortOrder: sortOrderOf("operation", [state.sort]),
      },
      {
        key: "actor",
        title: t("audit-log.columns.actor"),
        render: (_, entry) =>
          entry.actor ? `${entry.actor.name} (${entry.actor.account})` : (entry.account ?? ""),
      },
      {
        key: "target",
        title: t("audit-log.columns.target"),
        ellipsis: true,
        render: (_, entry) => entry.target?.name ?? entry.target?.id ?? "",
      },
      {
        key: "status",
        title: t("audit-log.columns.outcome"),
        width: 110,
        sorter: true,
        sortOrder: sortOrderOf("status", [state.sort]),
        render: (_, entry) => (
          <Tag color={entry.outcome === "SUCCESS" ? "green" : "red"}>
            {t(`audit-log.outcomes.${entry.outcome}`)}
          </Tag>
        ),
      },
      { key: "address", title: t("audit-log.columns.address"), dataIndex: "address", width: 140 },
      {
        key: "actions",
        title: t("audit-log.columns.actions"),
        width: 90,
        render: (_, entry) => (
          <Button type="link" size="small" onClick={() => setShown(entry)}>
            {t("audit-log.detail.open")}
          </Button>
        ),
      },
    ],
    [t, state.sort],
  );

  return (
    <PageFrame title={title} extra={<AuditExportButtons state={state} />}>
      <AuditFilters state={state} onChange={(filters) => update({ ...filters, current: 1 })} />
      <Table<AuditLogEntry>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        scroll={{ x: 1100 }}
        onChange={(pagination, _filters, sorter) =>
          update({
            current: pagination.current ?? 1,
            pageSize: pagination.pageSize ?? state.pageSize,
            sort: sortFromTable(sorter, DEFAULT_AUDIT_SORT),
          })
        }
        pagination={{
          current: state.current,
          pageSize: state.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [...PAGE_SIZES],
          showTotal: (total) => t("audit-log.total", { count: total }),
        }}
        locale={{
          emptyText: list.isLoading ? (
            <TablePlaceholder rows={state.pageSize} />
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t(isFiltered(state) ? "audit-log.emptyFiltered" : "audit-log.empty")}
            />
          ),
        }}
      />
      <AuditDetail entry={shown} onClose={() => setShown(null)} />
    </PageFrame>
  );
}
