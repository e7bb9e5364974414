/**
 * The room reports (meetingRoomReport; booked versus used also deptReport; README "Reports"): each
 * room's usage and its trend, and what became of every booking. What every report shares is in
 * #contract/reports.
 */
import { BOOKING_USAGE_GROUPINGS, BOOKING_USAGES } from "#contract/limits/reports";
import { Page } from "#contract/list";
import {
  HeatCell,
  listOf,
  periodProperties,
  ReportExportFormat,
  ReportGranularity,
  ReportQuery,
} from "#contract/reports";
import { MeetingType } from "#contract/schedules";
import { Default, Enum, Id, List, NamedRef, Nullable, Obj, type Static, Str, Type } from "#contract/schema";

export const BookingUsage = Enum(BOOKING_USAGES);
export type BookingUsage = Static<typeof BookingUsage>;
export const BookingUsageGrouping = Enum(BOOKING_USAGE_GROUPINGS);
export type BookingUsageGrouping = Static<typeof BookingUsageGrouping>;

/** Booked versus used, counted: bookings of each kind, their minutes, and the minutes freed. */
export const UsageCounts = Obj({
  bookings: Type.Integer(),
  used: Type.Integer(),
  partlyUsed: Type.Integer(),
  noShow: Type.Integer(),
  ghost: Type.Integer(),
  bookedMinutes: Type.Integer(),
  usedMinutes: Type.Integer(),
  /** Booked minutes of no-show and ghost bookings: what releasing them would have freed. */
  freedMinutes: Type.Integer(),
});
export type UsageCounts = Static<typeof UsageCounts>;

/** A room's bar: booked and used minutes of its ended bookings in the range, and usedMinutes / bookedMinutes. */
export const RoomUsageBar = Obj({
  id: Type.String(),
  name: Type.String(),
  department: Nullable(NamedRef),
  hasSensors: Type.Boolean(),
  bookings: Type.Integer(),
  bookedMinutes: Type.Integer(),
  usedMinutes: Type.Integer(),
  usageRate: Type.Number(),
});
export type RoomUsageBar = Static<typeof RoomUsageBar>;

/** The room query: a department's rooms (subtree), or one room. */
export const RoomReportQuery = Obj({ ...ReportQuery.properties, roomId: Type.Optional(Id()) });
export type RoomReportQuery = Static<typeof RoomReportQuery>;

/** reportsRooms.usage: a bar per room (the most booked first). */
export const RoomUsageStatistic = Obj({ timeZone: Type.String(), rooms: List(RoomUsageBar) });
export type RoomUsageStatistic = Static<typeof RoomUsageStatistic>;

/**
 * reportsRooms.usageTotal: the cards over every room in scope, and the heat map of
 * booked and used minutes per weekday × hour.
 */
export const RoomUsageTotal = Obj({
  timeZone: Type.String(),
  rooms: Type.Integer(),
  counts: UsageCounts,
  usageRate: Type.Number(),
  bookedHeatmap: List(HeatCell),
  usedHeatmap: List(HeatCell),
});
export type RoomUsageTotal = Static<typeof RoomUsageTotal>;

export const RoomTrendPoint = Obj({
  ...periodProperties,
  bookings: Type.Integer(),
  bookedMinutes: Type.Integer(),
  usedMinutes: Type.Integer(),
});
export type RoomTrendPoint = Static<typeof RoomTrendPoint>;

/** reportsRooms.usageTrend. */
export const RoomUsageTrend = Obj({
  timeZone: Type.String(),
  granularity: ReportGranularity,
  points: List(RoomTrendPoint),
});
export type RoomUsageTrend = Static<typeof RoomUsageTrend>;

/** reportsRooms.bookedVsUsed: the counts in total and per department, room or organiser. */
export const BookedVsUsedQuery = Obj({
  ...RoomReportQuery.properties,
  groupBy: Default(BookingUsageGrouping, "department"),
});
export type BookedVsUsedQuery = Static<typeof BookedVsUsedQuery>;

export const UsageGroup = Obj({ id: Type.String(), name: Type.String(), counts: UsageCounts });
export type UsageGroup = Static<typeof UsageGroup>;

export const BookedVsUsed = Obj({
  timeZone: Type.String(),
  groupBy: BookingUsageGrouping,
  totals: UsageCounts,
  groups: List(UsageGroup),
});
export type BookedVsUsed = Static<typeof BookedVsUsed>;

/** One ended booking, what the three sources say of it, and its usage. */
export const BookingRow = Obj({
  id: Type.String(),
  meeting: NamedRef,
  type: MeetingType,
  room: NamedRef,
  organiser: NamedRef,
  department: Nullable(NamedRef),
  startAt: Type.Integer(),
  endAt: Type.Integer(),
  bookedMinutes: Type.Integer(),
  /** Minutes the room's terminal was connected to the meeting inside the booking. */
  joinedMinutes: Type.Integer(),
  /** Minutes the room's sensors saw someone inside the booking (null: the room has no sensors). */
  presentMinutes: Nullable(Type.Integer()),
  /** Whether anyone at all connected to the meeting during the booking. */
  meetingHeld: Type.Boolean(),
  usedMinutes: Type.Integer(),
  usage: BookingUsage,
});
export type BookingRow = Static<typeof BookingRow>;

export const BookingPage = Page(BookingRow);
export type BookingPage = Static<typeof BookingPage>;

/** reportsRooms.rooms: the bookings behind a room's bar, a heat cell, a usage kind or a group. */
export const RoomBookingsQuery = listOf({
  roomId: Id(),
  organiserId: Id(),
  usage: BookingUsage,
  period: Str(7, 16),
  granularity: ReportGranularity,
});
export type RoomBookingsQuery = Static<typeof RoomBookingsQuery>;

/** reportsRooms.exportRooms: those bookings as XLSX or CSV (filters and sort, no paging). */
export const RoomBookingsExportQuery = Obj({
  ...Type.Omit(RoomBookingsQuery, ["page", "size"]).properties,
  format: ReportExportFormat,
});
export type RoomBookingsExportQuery = Static<typeof RoomBookingsExportQuery>;
