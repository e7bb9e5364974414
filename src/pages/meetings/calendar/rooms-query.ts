/**
 * The calendar's room list as its address holds it (roomKeyword, roomPage, locationId) and as it asks
 * the server for it. No dates here: a deep link's first data (src/performance/prefetch/first-data.ts) reads it too.
 */
import type { Room } from "#contract/rooms";

/** The part of a room the calendar draws. */
export type BookableRoom = Pick<Room, "id" | "name" | "locationPath" | "capacity">;

export const ROOM_PAGE_SIZE = 30;

export interface RoomsInAddress {
  roomKeyword: string;
  roomPage: number;
  locationId: string | null;
}

export function readRoomsInAddress(params: URLSearchParams): RoomsInAddress {
  const page = Number(params.get("roomPage"));
  return {
    roomKeyword: (params.get("roomKeyword") ?? "").trim(),
    roomPage: Number.isInteger(page) && page >= 1 ? page : 1,
    locationId: params.get("locationId") || null,
  };
}

/** The rooms.bookable query of the address: enabled rooms by name, only the filters given. */
export function bookableRoomsQuery({ roomKeyword, roomPage, locationId }: RoomsInAddress) {
  return {
    page: roomPage,
    size: ROOM_PAGE_SIZE,
    sort: "name,asc",
    enabled: true,
    ...(roomKeyword ? { keyword: roomKeyword } : {}),
    ...(locationId ? { locationId } : {}),
  };
}
