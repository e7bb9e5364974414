/** What the floor-map editor works on: the record and its placed rooms (the contract), rooms and points. */
export type { FloorMap, PlacedRoom as Placement } from "#contract/floor-maps";
export type { RoomOption } from "#contract/rooms";

export interface Point {
  x: number;
  y: number;
}
