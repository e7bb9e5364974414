/** Refine pagination, sorters and filters -> the list query of DESIGN.md §2. */
import type { CrudFilter, CrudSort, Pagination } from "@refinedev/core";

import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "#contract/limits/wire";

/** The server's largest page is used when Refine wants everything (pagination off or client-side). */
export { MAX_PAGE_SIZE };

const KEYWORD_FIELDS = new Set(["q", "keyword"]);

export type ListQuery = Record<string, string | number>;

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)
  );
}

function flatten(filters: CrudFilter[] | undefined): Extract<CrudFilter, { field: string }>[] {
  return (filters ?? []).flatMap((filter) => {
    if ("field" in filter) return [filter];
    if (filter.operator === "and") return flatten(filter.value);
    throw new Error(`Filter operator "${filter.operator}" is not supported`);
  });
}

export function paginationQuery(pagination?: Pagination): ListQuery {
  if (pagination?.mode === "off" || pagination?.mode === "client") return { page: 1, size: MAX_PAGE_SIZE };
  return { page: pagination?.currentPage ?? 1, size: pagination?.pageSize ?? DEFAULT_PAGE_SIZE };
}

/** `sort=<field>,asc|desc` from the first sorter; filters by field name, a q/keyword filter as `keyword`. */
export function sortFilterQuery(sorters?: CrudSort[], filters?: CrudFilter[]): ListQuery {
  const query: ListQuery = {};
  const sorter = sorters?.[0];
  if (sorter) query.sort = `${sorter.field},${sorter.order}`;

  for (const { field, operator, value } of flatten(filters)) {
    if (isEmpty(value)) continue;
    switch (operator) {
      case "eq":
      case "eqs":
      case "contains":
      case "containss":
        query[KEYWORD_FIELDS.has(field) ? "keyword" : field] = String(value);
        break;
      case "in":
        query[field] = (Array.isArray(value) ? value : [value]).map(String).join(",");
        break;
      default:
        throw new Error(`Filter operator "${operator}" on "${field}" is not supported`);
    }
  }
  return query;
}

export function buildListQuery(
  pagination?: Pagination,
  sorters?: CrudSort[],
  filters?: CrudFilter[],
): ListQuery {
  return { ...paginationQuery(pagination), ...sortFilterQuery(sorters, filters) };
}

/** A multipart body: files and blobs as they are, arrays as repeated fields, other values as text. */
export function toFormData(values: Record<string, unknown>): FormData {
  const form = new FormData();
  const append = (name: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) form.append(name, value);
    else if (typeof value === "object") form.append(name, JSON.stringify(value));
    else form.append(name, String(value));
  };
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) for (const item of value) append(name, item);
    else append(name, value);
  }
  return form;
}
