import type { FloorMap, PlacementsBody } from "#contract/floor-maps";
import { op, operations } from "#contract/operation";

export const floorMapsOps = operations("floorMaps", {
  list: op("GET /device/{product}-floor/query", "device"),
  one: op("GET /device/{product}-floor/{id}", "device"),
  create: op("POST /device/{product}-floor", "device"),
  update: op("PUT /device/{product}-floor/{id}", "device"),
  remove: op("DELETE /device/{product}-floor/{id}", "device"),
  removeMany: op("POST /device/{product}-floor/delete/batch", "device"),
  setRooms: op<FloorMap, PlacementsBody>("PUT /device/{product}-floor/association/update/{id}", "device"),
  byRoom: op("GET /device/{product}-floor/by-room/{roomId}", "device"),
});
