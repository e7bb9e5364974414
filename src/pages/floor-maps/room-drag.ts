/** The drag payload from the room picker to the map (HTML drag and drop). */
import type { RoomOption } from "./types";

export const ROOM_DRAG_TYPE = "application/x-floor-map-room";

export function writeDraggedRoom(transfer: DataTransfer, room: RoomOption): void {
  transfer.setData(ROOM_DRAG_TYPE, JSON.stringify({ id: room.id, name: room.name }));
  transfer.effectAllowed = "move";
}

export function readDraggedRoom(transfer: Pick<DataTransfer, "getData"> | null): RoomOption | null {
  const raw = transfer?.getData(ROOM_DRAG_TYPE);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<RoomOption>;
    return typeof value.id === "string" && typeof value.name === "string"
      ? { id: value.id, name: value.name }
      : null;
  } catch {
    return null;
  }
}
