import { op, operations } from "#contract/operation";
import type { SystemConfig, SystemConfigBody } from "#contract/system-config";

export const systemOps = operations("system", {
  config: op<SystemConfig>("GET /system/config/{key}", "public"),
  setConfig: op<SystemConfig, SystemConfigBody>("POST /system/config", "system"),
});
