import { DeleteOutlined } from "@ant-design/icons";
import { useDeleteMany, useTranslate } from "@refinedev/core";
import { Button, Popconfirm, Space } from "antd";
import { ActionButton } from "../actions/ActionButton";
import type { ResourceDef } from "../types";

interface Props {
  def: ResourceDef;
  ids: string[];
  /** Batch delete is offered (removeMany declared and delete permitted). */
  canDelete: boolean;
  onClear: () => void;
}

/** What applies to the selected rows: batch delete (confirmed, naming the count) and selection actions. */
export function BulkBar({ def, ids, canDelete, onClear }: Props) {
  const t = useTranslate();
  const { mutate, mutation } = useDeleteMany();
  const actions = (def.actions ?? []).filter((a) => a.scope === "selection");
  if (ids.length === 0 || (!canDelete && actions.length === 0)) return null;

  return (
    <Space
      wrap
      style={{ marginBottom: 12 }}
      role="toolbar"
      aria-label={t("kit.selected", { count: ids.length })}
    >
      <span>{t("kit.selected", { count: ids.length })}</span>
      {canDelete && (
        <Popconfirm
          title={t("kit.batchDeleteConfirm", { count: ids.length })}
          okText={t("kit.confirm")}
          cancelText={t("kit.cancel")}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            mutate(
              {
                resource: def.name,
                ids,
                successNotification: () => ({
                  type: "success",
                  message: t("kit.batchDeleteSuccess", { count: ids.length }),
                }),
              },
              { onSuccess: onClear },
            )
          }
        >
          <Button danger icon={<DeleteOutlined />} loading={mutation.isPending}>
            {t("kit.batchDelete")}
          </Button>
        </Popconfirm>
      )}
      {actions.map((action) => (
        <ActionButton key={action.name} def={def} action={action} ids={ids} onDone={onClear} />
      ))}
      <Button type="link" onClick={onClear}>
        {t("kit.clearSelection")}
      </Button>
    </Space>
  );
}
