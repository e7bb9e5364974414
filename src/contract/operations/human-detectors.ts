import { op, operations } from "#contract/operation";

export const humanDetectorsOps = operations("humanDetectors", {
  list: op("GET /device/human-detector/query", "device"),
  one: op("GET /device/human-detector/{id}", "device"),
  create: op("POST /device/human-detector", "device"),
  update: op("PUT /device/human-detector/{id}", "device"),
  remove: op("DELETE /device/human-detector/{id}", "device"),
  removeMany: op("POST /device/human-detector/delete/batch", "device"),
});
