import { type HttpError, useForm, useWarnAboutChange } from "@refinedev/core";
import { Form, type FormInstance } from "antd";
import { useEffect } from "react";
import type { ResourceDef } from "../types";

type Values = Record<string, unknown>;

/** The server's 400 field messages beside their fields; earlier messages go. */
export function showFieldErrors(form: FormInstance, error: HttpError | undefined): void {
  const cleared = Object.keys(form.getFieldsValue(true) as Values).map((name) => ({ name, errors: [] }));
  const given = Object.entries(error?.errors ?? {}).map(([name, message]) => ({
    name,
    errors: (Array.isArray(message) ? message : [message]).map(String),
  }));
  form.setFields([...cleared, ...given]);
}

interface KitFormOptions {
  def: ResourceDef;
  action: "create" | "edit";
  id?: string;
  onSaved: () => void;
}

/**
 * Refine's form over an antd form: the record to edit, a pessimistic save, server field messages
 * beside their fields, and the unsaved-changes warning (kept after a failed save).
 */
export function useKitForm({ def, action, id, onSaved }: KitFormOptions) {
  const [form] = Form.useForm<Values>();
  const { setWarnWhen } = useWarnAboutChange();
  const { onFinish, query, formLoading } = useForm<Values, HttpError, Values>({
    resource: def.name,
    action,
    id,
    meta: { endpoints: def.endpoints },
    mutationMode: "pessimistic",
    redirect: false,
    onMutationSuccess: () => {
      setWarnWhen(false);
      onSaved();
    },
    onMutationError: (error) => {
      showFieldErrors(form, error);
      setWarnWhen(true);
    },
  });
  const record = query?.data?.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields start again from each loaded record
  useEffect(() => {
    form.resetFields();
  }, [form, record]);

  return {
    form,
    record,
    formLoading,
    save: (values: Values) => onFinish(values).catch(() => undefined),
    onValuesChange: () => setWarnWhen(true),
  };
}
