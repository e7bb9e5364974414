import { DeleteButton, EditButton, ShowButton } from "@refinedev/antd";
import { useTranslate } from "@refinedev/core";
import { Space } from "antd";
import { ActionButton } from "../actions/ActionButton";
import { recordId } from "../actions/endpoint";
import { screensOf } from "../registry";
import type { ResourceDef } from "../types";

/** Show, edit, delete (confirmed) and the record actions; each removed when not permitted. */
export function RowActions({ def, record }: { def: ResourceDef; record: Record<string, unknown> }) {
  const t = useTranslate();
  const id = recordId(def, record);
  const has = screensOf(def);
  if (id === undefined) return null;
  return (
    <Space size={0} wrap>
      {has.show && <ShowButton resource={def.name} recordItemId={id} size="small" type="link" />}
      {has.edit && <EditButton resource={def.name} recordItemId={id} size="small" type="link" />}
      {(def.actions ?? [])
        .filter((a) => a.scope === "record")
        .map((action) => (
          <ActionButton
            key={action.name}
            def={def}
            action={action}
            record={record}
            size="small"
            type="link"
          />
        ))}
      {def.endpoints.remove && (
        <DeleteButton
          resource={def.name}
          recordItemId={id}
          size="small"
          type="link"
          confirmTitle={t("kit.deleteConfirm")}
          confirmOkText={t("kit.confirm")}
          confirmCancelText={t("kit.cancel")}
        />
      )}
    </Space>
  );
}
