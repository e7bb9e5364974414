/**
 * The calls the calendar reads besides roomOccupancy (src/api/meetings.ts): the caller's rooms
 * (`/device/room/authority/query`, the rooms a schedule may book), the location tree and the product
 * configs, each cached by react-query under Refine's client.
 */
import { useQuery } from "@tanstack/react-query";
import { type Occupancy, roomOccupancy } from "../../../api/meetings";
import { session } from "../../../auth/session";
import { DEFAULT_APPOINTMENT_INTERVAL_MIN, DEFAULT_MEETING_DURATION_MIN } from "../../../config/constants";
import { http, unwrap } from "../../../providers/http/client";
import type { TimeRange } from "../../../utils/time-range";
import { useScheduleConfig } from "../shared/use-schedule-config";

export const ROOM_PAGE_SIZE = 30;
export const ROOMS_URL = "/device/room/authority/query";
export const LOCATIONS_URL = "/device/dict/supply/query";
/** The server's limit on roomIds of one occupancy call. */
export const OCCUPANCY_MAX_ROOMS = 200;

export interface CalendarRoom {
  id: string;
  name: string;
  locationPath: string | null;
  capacity: number;
}

export interface RoomsQuery {
  keyword: string;
  page: number;
  locationId: string | null;
}

export function useCalendarRooms({ keyword, page, locationId }: RoomsQuery) {
  return useQuery({
    queryKey: ["calendar", "rooms", keyword, page, locationId],
    queryFn: async ({ signal }) =>
      unwrap(
        await http.get<{ records: CalendarRoom[]; total: number }>(ROOMS_URL, {
          params: {
            page,
            size: ROOM_PAGE_SIZE,
            sort: "name,asc",
            enabled: true,
            ...(keyword ? { keyword } : {}),
            ...(locationId ? { locationId } : {}),
          },
          signal,
        }),
      ),
    placeholderData: (previous) => previous,
  });
}

export function useOccupancy(range: TimeRange, roomIds: readonly string[]) {
  const ids = roomIds.slice(0, OCCUPANCY_MAX_ROOMS);
  return useQuery({
    queryKey: ["calendar", "occupancy", range.start, range.end, ids.join(",")],
    queryFn: async ({ signal }): Promise<Occupancy[]> =>
      unwrap(await roomOccupancy(range.start, range.end, ids, { signal })),
    enabled: ids.length > 0,
  });
}

export interface SlotSettings {
  intervalMinutes: number;
  durationMinutes: number;
}

/** appointmentInterval and defaultDuration of the product configs, with the spec §9 defaults until (or unless) they load. */
export function useSlotSettings(): SlotSettings {
  const config = useScheduleConfig();
  return {
    intervalMinutes: config?.interval ?? DEFAULT_APPOINTMENT_INTERVAL_MIN,
    durationMinutes: config?.defaultDuration ?? DEFAULT_MEETING_DURATION_MIN,
  };
}

export interface LocationNode {
  id: string;
  name: string;
  children?: LocationNode[];
}

const LOCATION_PERMISSIONS = ["location", "meetingRoom", "device"];

/** The location tree is readable only with one of the permissions its route asks for. */
export function canFilterByLocation(): boolean {
  const user = session.user();
  return user?.type === "SYSTEM" || session.permissions().some((p) => LOCATION_PERMISSIONS.includes(p));
}

export function useLocationTree(enabled: boolean) {
  return useQuery({
    queryKey: ["calendar", "locations"],
    queryFn: async ({ signal }) =>
      unwrap(
        await http.get<{ records: LocationNode[] } | LocationNode[]>(LOCATIONS_URL, {
          params: { tree: true, size: 500 },
          silent: true,
          signal,
        }),
      ),
    enabled,
    staleTime: 5 * 60_000,
    select: (data) => (Array.isArray(data) ? data : data.records),
  });
}
