import { useTranslate } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Space, Table, Tag } from "antd";
import Search from "antd/es/input/Search";
import { lazy, Suspense, useState } from "react";
import { rolesOps } from "#contract/operations/roles";
import type { UserRef } from "#contract/users";
import { useAppApi } from "../../components/app-api/LazyAppApi";
import { TablePlaceholder } from "../../components/TablePlaceholder";
import { call, queryKeyOf } from "../../providers/http/call";
import { unwrap } from "../../providers/http/client";

/** The member picker (its dialog, search and checkboxes) loads when first opened. */
const AddMembersDialog = lazy(() =>
  import("./AddMembersDialog").then((m) => ({ default: m.AddMembersDialog })),
);

interface Props {
  roleId: string;
  disabled: boolean;
}

const PAGE_SIZE = 10;

/** Who holds the role: searched and paged on the server; people added from the organisation or removed. */
export function MembersTab({ roleId, disabled }: Props) {
  const t = useTranslate();
  const { message, modal } = useAppApi();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState("");
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const members = useQuery({
    queryKey: queryKeyOf(rolesOps.users, { query: { roleId, page, keyword } }),
    queryFn: async () =>
      unwrap(
        await call(rolesOps.users, {
          query: { roleId, ...{ page, size: PAGE_SIZE, keyword: keyword || undefined } },
        }),
      ),
  });
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: queryKeyOf(rolesOps.users, { query: { roleId } }) });
    await client.invalidateQueries({ queryKey: queryKeyOf(rolesOps.one, { params: { id: roleId } }) });
  };

  const remove = () =>
    modal.confirm({
      title: t("authority.removeMembersConfirm", { count: selected.length }),
      okText: t("kit.confirm"),
      cancelText: t("kit.cancel"),
      okButtonProps: { danger: true },
      onOk: async () => {
        const result = await call(rolesOps.removeUsers, {
          params: { id: roleId },
          body: { userIds: selected },
        });
        if (!result.ok) return;
        void message.success(t("authority.membersRemoved"));
        setSelected([]);
        await refresh();
      },
    });

  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        <Search
          allowClear
          placeholder={t("authority.searchMembers")}
          aria-label={t("authority.searchMembers")}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
          style={{ width: 240 }}
        />
        <Button type="primary" disabled={disabled} onClick={() => setAdding(true)}>
          {t("authority.addMembers")}
        </Button>
        <Button danger disabled={disabled || selected.length === 0} onClick={remove}>
          {t("authority.removeMembers", { count: selected.length })}
        </Button>
      </Space>
      <Table<UserRef>
        size="middle"
        rowKey="id"
        loading={members.isFetching}
        dataSource={members.data?.records ?? []}
        rowSelection={
          disabled
            ? undefined
            : {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(String)),
                getCheckboxProps: (row) =>
                  ({ "aria-label": t("kit.selectRow", { name: row.name }) }) as object,
              }
        }
        columns={[
          { key: "account", dataIndex: "account", title: t("users.fields.account") },
          { key: "name", dataIndex: "name", title: t("users.fields.name") },
          {
            key: "deptName",
            dataIndex: "deptName",
            title: t("users.fields.deptId"),
            render: (v) => v ?? "-",
          },
          {
            key: "enabled",
            dataIndex: "enabled",
            title: t("users.fields.enabled"),
            render: (on: boolean) => (
              <Tag color={on ? "success" : "default"}>{t(on ? "kit-fields.yes" : "kit-fields.no")}</Tag>
            ),
          },
        ]}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: members.data?.total ?? 0,
          onChange: setPage,
          showTotal: (total) => t("kit.total", { count: total }),
        }}
        locale={{
          emptyText: members.isLoading ? <TablePlaceholder rows={PAGE_SIZE} /> : t("authority.noMembers"),
        }}
      />
      <Suspense fallback={null}>
        {adding && (
          <AddMembersDialog
            roleId={roleId}
            onClose={() => setAdding(false)}
            onAdded={async () => {
              setAdding(false);
              void message.success(t("authority.membersAdded"));
              await refresh();
            }}
          />
        )}
      </Suspense>
    </>
  );
}
