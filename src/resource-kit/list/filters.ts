/**
 * The filter bar's values <-> Refine filters (which useTable keeps in the URL, so a reload or a
 * shared link keeps the search). Values are shaped by `toQuery` and sent as `eq` filters; a
 * multi-value as `in`; dates as epoch ms (DESIGN.md §2).
 */
import type { CrudFilter, CrudFilters } from "@refinedev/core";
import dayjs, { type Dayjs } from "dayjs";
import type { FieldDef, ResourceDef } from "../types";
import { filterField } from "./view-fields";

export const KEYWORD = "keyword";

type Values = Record<string, unknown>;

function empty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

function wire(value: unknown): unknown {
  if (dayjs.isDayjs(value)) return (value as Dayjs).valueOf();
  if (Array.isArray(value)) return value.map(wire);
  if (typeof value === "string") return value.trim();
  return value;
}

function asFilter(field: string, value: unknown): CrudFilter[] {
  if (empty(value)) return [];
  const shaped = wire(value);
  return [{ field, operator: Array.isArray(shaped) ? "in" : "eq", value: shaped }];
}

export function filtersFromValues(def: ResourceDef, values: Values): CrudFilters {
  const filters: CrudFilter[] = [];
  if (def.list?.keyword !== false) filters.push(...asFilter(KEYWORD, values[KEYWORD]));
  for (const filter of def.list?.filters ?? []) {
    const value = values[filter.field];
    if (empty(value)) continue;
    if (filter.toQuery) {
      for (const [key, shaped] of Object.entries(filter.toQuery(value)))
        filters.push(...asFilter(key, shaped));
    } else {
      filters.push(...asFilter(filter.field, value));
    }
  }
  return filters;
}

/** A value read back from the URL (strings) in the type the field's input expects. */
function typed(field: FieldDef, raw: unknown): unknown {
  if (Array.isArray(raw)) return raw.map((v) => typed(field, v));
  if (field.type === "boolean") return raw === true || raw === "true";
  if (field.type === "number") return Number.isFinite(Number(raw)) ? Number(raw) : undefined;
  if (field.type === "date" || field.type === "datetime") {
    const ms = Number(raw);
    return Number.isFinite(ms) ? dayjs(ms) : undefined;
  }
  const options = field.options;
  if (options && "values" in options && options.values.some((v) => typeof v === "number")) {
    return Number.isFinite(Number(raw)) ? Number(raw) : raw;
  }
  return raw;
}

function filterValue(filters: CrudFilters, field: string): unknown {
  const found = filters.find((f) => "field" in f && f.field === field);
  return found && "field" in found ? found.value : undefined;
}

/**
 * The filter bar's values from the current filters: the keyword and every filter sent as is.
 * A shaped filter (`toQuery`) cannot be read back, so its input starts empty.
 */
export function valuesFromFilters(def: ResourceDef, filters: CrudFilters): Values {
  const values: Values = {};
  const keyword = filterValue(filters, KEYWORD);
  if (!empty(keyword)) values[KEYWORD] = String(keyword);
  for (const filter of def.list?.filters ?? []) {
    if (filter.toQuery) continue;
    const raw = filterValue(filters, filter.field);
    if (empty(raw)) continue;
    const field = filterField(def, filter);
    const value = typed(field, raw);
    values[filter.field] = field.multiple && !Array.isArray(value) ? [value] : value;
  }
  return values;
}

export function hasActiveFilters(filters: CrudFilters): boolean {
  return filters.some((f) => "field" in f && !empty(f.value));
}
