/**
 * The i18n keys of a resource's generated screens (DESIGN.md §4): everything is read from the
 * resource's own locale file (`locales/<lang>/<name>.json` -> "<name>.*"), except the field labels
 * many resources share ("Name", "Created"…), which come from common's `fields` where the resource's
 * file has none; nothing is a literal.
 */
import type { ActionDef, FieldDef, ResourceDef, ScreenName } from "./types";

type Named = Pick<ResourceDef, "name">;

export const labelKeys = {
  /** The resource's name: tabs, breadcrumbs, confirmations. */
  resource: (def: Named) => `${def.name}.${def.name}`,
  title: (def: Named, screen: ScreenName) => `${def.name}.titles.${screen}`,
  field: (def: Named, field: Pick<FieldDef, "name">) => `${def.name}.fields.${field.name}`,
  /** The shared label of a field name, for a resource whose file has none of its own (common.json sits at the root). */
  commonField: (field: Pick<FieldDef, "name">) => `fields.${field.name}`,
  placeholder: (def: Named, field: Pick<FieldDef, "name">) => `${def.name}.placeholders.${field.name}`,
  enumValue: (def: Named, field: Pick<FieldDef, "name">, value: string | number) =>
    `${def.name}.enums.${field.name}.${value}`,
  action: (def: Named, action: Pick<ActionDef, "name">) => `${def.name}.actions.${action.name}`,
  actionConfirm: (def: Named, action: Pick<ActionDef, "name">) => `${def.name}.actions.${action.name}Confirm`,
  actionSuccess: (def: Named, action: Pick<ActionDef, "name">) => `${def.name}.actions.${action.name}Success`,
};

/** A field's label: the resource's own, else the shared one of common (i18next's default value). */
export function fieldLabel(
  t: (key: string, options?: Record<string, unknown>) => string,
  def: Named,
  field: Pick<FieldDef, "name">,
): string {
  return t(labelKeys.field(def, field), { defaultValue: t(labelKeys.commonField(field)) });
}
