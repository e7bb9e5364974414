import { op, operations } from "#contract/operation";
import type { ProductConfig, ProductConfigs, ProductConfigsBody } from "#contract/product-configs";
import type { NetworkConfig } from "#contract/system-config";

export const productConfigsOps = operations("productConfigs", {
  list: op<ProductConfigs>("GET /{product}/configs", "login"),
  one: op<ProductConfig>("GET /{product}/configs/{key}", "login"),
  update: op<ProductConfigs, ProductConfigsBody>("PUT /{product}/configs", "system"),
  networkConfig: op<NetworkConfig>("GET /{product}/no-auth/network-config", "public"),
});
