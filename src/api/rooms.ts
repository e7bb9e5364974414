/** Typed calls of the rooms the caller may book: pickers and the calendar. */
import type { Page } from "#contract/list";
import { roomsOps } from "#contract/operations/rooms";
import type { Room } from "#contract/rooms";
import { call, prefetch } from "../providers/http/call";
import type { ApiResult, RequestOptions } from "../providers/http/client";
import { type PickQuery, pageByIds, searchPage } from "./pick-lists";

/** The part of a room a picker shows (a room known only by its id and name has no path). */
export type RoomOption = Pick<Room, "id" | "name"> & Partial<Pick<Room, "locationPath">>;

/** The part of a room the calendar draws. */
export type BookableRoom = Pick<Room, "id" | "name" | "locationPath" | "capacity">;

export interface BookableRoomsQuery {
  page: number;
  size: number;
  keyword?: string;
  locationId?: string | null;
}

/** Enabled rooms sorted by name, optionally matching a keyword and under a location. */
export function listBookableRooms(
  query: BookableRoomsQuery,
  options: Pick<RequestOptions, "signal"> = {},
): Promise<ApiResult<Page<Room>>> {
  return call(roomsOps.bookable, { query: bookableRoomsParams(query) }, options);
}

/** The same read started early (a deep link to the calendar); listBookableRooms then takes its answer. */
export function prefetchBookableRooms(query: BookableRoomsQuery): void {
  prefetch(roomsOps.bookable, { query: bookableRoomsParams(query) });
}

function bookableRoomsParams({ page, size, keyword, locationId }: BookableRoomsQuery) {
  return {
    page,
    size,
    sort: "name,asc",
    enabled: true,
    ...(keyword ? { keyword } : {}),
    ...(locationId ? { locationId } : {}),
  };
}

export function searchRooms(query: PickQuery, signal: AbortSignal): Promise<ApiResult<Page<Room>>> {
  return searchPage(roomsOps.bookable, query, signal);
}

/** Among the caller's rooms (the labels of rooms preset by a link). */
export function roomsByIds(ids: readonly string[]): Promise<ApiResult<Page<Room>>> {
  return pageByIds(roomsOps.bookable, ids);
}
