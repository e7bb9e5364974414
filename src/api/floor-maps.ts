/** The one call the floor-map screens make beside Refine's: placing rooms (spec §7 "Floor maps"). */
import type { FloorMap, PlacementsBody } from "#contract/floor-maps";
import { PRODUCT } from "../config/constants";
import { type ApiResult, http } from "../providers/http/client";

export function floorMapRoomsPath(id: string): string {
  return `/device/${encodeURIComponent(PRODUCT)}-floor/association/update/${encodeURIComponent(id)}`;
}

/** Every room of the map with its place; rooms left out are taken off it. Silent: the editor shows the failure itself. */
export function saveFloorMapRooms(id: string, body: PlacementsBody): Promise<ApiResult<FloorMap>> {
  return http.put(floorMapRoomsPath(id), { data: body, silent: true });
}
