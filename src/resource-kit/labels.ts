/**
 * The i18n keys of a resource's generated screens (DESIGN.md §4): everything is read from the
 * resource's own locale file (`locales/<lang>/<name>.json` -> "<name>.*"); nothing is a literal.
 */
import type { ActionDef, FieldDef, ResourceDef, ScreenName } from "./types";

type Named = Pick<ResourceDef, "name">;

export const labelKeys = {
  /** The resource's name: tabs, breadcrumbs, confirmations. */
  resource: (def: Named) => `${def.name}.${def.name}`,
  title: (def: Named, screen: ScreenName) => `${def.name}.titles.${screen}`,
  field: (def: Named, field: Pick<FieldDef, "name">) => `${def.name}.fields.${field.name}`,
  placeholder: (def: Named, field: Pick<FieldDef, "name">) => `${def.name}.placeholders.${field.name}`,
  enumValue: (def: Named, field: Pick<FieldDef, "name">, value: string | number) =>
    `${def.name}.enums.${field.name}.${value}`,
  action: (def: Named, action: Pick<ActionDef, "name">) => `${def.name}.actions.${action.name}`,
  actionConfirm: (def: Named, action: Pick<ActionDef, "name">) => `${def.name}.actions.${action.name}Confirm`,
  actionSuccess: (def: Named, action: Pick<ActionDef, "name">) => `${def.name}.actions.${action.name}Success`,
};
