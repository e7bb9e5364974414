/** Typed calls of the meeting settings; reading them is in ./auth. */
import { productConfigsOps } from "#contract/operations/product-configs";
import type { ProductConfigs, ProductConfigsBody } from "#contract/product-configs";
import { call, queryKeyOf } from "../providers/http/call";
import type { ApiResult } from "../providers/http/client";

/** The query key the schedule form, the calendar and the meeting tab share. */
export const PRODUCT_CONFIGS_KEY = queryKeyOf(productConfigsOps.list);

/** Silent: the form shows messages beside its fields. */
export function saveProductConfigs(body: ProductConfigsBody): Promise<ApiResult<ProductConfigs>> {
  return call(productConfigsOps.update, { body }, { silent: true });
}
