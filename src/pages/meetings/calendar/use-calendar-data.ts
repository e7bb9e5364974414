/**
 * What the calendar reads, each cached by react-query under Refine's client: the caller's bookable
 * rooms, their occupancy, the location tree and the slot settings of the product configs.
 */
import { useQuery } from "@tanstack/react-query";
import type { Occupancy } from "#contract/meetings";
import { locationsOps } from "#contract/operations/locations";
import { meetingReadsOps } from "#contract/operations/meeting-reads";
import { roomsOps } from "#contract/operations/rooms";
import { permits } from "#contract/rules/permission-rule";
import type { TimeRange } from "#contract/rules/time-range";
import { session } from "../../../auth/session";
import {
  DEFAULT_APPOINTMENT_INTERVAL_MIN,
  DEFAULT_MEETING_DURATION_MIN,
  MAX_FILTER_IDS,
} from "../../../config/constants";
import { call, queryKeyOf } from "../../../providers/http/call";
import { unwrap } from "../../../providers/http/client";
import { useScheduleConfig } from "../shared/use-schedule-config";
import { LOCATION_TREE_QUERY, locationTree } from "./location-tree";
import { bookableRoomsQuery, type RoomsInAddress } from "./rooms-query";

export function useCalendarRooms(rooms: RoomsInAddress) {
  const query = bookableRoomsQuery(rooms);
  return useQuery({
    queryKey: queryKeyOf(roomsOps.bookable, { query }),
    queryFn: async ({ signal }) => unwrap(await call(roomsOps.bookable, { query }, { signal })),
    placeholderData: (previous) => previous,
  });
}

export function useOccupancy(range: TimeRange, roomIds: readonly string[]) {
  const ids = roomIds.slice(0, MAX_FILTER_IDS);
  const query = { start: range.start, end: range.end, roomIds: ids.join(",") };
  return useQuery({
    queryKey: queryKeyOf(meetingReadsOps.roomOccupancy, { query }),
    queryFn: async ({ signal }): Promise<Occupancy[]> =>
      unwrap(await call(meetingReadsOps.roomOccupancy, { query }, { signal })),
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

/** The location tree is readable only with the permission its operation asks for. */
export function canFilterByLocation(): boolean {
  const type = session.user()?.type ?? null;
  return (
    type === "SYSTEM" || permits(locationsOps.list.permission, { authorities: session.permissions(), type })
  );
}

export function useLocationTree(enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(locationsOps.list, { query: LOCATION_TREE_QUERY }),
    queryFn: async ({ signal }) => unwrap(await locationTree({ signal })),
    enabled,
    staleTime: 5 * 60_000,
  });
}
