import { useTranslate } from "@refinedev/core";
import { Space, Tag } from "antd";
import dayjs from "dayjs";
import { lazy, type ReactNode, Suspense } from "react";
import { DATE_FORMAT } from "../../config/constants";
import { labelKeys } from "../labels";
import type { FieldDef, ResourceDef } from "../types";
import { findOption, useFieldOptions } from "./options";

// Images and file links (antd Image) are fetched the first time a cell or a record shows one.
const FileLinks = lazy(() => import("./FilePreview").then((m) => ({ default: m.FileLinks })));
const Thumbnail = lazy(() => import("./FilePreview").then((m) => ({ default: m.Thumbnail })));

/** What an empty value shows. */
export const EMPTY_DISPLAY = "-";
export const DAY_FORMAT = "YYYY/MM/DD";

interface Props {
  def: ResourceDef;
  field: FieldDef;
  record: Record<string, unknown>;
  /** A list cell: several values on one line (the first, then a count), not a wrapping row of tags. */
  compact?: boolean;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === "" || (Array.isArray(value) && !value.length);
}

export function formatTime(value: unknown, type: "date" | "datetime"): string {
  const time = dayjs(typeof value === "string" && /^\d+$/.test(value) ? Number(value) : (value as number));
  return time.isValid() ? time.format(type === "date" ? DAY_FORMAT : DATE_FORMAT) : String(value);
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

/** Read-only rendering of one field of a record (list cells, the show screen). */
export function FieldDisplay({ def, field, record, compact = false }: Props): ReactNode {
  const t = useTranslate();
  if (field.type === "password") return null;
  const value = record[field.name];
  const shown = field.display !== undefined ? (record[field.display] ?? value) : value;
  if (isEmpty(shown)) return EMPTY_DISPLAY;
  const enumLabel = (v: unknown) => t(labelKeys.enumValue(def, field, String(v)));

  switch (field.type) {
    case "enum":
      if (field.options && !("values" in field.options))
        return <RemoteLabels def={def} field={field} values={asList(value)} compact={compact} />;
      return (
        <Labels
          field={field}
          values={asList(value).map((v) => ({ value: v, label: enumLabel(v) }))}
          compact={compact}
        />
      );
    case "boolean": {
      const label = t(value ? "kit-fields.yes" : "kit-fields.no");
      const color = field.colors?.[String(!!value)];
      return color ? <Tag color={color}>{label}</Tag> : label;
    }
    case "date":
    case "datetime":
      return formatTime(value, field.type);
    case "number":
      return field.unit ? `${value} ${t(field.unit)}` : String(value);
    case "image":
      return (
        <Suspense fallback={null}>
          <Space wrap>
            {asList(value).map((id) => (
              <Thumbnail key={String(id)} id={String(id)} />
            ))}
          </Space>
        </Suspense>
      );
    case "file":
      return (
        <Suspense fallback={null}>
          <FileLinks ids={asList(value).map(String)} names={asList(shown).map(String)} />
        </Suspense>
      );
    case "reference":
    case "tree":
      if (field.display === undefined || isEmpty(record[field.display]))
        return <RemoteLabels def={def} field={field} values={asList(value)} compact={compact} />;
      return (
        <Labels
          field={field}
          values={asList(shown).map((v) => ({ value: v, label: String(v) }))}
          compact={compact}
        />
      );
    default:
      return Array.isArray(shown) ? shown.join(", ") : String(shown);
  }
}

interface LabelsProps {
  field: FieldDef;
  values: { value: unknown; label: string }[];
  compact: boolean;
}

/**
 * One value as text (or a coloured tag); several as tags. Compact: the first tag and "+N" on one
 * line; the whole list is the cell's title and, for screen readers, its text.
 */
function Labels({ field, values, compact }: LabelsProps) {
  if (!field.multiple && !field.colors && values.length === 1) return values[0].label;
  if (compact && values.length > 1) {
    const [first] = values;
    const all = values.map(({ label }) => label).join(", ");
    return (
      <span className="compact-labels" title={all}>
        <span aria-hidden="true">
          <Tag color={field.colors?.[String(first.value)]}>{first.label}</Tag>
          <span className="compact-labels-more">+{values.length - 1}</span>
        </span>
        <span className="sr-only">{all}</span>
      </span>
    );
  }
  return (
    <Space size={[0, 4]} wrap>
      {values.map(({ value, label }) => (
        <Tag key={String(value)} color={field.colors?.[String(value)]}>
          {label}
        </Tag>
      ))}
    </Space>
  );
}

/** Labels read from the field's dictionary or endpoint (cached across cells). */
function RemoteLabels({
  def,
  field,
  values,
  compact,
}: {
  def: ResourceDef;
  field: FieldDef;
  values: unknown[];
  compact: boolean;
}) {
  const { options } = useFieldOptions(def, field);
  const labelled = values.map((value) => ({
    value,
    label: findOption(options, value)?.label ?? String(value),
  }));
  return <Labels field={field} values={labelled} compact={compact} />;
}
