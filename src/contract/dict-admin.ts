/**
 * Managing dictionaries under /device/dict (spec §7 "Dictionaries"): the types, their items (a value
 * stored by the records that use it, and a label in each language) and their order.
 */
import { DICT_ITEMS_MAX, DICT_LABEL_MAX, DICT_TYPES, DICT_VALUE_PATTERN } from "#contract/limits/rooms";
import { ListQuery } from "#contract/list";
import { Enum, Id, Int, Obj, type Static, Str, Type } from "#contract/schema";

export const DictType = Obj({ code: Type.String(), name: Type.String(), itemCount: Type.Integer() });
export type DictType = Static<typeof DictType>;

export const DictItem = Obj({
  id: Type.String(),
  code: Type.String(),
  value: Type.String(),
  labelZh: Type.String(),
  labelEn: Type.String(),
  sort: Type.Integer(),
  /** How many records use the value (a used value cannot be deleted). */
  usage: Type.Integer(),
});
export type DictItem = Static<typeof DictItem>;

/** One type's items in their order (`code` filter), or all of them. */
export const DictItemFilters = { code: Enum(DICT_TYPES) };
export const DictItemQuery = ListQuery(DictItemFilters);

const labels = { labelZh: Str(1, DICT_LABEL_MAX), labelEn: Str(1, DICT_LABEL_MAX) };

/** The value is fixed once created (records store it). */
export const DictItemBody = Obj({
  code: Enum(DICT_TYPES),
  value: Str(1, 32, { pattern: DICT_VALUE_PATTERN }),
  ...labels,
});
export type DictItemBody = Static<typeof DictItemBody>;

/** The labels. */
export const DictItemUpdateBody = Obj(labels);
export type DictItemUpdateBody = Static<typeof DictItemUpdateBody>;

/** Every item of the type, in the new order. */
export const DictSortBody = Obj({
  code: Enum(DICT_TYPES),
  ids: Type.Array(Id(), { minItems: 1, maxItems: DICT_ITEMS_MAX }),
});
export type DictSortBody = Static<typeof DictSortBody>;

export const DictSortResult = Obj({ sorted: Int(0, DICT_ITEMS_MAX) });
