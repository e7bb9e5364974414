import { op, operations } from "#contract/operation";
import type {
  BookedVsUsed,
  BookedVsUsedQuery,
  BookingPage,
  RoomBookingsExportQuery,
  RoomBookingsQuery,
  RoomReportQuery,
  RoomUsageStatistic,
  RoomUsageTotal,
  RoomUsageTrend,
} from "#contract/report-rooms";

export const reportsRoomsOps = operations("reportsRooms", {
  usage: op<RoomUsageStatistic, undefined, RoomReportQuery>(
    "GET /report/statistic/room/by-usage",
    "meetingRoomReport",
  ),
  usageTotal: op<RoomUsageTotal, undefined, RoomReportQuery>(
    "GET /report/statistic/room/total/by-usage",
    "meetingRoomReport",
  ),
  usageTrend: op<RoomUsageTrend, undefined, RoomReportQuery>(
    "GET /report/statistic/room/trend/by-usage",
    "meetingRoomReport",
  ),
  bookedVsUsed: op<BookedVsUsed, undefined, BookedVsUsedQuery>("GET /report/statistic/room/booked-vs-used", {
    anyOf: ["meetingRoomReport", "deptReport"],
  }),
  rooms: op<BookingPage, undefined, RoomBookingsQuery>("GET /report/room/by-usage", {
    anyOf: ["meetingRoomReport", "deptReport"],
  }),
  exportRooms: op<unknown, undefined, RoomBookingsExportQuery>(
    "GET /report/room/by-usage/export",
    {
      anyOf: ["meetingRoomReport", "deptReport"],
    },
    { audit: "export" },
  ),
});
