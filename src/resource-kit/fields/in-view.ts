import type { FieldDef, View } from "../types";

/** Whether a field appears in a view: `views` when declared, else everywhere except the filter bar. */
export function inView(field: FieldDef, view: View): boolean {
  if (field.type === "password" && (view === "list" || view === "show")) return false;
  return field.views ? field.views.includes(view) : view !== "filter";
}
