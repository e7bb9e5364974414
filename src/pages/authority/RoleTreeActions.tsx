import { DeleteOutlined, EditOutlined, FolderAddOutlined, UserAddOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Space, Tooltip } from "antd";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { ORG_ROOT_ID } from "#contract/limits/people";
import { rolesOps } from "#contract/operations/roles";
import type { RoleTreeNode } from "#contract/roles";
import { useAppApi } from "../../components/app-api/LazyAppApi";
import { call, queryKeyOf } from "../../providers/http/call";

// The dialogs (antd Form, Modal, inputs) load when one is first opened.
const GroupDialog = lazy(() => import("./GroupDialog").then((m) => ({ default: m.GroupDialog })));
const RoleDialog = lazy(() => import("./RoleDialog").then((m) => ({ default: m.RoleDialog })));

interface Props {
  nodes: RoleTreeNode[];
  selected?: RoleTreeNode;
  onSelect(id: string | undefined): void;
}

type Dialog =
  | { kind: "group"; group?: RoleTreeNode; parentId: string }
  | { kind: "role"; roleId?: string; groupId: string };

/** New group, new role, edit and delete, acting on the chosen group or role. */
export function RoleTreeActions({ nodes, selected, onSelect }: Props) {
  const t = useTranslate();
  const { modal, message } = useAppApi();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: queryKeyOf(rolesOps.groups) });
  const groupOf = (node?: RoleTreeNode) => (node?.type === "GROUP" ? node.id : node?.parentId);

  const remove = (node: RoleTreeNode) =>
    modal.confirm({
      title: t(node.type === "GROUP" ? "authority.deleteGroupConfirm" : "authority.deleteRoleConfirm", {
        name: node.name,
      }),
      okText: t("kit.confirm"),
      cancelText: t("kit.cancel"),
      okButtonProps: { danger: true },
      onOk: async () => {
        const result =
          node.type === "GROUP"
            ? await call(rolesOps.removeGroup, { params: { id: node.id } })
            : await call(rolesOps.remove, { params: { id: node.id } });
        if (!result.ok) return;
        void message.success(t("authority.deleted"));
        onSelect(undefined);
        await refresh();
      },
    });

  const button = (key: string, icon: ReactNode, enabled: boolean, onClick: () => void, danger = false) => (
    <Tooltip title={t(`authority.${key}`)}>
      <Button
        size="small"
        icon={icon}
        disabled={!enabled}
        danger={danger}
        aria-label={t(`authority.${key}`)}
        onClick={onClick}
      />
    </Tooltip>
  );
  const editable = !!selected && !(selected.type === "ROLE" && selected.disabled);
  const group = groupOf(selected);

  return (
    <>
      <Space style={{ marginBottom: 8 }}>
        {button("newGroup", <FolderAddOutlined />, true, () =>
          setDialog({ kind: "group", parentId: selected?.type === "GROUP" ? selected.id : ORG_ROOT_ID }),
        )}
        {button(
          "newRole",
          <UserAddOutlined />,
          !!group,
          () => group && setDialog({ kind: "role", groupId: group }),
        )}
        {button("edit", <EditOutlined />, editable, () =>
          selected?.type === "GROUP"
            ? setDialog({ kind: "group", group: selected, parentId: selected.parentId })
            : selected && setDialog({ kind: "role", roleId: selected.id, groupId: selected.parentId }),
        )}
        {button("delete", <DeleteOutlined />, editable, () => selected && remove(selected), true)}
      </Space>
      <Suspense fallback={null}>
        {dialog?.kind === "group" && (
          <GroupDialog
            nodes={nodes}
            group={dialog.group}
            parentId={dialog.parentId}
            onClose={() => setDialog(null)}
            onSaved={async () => {
              setDialog(null);
              void message.success(t("authority.saved"));
              await refresh();
            }}
          />
        )}
        {dialog?.kind === "role" && (
          <RoleDialog
            nodes={nodes}
            roleId={dialog.roleId}
            groupId={dialog.groupId}
            onClose={() => setDialog(null)}
            onSaved={async (id) => {
              setDialog(null);
              void message.success(t("authority.saved"));
              await refresh();
              await client.invalidateQueries({ queryKey: queryKeyOf(rolesOps.one, { params: { id } }) });
              onSelect(id);
            }}
          />
        )}
      </Suspense>
    </>
  );
}
