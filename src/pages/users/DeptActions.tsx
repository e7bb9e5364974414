import { DeleteOutlined, DragOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import { useGetIdentity, useTranslate } from "@refinedev/core";
import { Button, Space, Tooltip } from "antd";
import { useState } from "react";
import type { CurrentUser } from "#contract/auth";
import type { Dept } from "#contract/departments";
import { ORG_ROOT_ID } from "#contract/limits/people";
import { departmentsOps } from "#contract/operations/departments";
import { useAppApi } from "../../components/app-api/LazyAppApi";
import { call } from "../../providers/http/call";
import { DeptDialog, type DeptDialogMode } from "./DeptDialog";
import { type OrgTreeState, TOPS } from "./use-org-tree";

interface Props {
  tree: OrgTreeState;
  selected?: Dept;
  onDeleted(): void;
}

/** Add (under the chosen department, or at the top for SYSTEM users), rename, move and delete. */
export function DeptActions({ tree, selected, onDeleted }: Props) {
  const t = useTranslate();
  const { modal, message } = useAppApi();
  const { data: me } = useGetIdentity<CurrentUser>();
  const [dialog, setDialog] = useState<DeptDialogMode | null>(null);
  const canAdd = selected ? !selected.disabled : me?.type === "SYSTEM";
  const canChange = !!selected && !selected.disabled;
  const levelOf = (dept: Dept) =>
    tree.levels.get(TOPS)?.some((d) => d.id === dept.id) ? TOPS : dept.parentId;

  const confirmDelete = (dept: Dept) =>
    modal.confirm({
      title: t("org-tree.deleteConfirm", { name: dept.name }),
      content: t("org-tree.deleteHint"),
      okText: t("kit.confirm"),
      cancelText: t("kit.cancel"),
      okButtonProps: { danger: true },
      onOk: async () => {
        const result = await call(departmentsOps.remove, { params: { id: dept.id } });
        if (!result.ok) return;
        void message.success(t("org-tree.deleted"));
        onDeleted();
        await tree.reload(levelOf(dept));
      },
    });

  const button = (
    key: string,
    icon: React.ReactNode,
    enabled: boolean,
    onClick: () => void,
    danger = false,
  ) => (
    <Tooltip title={t(`org-tree.${key}`)}>
      <Button
        size="small"
        icon={icon}
        disabled={!enabled}
        danger={danger}
        onClick={onClick}
        aria-label={t(`org-tree.${key}`)}
      />
    </Tooltip>
  );

  return (
    <>
      <Space style={{ marginBottom: 8 }}>
        {button("add", <PlusOutlined />, canAdd, () =>
          setDialog({ kind: "add", parentId: selected?.id ?? ORG_ROOT_ID }),
        )}
        {button(
          "rename",
          <EditOutlined />,
          canChange,
          () => selected && setDialog({ kind: "rename", dept: selected }),
        )}
        {button(
          "move",
          <DragOutlined />,
          canChange,
          () => selected && setDialog({ kind: "move", dept: selected }),
        )}
        {button("delete", <DeleteOutlined />, canChange, () => selected && confirmDelete(selected), true)}
      </Space>
      {dialog && (
        <DeptDialog
          mode={dialog}
          onClose={() => setDialog(null)}
          onSaved={async (changed, before) => {
            setDialog(null);
            void message.success(t("org-tree.saved"));
            const parent =
              changed.parentId === ORG_ROOT_ID || !tree.find(changed.parentId) ? TOPS : changed.parentId;
            await tree.reload(parent);
            if (before && before !== changed.parentId) await tree.reload(tree.find(before) ? before : TOPS);
          }}
        />
      )}
    </>
  );
}
