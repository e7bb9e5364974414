import type { McuServer } from "#contract/mcu";
import { op, operations } from "#contract/operation";

export const mcuServersOps = operations("mcuServers", {
  list: op("GET /{product}/servers", "device"),
  one: op("GET /{product}/servers/{id}", "device"),
  create: op("POST /{product}/servers", "device"),
  update: op("PUT /{product}/servers/{id}", "device"),
  remove: op("DELETE /{product}/servers/{id}", "device"),
  removeMany: op("POST /{product}/servers/delete/batch", "device"),
  all: op<McuServer[]>("GET /{product}/servers/all", "device"),
});
