/** The list's fields: its columns and the inputs of its filters. */
import { inView } from "../fields/in-view";
import type { FieldDef, FilterDef, ResourceDef } from "../types";

/** The list's columns: `list.columns` in order (unknown names skipped), else the fields shown in "list". */
export function listColumns(def: ResourceDef): FieldDef[] {
  const declared = def.list?.columns;
  if (!declared) return def.fields.filter((f) => inView(f, "list"));
  return declared.flatMap((name) => {
    const field = def.fields.find((f) => f.name === name);
    return field && field.type !== "password" ? [field] : [];
  });
}

/** The input of a declared filter: the field's own definition, with the filter's type/options winning. */
export function filterField(def: ResourceDef, filter: FilterDef): FieldDef {
  const base = def.fields.find((f) => f.name === filter.field);
  return {
    ...(base ?? { name: filter.field, type: "text" as const }),
    name: filter.field,
    type: filter.type ?? base?.type ?? "text",
    options: filter.options ?? base?.options,
    rules: undefined,
    readOnly: false,
  };
}
