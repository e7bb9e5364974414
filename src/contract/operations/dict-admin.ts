import type { DictItem, DictSortBody, DictType } from "#contract/dict-admin";
import type { Page } from "#contract/list";
import { op, operations } from "#contract/operation";

export const dictAdminOps = operations("dictAdmin", {
  list: op<Page<DictItem>>("GET /device/dict", { systemType: true }),
  one: op("GET /device/dict/{id}", { systemType: true }),
  create: op("POST /device/dict", { systemType: true }),
  update: op("PUT /device/dict/{id}", { systemType: true }),
  remove: op("DELETE /device/dict/{id}", { systemType: true }),
  removeMany: op("POST /device/dict/delete/batch", { systemType: true }),
  types: op<DictType[]>("GET /device/dict/type", { systemType: true }),
  sort: op<{ sorted: number }, DictSortBody>("PUT /device/dict/sort", { systemType: true }),
});
