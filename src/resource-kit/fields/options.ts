/**
 * Where a select gets its choices (FieldOptions, DESIGN.md §4): fixed values, a dictionary, any
 * endpoint (with `{parent}` from the field it depends on) or another resource's list searched by
 * keyword on the server. Requests go through Refine's data hooks, so react-query caches them.
 */

import {
  type BaseRecord,
  type CrudFilter,
  type HttpError,
  useCustom,
  useList,
  useTranslate,
} from "@refinedev/core";
import { useEffect, useMemo, useState } from "react";
import { dictsOps } from "#contract/operations/dicts";
import { resolveEndpointSpec } from "../../providers/data-provider/endpoints";
import { labelKeys } from "../labels";
import { findResourceDef } from "../registry";
import type { FieldDef, FieldOptions, ResourceDef } from "../types";

export interface OptionItem {
  value: string | number;
  label: string;
  children?: OptionItem[];
  /** Shown, not chosen (an item answered with `disabled: true`, e.g. a role the caller may not give). */
  disabled?: boolean;
  /** A tree node that only holds others (an item answered with `selectable: false`, e.g. a role group). */
  selectable?: false;
}

export interface FieldOptionsState {
  options: OptionItem[];
  loading: boolean;
  /** Set when choices are searched on the server (resource options): call with the typed text. */
  onSearch?: (keyword: string) => void;
}

const OPTIONS_STALE_MS = 60_000;
const SEARCH_DEBOUNCE_MS = 300;
const RESOURCE_PAGE_SIZE = 50;

type Item = Record<string, unknown>;

/** `[...]` or `{ records: [...] }`. */
export function itemsOf(data: unknown): Item[] {
  if (Array.isArray(data)) return data as Item[];
  const records = (data as { records?: unknown } | null | undefined)?.records;
  return Array.isArray(records) ? (records as Item[]) : [];
}

/** Items (nested `children` kept) as options; dictionary items are `{ value, label }`, records `{ id, name }`. */
export function toOptions(items: readonly Item[], valueKey?: string, labelKey?: string): OptionItem[] {
  return items.map((item) => {
    const value = item[valueKey ?? ("value" in item ? "value" : "id")];
    const label = item[labelKey ?? ("label" in item ? "label" : "name")];
    const option: OptionItem = {
      value: typeof value === "number" ? value : String(value ?? ""),
      label: String(label ?? value ?? ""),
    };
    if (Array.isArray(item.children) && item.children.length > 0)
      option.children = toOptions(item.children as Item[], valueKey, labelKey);
    if (item.disabled === true) option.disabled = true;
    if (item.selectable === false) option.selectable = false;
    return option;
  });
}

/** Finds an option anywhere in a tree of options. */
export function findOption(options: readonly OptionItem[], value: unknown): OptionItem | undefined {
  for (const option of options) {
    if (String(option.value) === String(value)) return option;
    const found = option.children && findOption(option.children, value);
    if (found) return found;
  }
  return undefined;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === "" || (Array.isArray(value) && !value.length);
}

function errorToast(error: HttpError | undefined) {
  return { type: "error" as const, message: error?.message ?? "", key: `options-${error?.statusCode}` };
}

function kindOf(options: FieldOptions | undefined) {
  if (!options) return "none";
  if ("values" in options) return "values";
  if ("dict" in options) return "dict";
  if ("endpoint" in options) return "endpoint";
  return "resource";
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The URL and method of a dictionary or endpoint option, or undefined while it cannot be asked yet. */
function customRequest(options: FieldOptions | undefined, parent: unknown) {
  if (options && "dict" in options) return resolveEndpointSpec(dictsOps.byCode.route, { code: options.dict });
  if (!options || !("endpoint" in options)) return undefined;
  const needsParent = options.endpoint.includes("{parent}");
  if (needsParent && isBlank(parent)) return undefined;
  const { method, url } = resolveEndpointSpec(options.endpoint, needsParent ? { parent } : {});
  return { method, url };
}

/**
 * The choices of a field. `parent` is the current value of `field.dependsOn`: an endpoint with
 * `{parent}` is not asked while it is empty, and is asked again when it changes.
 */
export function useFieldOptions(
  def: ResourceDef,
  field: Pick<FieldDef, "name" | "options">,
  parent?: unknown,
): FieldOptionsState {
  const t = useTranslate();
  const options = field.options;
  const kind = kindOf(options);
  const [keyword, setKeyword] = useState("");
  const search = useDebounced(keyword, SEARCH_DEBOUNCE_MS);

  const custom = customRequest(options, parent);
  const extra = options && ("endpoint" in options || "resource" in options) ? options.query : undefined;
  const customQuery = useCustom<BaseRecord>({
    url: custom?.url ?? "",
    method: custom?.method ?? "get",
    config: custom?.method === "get" ? { query: extra } : { payload: extra ?? {} },
    queryOptions: { enabled: !!custom, staleTime: OPTIONS_STALE_MS, retry: false },
    errorNotification: errorToast,
  });

  const target = options && "resource" in options ? findResourceDef(options.resource) : undefined;
  const filters: CrudFilter[] = Object.entries(extra ?? {}).map(([name, value]) => ({
    field: name,
    operator: "eq",
    value,
  }));
  if (search) filters.push({ field: "keyword", operator: "contains", value: search });
  const listQuery = useList<BaseRecord>({
    resource: target?.name ?? "",
    pagination: { currentPage: 1, pageSize: RESOURCE_PAGE_SIZE },
    filters,
    meta: { endpoints: target?.endpoints },
    queryOptions: { enabled: !!target, staleTime: OPTIONS_STALE_MS, retry: false },
    errorNotification: errorToast,
  });

  const asked = !!custom;
  const customData = customQuery.result.data;
  const listData = listQuery.result.data;
  const computed = useMemo((): OptionItem[] => {
    if (!options) return [];
    if ("values" in options)
      return options.values.map((value) => ({ value, label: t(labelKeys.enumValue(def, field, value)) }));
    const { valueKey, labelKey } = "dict" in options ? { valueKey: "value", labelKey: "label" } : options;
    if ("resource" in options) return toOptions(listData as Item[], valueKey, labelKey);
    return asked ? toOptions(itemsOf(customData), valueKey, labelKey) : [];
  }, [options, def, field, t, customData, listData, asked]);

  return {
    options: computed,
    loading:
      (kind === "resource" && listQuery.query.isFetching) ||
      (!!custom && (kind === "dict" || kind === "endpoint") && customQuery.query.isFetching),
    onSearch: kind === "resource" ? setKeyword : undefined,
  };
}
