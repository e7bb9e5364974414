import { Show } from "@refinedev/antd";
import { useShow, useTranslate } from "@refinedev/core";
import { Descriptions } from "antd";
import { useParams } from "react-router";
import { FieldDisplay } from "./fields/FieldDisplay";
import { inView } from "./fields/FormFields";
import { labelKeys } from "./labels";
import { screensOf } from "./registry";
import type { ResourceDef } from "./types";

/** The generated show screen: the fields of view "show", with edit and delete buttons (access-controlled by Refine). */
export function ResourceShow({ def }: { def: ResourceDef }) {
  const t = useTranslate();
  const { id } = useParams<{ id: string }>();
  const { query, result: record } = useShow({ resource: def.name, id, meta: { endpoints: def.endpoints } });
  const fields = def.fields.filter((field) => inView(field, "show"));

  return (
    <Show
      resource={def.name}
      recordItemId={id}
      title={t(labelKeys.title(def, "show"))}
      isLoading={query.isLoading}
      canEdit={screensOf(def).edit}
      canDelete={!!def.endpoints.remove}
    >
      <Descriptions
        bordered
        column={1}
        items={fields.map((field) => ({
          key: field.name,
          label: t(labelKeys.field(def, field)),
          children: record ? <FieldDisplay def={def} field={field} record={record} /> : null,
        }))}
      />
    </Show>
  );
}
