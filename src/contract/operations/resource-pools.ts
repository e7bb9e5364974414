import { op, operations } from "#contract/operation";

export const resourcePoolsOps = operations("resourcePools", {
  list: op("GET /{product}/resource-pool", "device"),
  one: op("GET /{product}/resource-pool/{id}", "device"),
  create: op("POST /{product}/resource-pool", "device"),
  update: op("PUT /{product}/resource-pool/{id}", "device"),
  remove: op("DELETE /{product}/resource-pool/{id}", "device"),
  removeMany: op("POST /{product}/resource-pool/delete/batch", "device"),
});
