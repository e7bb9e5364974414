import { useTranslate } from "@refinedev/core";
import { Form } from "antd";
import { fieldLabel } from "../labels";
import { rulesFor } from "../rules";
import type { FieldDef, ResourceDef } from "../types";
import { FieldInput, type InputMode } from "./FieldInput";
import { FormControlsProvider } from "./FormControlsProvider";
import { inView } from "./in-view";

export type FormMode = "create" | "edit" | "params";

const VALIDATE_TRIGGERS = ["onChange", "onBlur"];

/** The fields of a form for the mode; a parameter form (an action's) shows all its fields. */
export function formFieldsFor(fields: readonly FieldDef[], mode: FormMode): FieldDef[] {
  return mode === "params" ? [...fields] : fields.filter((field) => inView(field, mode));
}

export function isReadOnly(field: FieldDef, mode: InputMode): boolean {
  return field.readOnly === true || (field.readOnly === "edit" && mode === "edit");
}

interface ControlProps {
  def: ResourceDef;
  field: FieldDef;
  mode: FormMode;
  record?: Record<string, unknown>;
  disabled: boolean;
  /** Fields whose choices depend on this one: cleared when the user changes it. */
  dependents: readonly string[];
  /** Injected by Form.Item. */
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

function Control({ dependents, onChange, ...props }: ControlProps & { parentValue?: unknown }) {
  const form = Form.useFormInstance();
  const change = (value: unknown) => {
    onChange?.(value);
    if (dependents.length) form.setFields(dependents.map((name) => ({ name, value: null, errors: [] })));
  };
  return <FieldInput {...props} onChange={change} />;
}

/** A field whose choices come from another field's value (terminal brand -> model). */
function CascadeControl(props: ControlProps) {
  const parentValue = Form.useWatch(props.field.dependsOn as string, { preserve: true });
  return <Control {...props} parentValue={parentValue} />;
}

/** Form.Items of a resource form: labels, rules validated as the user types, read-only fields, cascades, initial values. */
export function FormFields({
  def,
  fields,
  mode,
  record,
}: {
  def: ResourceDef;
  fields: readonly FieldDef[];
  mode: FormMode;
  /** The record being edited: labels of its references before their choices load. */
  record?: Record<string, unknown>;
}) {
  const t = useTranslate();
  const shown = formFieldsFor(fields, mode);
  const names = shown.map((field) => field.name);

  const items = shown.map((field) => {
    const disabled = isReadOnly(field, mode);
    const dependents = shown.filter((other) => other.dependsOn === field.name).map((other) => other.name);
    const control = { def, field, mode, record, disabled, dependents };
    return (
      <Form.Item
        key={field.name}
        name={field.name}
        label={fieldLabel(t, def, field)}
        rules={disabled ? [] : rulesFor(def, field, t, mode)}
        validateTrigger={VALIDATE_TRIGGERS}
        initialValue={mode === "edit" ? undefined : field.initial}
        // A custom rule may read other fields (e.g. a parent required for some levels): re-check on their change.
        dependencies={field.rules?.custom?.length ? names.filter((name) => name !== field.name) : undefined}
      >
        {field.dependsOn ? <CascadeControl {...control} /> : <Control {...control} />}
      </Form.Item>
    );
  });
  return <FormControlsProvider>{items}</FormControlsProvider>;
}
