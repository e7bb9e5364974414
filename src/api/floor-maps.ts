/** The floor-map record (spec §7 "Floor maps") and the one call its screens make beside Refine's: placing rooms. */
import { PRODUCT } from "../config/constants";
import { type ApiResult, http } from "../providers/http/client";

/** A room's place on the map: x, y are fractions (0..1) of the image's width and height. */
export interface Placement {
  roomId: string;
  roomName: string;
  x: number;
  y: number;
}

export interface FloorMap {
  id: string;
  name: string;
  locationId: string | null;
  locationPath: string | null;
  fileId: string | null;
  rooms: Placement[];
  roomCount: number;
  remark: string | null;
  createdAt: number;
  updatedAt: number;
}

/** Every room of the map with its place; rooms left out are taken off it. */
export interface FloorMapRooms {
  rooms: Omit<Placement, "roomName">[];
}

export function floorMapRoomsPath(id: string): string {
  return `/device/${encodeURIComponent(PRODUCT)}-floor/association/update/${encodeURIComponent(id)}`;
}

/** Silent: the editor shows the failure itself. */
export function saveFloorMapRooms(id: string, body: FloorMapRooms): Promise<ApiResult<FloorMap>> {
  return http.put(floorMapRoomsPath(id), { data: body, silent: true });
}
