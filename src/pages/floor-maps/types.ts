/** The floor-map record of the wire contract ("Floor maps") and what the editor works on. */

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

/** The part of a room record the picker shows. */
export interface RoomOption {
  id: string;
  name: string;
  locationPath?: string | null;
}

export interface Point {
  x: number;
  y: number;
}
