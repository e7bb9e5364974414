import type { ApiAccess, ApiAccountBody, ApiSecret } from "#contract/open-api";
import { op, operations } from "#contract/operation";

export const openApiOps = operations("openApi", {
  get: op<ApiAccess>("GET /system/config/api", { systemType: true }),
  setAccount: op<ApiAccess, ApiAccountBody>("PUT /system/config/api/account", { systemType: true }),
  changeSecret: op<ApiSecret>("GET /system/config/change/api/secret", { systemType: true }),
  /** The OpenAPI document itself (not enveloped); open to anyone in development mode. */
  document: op("GET /openapi.json", { systemType: true }),
});
