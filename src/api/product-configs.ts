/** Typed calls of the meeting settings (PUT /{product}/configs); reading them is in ./auth. */
import type { ProductConfigs, ProductConfigsBody } from "#contract/product-configs";
import { type ApiResult, http } from "../providers/http/client";
import { PRODUCT_CONFIGS_URL } from "./auth";

/** The query key the schedule form, the calendar and the meeting tab share. */
export const PRODUCT_CONFIGS_KEY = ["product-configs"];

/** Silent: the form shows messages beside its fields. */
export function saveProductConfigs(body: ProductConfigsBody): Promise<ApiResult<ProductConfigs>> {
  return http.put(PRODUCT_CONFIGS_URL, { data: body, silent: true });
}
