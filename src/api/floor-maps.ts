/** The one call the floor-map screens make beside Refine's: placing rooms (spec §7 "Floor maps"). */
import type { FloorMap, PlacementsBody } from "#contract/floor-maps";
import { floorMapsOps } from "#contract/operations/floor-maps";
import { call } from "../providers/http/call";
import type { ApiResult } from "../providers/http/client";

/** Every room of the map with its place; rooms left out are taken off it. Silent: the editor shows the failure itself. */
export function saveFloorMapRooms(id: string, body: PlacementsBody): Promise<ApiResult<FloorMap>> {
  return call(floorMapsOps.setRooms, { params: { id }, body }, { silent: true });
}
