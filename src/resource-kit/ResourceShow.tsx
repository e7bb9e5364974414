import { useCan, useGo, useShow, useTranslate } from "@refinedev/core";
import { Button, Descriptions, Space } from "antd";
import { useParams } from "react-router";
import { PageFrame } from "../components/PageFrame";
import { NavButton } from "./crud/NavButton";
import { useConfirmDelete } from "./crud/use-confirm-delete";
import { FieldDisplay } from "./fields/FieldDisplay";
import { inView } from "./fields/in-view";
import { fieldLabel, labelKeys } from "./labels";
import { resourcePaths, screensOf } from "./registry";
import type { ResourceDef } from "./types";

/** The generated show screen: the fields of view "show", with edit and delete buttons (access-controlled by Refine). */
export function ResourceShow({ def }: { def: ResourceDef }) {
  const t = useTranslate();
  const { id } = useParams<{ id: string }>();
  const { query, result: record } = useShow({ resource: def.name, id, meta: { endpoints: def.endpoints } });
  const fields = def.fields.filter((field) => inView(field, "show"));
  const go = useGo();
  const confirmDelete = useConfirmDelete(def, () => go({ to: resourcePaths(def).list, type: "push" }));
  const { data: deletable } = useCan({ resource: def.name, action: "delete", params: { id } });
  const canDelete = !!def.endpoints.remove && deletable?.can === true;

  return (
    <PageFrame
      title={t(labelKeys.title(def, "show"))}
      loading={query.isLoading}
      extra={
        <Space>
          {screensOf(def).edit && <NavButton def={def} screen="edit" id={id} />}
          {canDelete && (
            <Button danger onClick={() => confirmDelete(id)}>
              {t("buttons.delete")}
            </Button>
          )}
        </Space>
      }
    >
      <Descriptions
        bordered
        column={1}
        items={fields.map((field) => ({
          key: field.name,
          label: fieldLabel(t, def, field),
          children: record ? <FieldDisplay def={def} field={field} record={record} /> : null,
        }))}
      />
    </PageFrame>
  );
}
