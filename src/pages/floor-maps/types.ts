/** What the floor-map editor works on: the record (src/api/floor-maps.ts), rooms and points. */
export type { FloorMap, Placement } from "../../api/floor-maps";
export type { RoomOption } from "../../api/rooms";

export interface Point {
  x: number;
  y: number;
}
