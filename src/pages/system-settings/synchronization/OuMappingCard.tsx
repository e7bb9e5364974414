import { PlusOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Empty, Table, Typography } from "antd";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { LdapOu } from "#contract/ldap";
import { ldapOuOps } from "#contract/operations/ldap";
import { useAppApi } from "../../../components/app-api/LazyAppApi";
import { RowActionBar } from "../../../components/RowActionBar";
import { TablePlaceholder } from "../../../components/TablePlaceholder";
import { call, queryKeyOf } from "../../../providers/http/call";
import { unwrap } from "../../../providers/http/client";
import { OU_MAPPINGS_KEY } from "../query-keys";
import { OuMappingDialog } from "./OuMappingDialog";

const PAGE_SIZE = 10;
/** The page of the mapping table, kept in the URL so that a reload shows the same rows. */
const PAGE_PARAM = "ouPage";

/** The OU → department table: add, change and delete mappings (deleting asks first). */
export function OuMappingCard() {
  const t = useTranslate();
  const { message, modal } = useAppApi();
  const client = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get(PAGE_PARAM)) || 1);
  const [editing, setEditing] = useState<LdapOu | null | undefined>(undefined);
  const list = useQuery({
    queryKey: queryKeyOf(ldapOuOps.list, { query: { page, size: PAGE_SIZE } }),
    queryFn: async () => unwrap(await call(ldapOuOps.list, { query: { page, size: PAGE_SIZE } })),
    placeholderData: keepPreviousData,
  });

  const goTo = (next: number) => {
    const params = new URLSearchParams(search);
    if (next > 1) params.set(PAGE_PARAM, String(next));
    else params.delete(PAGE_PARAM);
    setSearch(params, { replace: true });
  };
  const refresh = () => client.invalidateQueries({ queryKey: OU_MAPPINGS_KEY });

  const remove = (mapping: LdapOu) =>
    modal.confirm({
      title: t("sync-settings.ous.delete"),
      content: t("sync-settings.ous.deleteConfirm", { ou: mapping.ouDn }),
      okButtonProps: { danger: true },
      onOk: async () => {
        const result = await call(ldapOuOps.remove, { params: { id: mapping.id } });
        if (!result.ok) return;
        message.success(t("sync-settings.ous.deleted"));
        if (list.data?.records.length === 1 && page > 1) goTo(page - 1);
        await refresh();
      },
    });

  const columns = [
    {
      key: "ouDn",
      dataIndex: "ouDn",
      title: t("sync-settings.ous.ou"),
      render: (dn: string) => <Typography.Text code>{dn}</Typography.Text>,
    },
    { key: "deptName", dataIndex: "deptName", title: t("sync-settings.ous.dept"), width: 220 },
    {
      key: "actions",
      title: t("sync-settings.ous.actions"),
      width: 150,
      render: (_: unknown, mapping: LdapOu) => (
        <RowActionBar
          actions={[
            {
              key: "edit",
              render: () => (
                <Button size="small" type="link" onClick={() => setEditing(mapping)}>
                  {t("sync-settings.ous.edit")}
                </Button>
              ),
            },
            {
              key: "delete",
              render: () => (
                <Button size="small" type="link" danger onClick={() => remove(mapping)}>
                  {t("sync-settings.ous.delete")}
                </Button>
              ),
            },
          ]}
        />
      ),
    },
  ];

  const firstLoad = list.isLoading;
  return (
    <Card
      title={t("sync-settings.ous.title")}
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t("sync-settings.ous.add")}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t("sync-settings.ous.intro")}</Typography.Paragraph>
      <Table<LdapOu>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching && !firstLoad}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          hideOnSinglePage: true,
          showTotal: (total) => t("sync-settings.ous.total", { count: total }),
          onChange: goTo,
        }}
        locale={{
          emptyText: firstLoad ? (
            <TablePlaceholder rows={3} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("sync-settings.ous.empty")} />
          ),
        }}
      />
      {editing !== undefined && (
        <OuMappingDialog
          mapping={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            message.success(t("sync-settings.ous.saved"));
            void refresh();
          }}
        />
      )}
    </Card>
  );
}
