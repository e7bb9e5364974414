import { useEffect, useRef } from "react";
import { roomsOps } from "#contract/operations/rooms";
import type { RoomOption } from "#contract/rooms";
import { MAX_FILTER_IDS } from "../../../config/constants";
import { pageByIds } from "./pick-lists";

/**
 * Names of chosen rooms not named yet (a room preset by the calendar may be beyond the picker's
 * first page): asked once from rooms.bookable by ids and handed to `onRoomsSeen`.
 */
export function useRoomLabels(
  chosen: readonly string[],
  names: Readonly<Record<string, string>>,
  onRoomsSeen: (rooms: RoomOption[]) => void,
): void {
  const asked = useRef(new Set<string>());
  const missingKey = chosen.filter((roomId) => !names[roomId] && !asked.current.has(roomId)).join(",");
  useEffect(() => {
    if (!missingKey) return;
    const wanted = missingKey.split(",");
    for (const roomId of wanted) asked.current.add(roomId);
    for (let start = 0; start < wanted.length; start += MAX_FILTER_IDS) {
      void pageByIds(roomsOps.bookable, wanted.slice(start, start + MAX_FILTER_IDS)).then((result) => {
        if (result.ok) onRoomsSeen(result.data.records);
      });
    }
  }, [missingKey, onRoomsSeen]);
}
