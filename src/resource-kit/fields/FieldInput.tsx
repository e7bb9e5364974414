import { useTranslate } from "@refinedev/core";
import Input from "antd/es/input/Input";
import dayjs, { type Dayjs } from "dayjs";
import { DATE_FORMAT } from "../../config/constants";
import { labelKeys } from "../labels";
import type { FieldDef, ResourceDef } from "../types";
import { SelectInput } from "./ChoiceInput";
import { DAY_FORMAT } from "./FieldDisplay";
import { useFormControls } from "./form-controls";
import { DatePicker, FileInput, InputNumber, Select, TreeInput } from "./lazy-inputs";

export type InputMode = "create" | "edit" | "filter" | "params";

export interface FieldInputProps {
  def: ResourceDef;
  field: FieldDef;
  mode: InputMode;
  value?: unknown;
  onChange?: (value: unknown) => void;
  /** Set by antd's Form.Item so the label points at the control. */
  id?: string;
  disabled?: boolean;
  /** The value of `field.dependsOn` (cascades: brand -> model). */
  parentValue?: unknown;
  /** The edited record, for the display text of references (a name, not an id). */
  record?: Record<string, unknown>;
}

/** A numeric-only input keeps the digits of what was typed or pasted (spec §5). */
export const onlyDigits = (text: string) => text.replace(/\D+/g, "");

/** Epoch ms on the wire, dayjs in the picker. */
function toDayjs(value: unknown): Dayjs | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const time = dayjs(value as number);
  return time.isValid() ? time : undefined;
}

const BOOLEAN_CHOICES = ["", "true", "false"] as const;

/** An antd Form.Item-compatible control for one field (value/onChange in the wire shape). */
export function FieldInput(props: FieldInputProps) {
  const { def, field, mode, value, onChange, id, disabled } = props;
  const t = useTranslate();
  const placeholder = t(labelKeys.placeholder(def, field), undefined, "") || undefined;
  const max = field.rules?.max;
  const change = (next: unknown) => onChange?.(next);
  const text = (event: { target: { value: string } }) => change(event.target.value);
  const common = { id, disabled, placeholder };
  // A form's text area, password input and switch; a filter bar shows a text box for a text area.
  const controls = useFormControls();

  switch (field.type) {
    case "textarea":
      if (!controls)
        return <Input {...common} value={value as string | undefined} onChange={text} allowClear />;
      return (
        <controls.TextArea
          {...common}
          value={value as string | undefined}
          onChange={text}
          count={max !== undefined ? { show: true, max } : undefined}
          autoSize={{ minRows: 3, maxRows: 8 }}
        />
      );
    case "number":
      return (
        <InputNumber
          {...common}
          value={value as number | null | undefined}
          onChange={(next) => change(next ?? null)}
          min={field.rules?.min}
          max={mode === "filter" ? undefined : max}
          addonAfter={field.unit ? t(field.unit) : undefined}
          style={{ width: "100%" }}
        />
      );
    case "boolean":
      if (mode === "filter") {
        const labels = { "": "kit-fields.any", true: "kit-fields.yes", false: "kit-fields.no" };
        return (
          <Select
            {...common}
            value={value === undefined || value === null || value === "" ? "" : String(value)}
            onChange={(next) => change(next === "" ? undefined : next === "true")}
            options={BOOLEAN_CHOICES.map((choice) => ({ value: choice, label: t(labels[choice]) }))}
            style={{ minWidth: 120 }}
          />
        );
      }
      if (!controls) return null;
      return (
        <controls.Switch
          id={id}
          disabled={disabled}
          checked={!!value}
          onChange={(checked) => change(checked)}
        />
      );
    case "date":
    case "datetime":
      return (
        <DatePicker
          {...common}
          value={toDayjs(value)}
          onChange={(picked) => {
            const time = picked as Dayjs | null;
            change(time ? (field.type === "date" ? time.startOf("day") : time).valueOf() : null);
          }}
          showTime={field.type === "datetime" ? { format: "HH:mm" } : undefined}
          format={field.type === "date" ? DAY_FORMAT : DATE_FORMAT}
          style={{ width: "100%" }}
        />
      );
    case "password":
      if (!controls) return null;
      return (
        <controls.Password
          {...common}
          value={value as string | undefined}
          onChange={text}
          autoComplete="new-password"
          placeholder={placeholder ?? (mode === "edit" ? t("kit-fields.keepPassword") : undefined)}
        />
      );
    case "enum":
    case "reference":
      return <SelectInput {...props} placeholder={placeholder} />;
    case "tree":
      return <TreeInput {...props} placeholder={placeholder} />;
    case "file":
    case "image":
      return <FileInput {...props} />;
    default: {
      const digits = field.rules?.digits;
      return (
        <Input
          {...common}
          value={value as string | undefined}
          onChange={(event) =>
            change(digits !== undefined ? onlyDigits(event.target.value) : event.target.value)
          }
          inputMode={digits !== undefined ? "numeric" : field.type === "email" ? "email" : undefined}
          type={field.type === "phone" ? "tel" : undefined}
          count={max !== undefined && mode !== "filter" ? { show: true, max } : undefined}
          maxLength={digits}
          allowClear={mode === "filter"}
        />
      );
    }
  }
}
