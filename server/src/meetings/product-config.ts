import { PRODUCT_CONFIG_RANGES } from "#contract/limits";
import type { ProductConfigs, ProductConfigsBody } from "#contract/product-configs";
import type { Db } from "../db/database.ts";
import { productConfig } from "../db/schema.ts";
import type { FieldMessage } from "../errors.ts";
import { readCacheOf } from "../lib/read-cache.ts";

/** Meeting (product) settings: numbers with defaults and ranges, stored as overrides. */
// The schedule services read the settings and their ranges from here.
export { PRODUCT_CONFIG_RANGES, type ProductConfigs };

export type ProductConfigKey = keyof ProductConfigs;

export const PRODUCT_CONFIG_KEYS = Object.keys(PRODUCT_CONFIG_RANGES) as ProductConfigKey[];

export const isProductConfigKey = (key: string): key is ProductConfigKey =>
  Object.hasOwn(PRODUCT_CONFIG_RANGES, key);

/** The settings, read at most once per two seconds per database (every list row needs them). */
export function readProductConfigs(db: Db): Promise<ProductConfigs> {
  return readCacheOf(db).get("product-configs", () => readStoredConfigs(db));
}

async function readStoredConfigs(db: Db): Promise<ProductConfigs> {
  const result = Object.fromEntries(
    PRODUCT_CONFIG_KEYS.map((key) => [key, PRODUCT_CONFIG_RANGES[key].default]),
  ) as ProductConfigs;
  for (const row of await db.select().from(productConfig)) {
    if (isProductConfigKey(row.key) && typeof row.value === "number") result[row.key] = row.value;
  }
  return result;
}

/** Rules across keys, checked on the merged result; returns field messages (empty when valid). */
export function productConfigViolations(merged: ProductConfigs): Record<string, FieldMessage> {
  const fields: Record<string, FieldMessage> = {};
  if (60 % merged.appointmentInterval !== 0) fields.appointmentInterval = "productConfig.dividesHour";
  if (merged.defaultDuration > merged.maxDuration) {
    fields.defaultDuration = { key: "validation.maximum", params: { limit: merged.maxDuration } };
  }
  return fields;
}

export async function writeProductConfigs(db: Db, changes: ProductConfigsBody, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    for (const key of PRODUCT_CONFIG_KEYS) {
      const value = changes[key];
      if (value === undefined) continue;
      await tx
        .insert(productConfig)
        .values({ key, value, updatedAt: now })
        .onConflictDoUpdate({ target: productConfig.key, set: { value, updatedAt: now } });
    }
  });
  readCacheOf(db).clear();
}
