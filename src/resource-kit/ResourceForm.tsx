import { SaveOutlined } from "@ant-design/icons";
import { useGo, useTranslate } from "@refinedev/core";
import { Button, Form, Space } from "antd";
import { useMemo } from "react";
import { useParams } from "react-router";
import { PageFrame } from "../components/PageFrame";
import { useKitForm } from "./crud/use-kit-form";
import { FormFields } from "./fields/FormFields";
import { labelKeys } from "./labels";
import { resourcePaths } from "./registry";
import type { ResourceDef } from "./types";

type Values = Record<string, unknown>;

function passwordNames(def: ResourceDef): string[] {
  return def.fields.filter((field) => field.type === "password").map((field) => field.name);
}

/** A password is never prefilled (the server never returns one anyway). */
export function initialValuesFor(def: ResourceDef, record: Values | undefined): Values | undefined {
  if (!record) return undefined;
  const values = { ...record };
  for (const name of passwordNames(def)) delete values[name];
  return values;
}

/** On edit an empty password means "keep the current one": it is not sent. */
export function valuesToSave(def: ResourceDef, values: Values, action: "create" | "edit"): Values {
  if (action === "create") return values;
  const result = { ...values };
  for (const name of passwordNames(def)) {
    if (result[name] === undefined || result[name] === null || result[name] === "") delete result[name];
  }
  return result;
}

/**
 * The generated create and edit screen. The save is pessimistic: the list opens only once the server
 * has said yes; on an error the typed values stay, 400 field messages appear beside their fields and
 * leaving warns again about the unsaved changes.
 */
export function ResourceForm({ def, action }: { def: ResourceDef; action: "create" | "edit" }) {
  const t = useTranslate();
  const go = useGo();
  const { id } = useParams<{ id: string }>();
  const { form, record, formLoading, save, onValuesChange } = useKitForm({
    def,
    action,
    id: action === "edit" ? id : undefined,
    onSaved: () => go({ to: resourcePaths(def).list, type: "push" }),
  });
  const initialValues = useMemo(() => initialValuesFor(def, record), [def, record]);

  const title = t(labelKeys.title(def, action));
  return (
    <PageFrame
      title={title}
      loading={action === "edit" && formLoading && !record}
      extra={
        <Space>
          <Button onClick={() => go({ to: resourcePaths(def).list, type: "push" })}>
            {t("buttons.cancel")}
          </Button>
          <Button type="primary" icon={<SaveOutlined />} loading={formLoading} onClick={() => form.submit()}>
            {t("buttons.save")}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        initialValues={initialValues}
        onValuesChange={onValuesChange}
        onFinish={(values) => save(valuesToSave(def, values, action))}
        layout="vertical"
        style={{ maxWidth: 720 }}
      >
        <FormFields def={def} fields={def.fields} mode={action} record={record} />
      </Form>
    </PageFrame>
  );
}
