import { op, operations } from "#contract/operation";

export const sensorsOps = operations("sensors", {
  list: op("GET /device/human-detector/sensor/query", "device"),
  one: op("GET /device/human-detector/sensor/{id}", "device"),
  create: op("POST /device/human-detector/sensor", "device"),
  update: op("PUT /device/human-detector/sensor/{id}", "device"),
  remove: op("DELETE /device/human-detector/sensor/{id}", "device"),
  removeMany: op("POST /device/human-detector/sensor/delete/batch", "device"),
});
