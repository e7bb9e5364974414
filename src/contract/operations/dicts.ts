import type { DictOption } from "#contract/dicts";
import { op, operations } from "#contract/operation";

export const dictsOps = operations("dicts", {
  byCode: op<DictOption[]>("GET /device/dict/sign/{code}", "login"),
});
