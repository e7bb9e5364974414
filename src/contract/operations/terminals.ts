import { op, operations } from "#contract/operation";

export const terminalsOps = operations("terminals", {
  list: op("GET /device/terminal/query", "device"),
  one: op("GET /device/terminal/{id}", "device"),
  create: op("POST /device/terminal", "device"),
  update: op("PUT /device/terminal/{id}", "device"),
  updateWithIdInBody: op("PUT /device/terminal", "device"),
  remove: op("DELETE /device/terminal/{id}", "device"),
  removeMany: op("POST /device/terminal/delete/batch", "device"),
  products: op("GET /device/terminal/product", "device"),
  product: op("GET /device/terminal/product/{id}", "device"),
});
