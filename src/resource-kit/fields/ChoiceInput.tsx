import { useRef } from "react";
import type { FieldDef, ResourceDef } from "../types";
import { Select } from "./lazy-inputs";
import { type OptionItem, useFieldOptions } from "./options";

export interface ChoiceProps {
  def: ResourceDef;
  field: FieldDef;
  value?: unknown;
  onChange?: (value: unknown) => void;
  placeholder?: string;
  disabled?: boolean;
  /** The value of `field.dependsOn` (cascades). */
  parentValue?: unknown;
  /** The edited record: its `field.display` labels the current value before the choices load. */
  record?: Record<string, unknown>;
  id?: string;
  mode?: "create" | "edit" | "filter" | "params";
}

/** Inline filter bars give a select no width of its own. */
export const styleFor = (mode: ChoiceProps["mode"]) => (mode === "filter" ? { minWidth: 160 } : undefined);

interface TreeNode {
  value: string | number;
  title: string;
  children?: TreeNode[];
  disabled?: boolean;
  selectable?: false;
}

export function toTree(options: readonly OptionItem[]): TreeNode[] {
  return options.map((o) => ({
    value: o.value,
    title: o.label,
    children: o.children ? toTree(o.children) : undefined,
    disabled: o.disabled,
    selectable: o.selectable,
  }));
}

export function flatten(options: readonly OptionItem[]): OptionItem[] {
  return options.flatMap((o) => [o, ...(o.children ? flatten(o.children) : [])]);
}

function valuesOf(value: unknown): unknown[] {
  if (value === undefined || value === null || value === "") return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Labels for the current values that are not among the loaded choices (edit shows a name, not an
 * id): the record's display text, else a label seen earlier (a server search may have dropped it).
 */
export function useMissingLabels(props: ChoiceProps, options: readonly OptionItem[]): OptionItem[] {
  const seen = useRef(new Map<string, string>());
  const flat = flatten(options);
  for (const o of flat) seen.current.set(String(o.value), o.label);
  const { field, record } = props;
  if (field.display && record) {
    const ids = valuesOf(record[field.name]);
    const names = valuesOf(record[field.display]);
    ids.forEach((v, i) => {
      const key = String(v);
      if (names[i] !== undefined && !seen.current.has(key)) seen.current.set(key, String(names[i]));
    });
  }
  const present = new Set(flat.map((o) => String(o.value)));
  return valuesOf(props.value)
    .filter((v) => !present.has(String(v)))
    .map((v) => ({ value: v as string | number, label: seen.current.get(String(v)) ?? String(v) }));
}

/** enum and reference: a Select over the field's options (server-searched for resource options). */
export function SelectInput(props: ChoiceProps) {
  const { def, field, value, onChange, placeholder, disabled, parentValue, id } = props;
  const { options, loading, onSearch } = useFieldOptions(def, field, parentValue);
  const missing = useMissingLabels(props, options);
  const all = [...missing, ...flatten(options)].map(({ value: v, label, disabled }) => ({
    value: v,
    label,
    disabled,
  }));
  return (
    <Select
      id={id}
      value={value as never}
      onChange={(next) => onChange?.(next ?? null)}
      options={all}
      mode={field.multiple ? "multiple" : undefined}
      placeholder={placeholder}
      disabled={disabled}
      loading={loading}
      allowClear
      showSearch
      optionFilterProp="label"
      filterOption={onSearch ? false : undefined}
      onSearch={onSearch}
      style={styleFor(props.mode)}
    />
  );
}
