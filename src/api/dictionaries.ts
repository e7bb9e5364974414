/** Typed calls of dictionary management beyond the kit's CRUD: the types and the order of a type's items. */
import type { DictItem, DictType } from "#contract/dict-admin";
import type { Page } from "#contract/list";
import { dictAdminOps } from "#contract/operations/dict-admin";
import { call } from "../providers/http/call";
import type { ApiResult } from "../providers/http/client";

export function getDictTypes(): Promise<ApiResult<DictType[]>> {
  return call(dictAdminOps.types);
}

export function getDictItems(code: string): Promise<ApiResult<Page<DictItem>>> {
  return call(dictAdminOps.list, { query: { code, size: 500, sort: "sort,asc" } });
}

export function sortDictItems(code: string, ids: string[]): Promise<ApiResult<{ sorted: number }>> {
  return call(dictAdminOps.sort, { body: { code, ids } });
}
