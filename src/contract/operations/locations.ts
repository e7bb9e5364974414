import type { Page } from "#contract/list";
import type { LocationNode } from "#contract/locations";
import { op, operations } from "#contract/operation";

export const locationsOps = operations("locations", {
  list: op<Page<LocationNode> | LocationNode[]>("GET /device/dict/supply/query", {
    anyOf: ["location", "meetingRoom", "device"],
  }),
  one: op("GET /device/dict/supply/{id}", { anyOf: ["location", "meetingRoom", "device"] }),
  create: op("POST /device/dict/supply", "location"),
  update: op("PUT /device/dict/supply/{id}", "location"),
  remove: op("DELETE /device/dict/supply/{id}", "location"),
  removeMany: op("POST /device/dict/supply/delete/batch", "location"),
});
