/**
 * What the calendar reads, each cached by react-query under Refine's client: the caller's bookable
 * rooms, their occupancy, the location tree and the slot settings of the product configs.
 */
import { useQuery } from "@tanstack/react-query";
import type { Occupancy } from "#contract/meetings";
import type { TimeRange } from "#contract/rules/time-range";
import { locationTree } from "../../../api/locations";
import { roomOccupancy } from "../../../api/meetings";
import { listBookableRooms } from "../../../api/rooms";
import { session } from "../../../auth/session";
import {
  DEFAULT_APPOINTMENT_INTERVAL_MIN,
  DEFAULT_MEETING_DURATION_MIN,
  MAX_FILTER_IDS,
} from "../../../config/constants";
import { unwrap } from "../../../providers/http/client";
import { useScheduleConfig } from "../shared/use-schedule-config";
import { bookableRoomsQuery, type RoomsInAddress } from "./rooms-query";

export function useCalendarRooms(rooms: RoomsInAddress) {
  return useQuery({
    queryKey: ["calendar", "rooms", rooms.roomKeyword, rooms.roomPage, rooms.locationId],
    queryFn: async ({ signal }) => unwrap(await listBookableRooms(bookableRoomsQuery(rooms), { signal })),
    placeholderData: (previous) => previous,
  });
}

export function useOccupancy(range: TimeRange, roomIds: readonly string[]) {
  const ids = roomIds.slice(0, MAX_FILTER_IDS);
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

const LOCATION_PERMISSIONS = ["location", "meetingRoom", "device"];

/** The location tree is readable only with one of the permissions its route asks for. */
export function canFilterByLocation(): boolean {
  const user = session.user();
  return user?.type === "SYSTEM" || session.permissions().some((p) => LOCATION_PERMISSIONS.includes(p));
}

export function useLocationTree(enabled: boolean) {
  return useQuery({
    queryKey: ["calendar", "locations"],
    queryFn: async ({ signal }) => unwrap(await locationTree({ signal })),
    enabled,
    staleTime: 5 * 60_000,
  });
}
