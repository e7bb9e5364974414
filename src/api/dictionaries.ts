/** Typed calls of dictionary management beyond the kit's CRUD: the types and the order of a type's items. */
import type { DictItem, DictType } from "#contract/dict-admin";
import type { Page } from "#contract/list";
import { type ApiResult, http } from "../providers/http/client";

export function getDictTypes(): Promise<ApiResult<DictType[]>> {
  return http.get("/device/dict/type");
}

export function getDictItems(code: string): Promise<ApiResult<Page<DictItem>>> {
  return http.get("/device/dict", { params: { code, size: 500, sort: "sort,asc" } });
}

export function sortDictItems(code: string, ids: string[]): Promise<ApiResult<{ sorted: number }>> {
  return http.put("/device/dict/sort", { data: { code, ids } });
}
