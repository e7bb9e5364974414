import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { sql } from "drizzle-orm";
import {
  BookedVsUsed,
  BookedVsUsedQuery,
  BookingPage,
  RoomBookingsExportQuery,
  RoomBookingsQuery,
  RoomReportQuery,
  RoomUsageStatistic,
  RoomUsageTotal,
  RoomUsageTrend,
} from "#contract/reports";
import { Envelope } from "#contract/schema";
import {
  bookedVsUsed,
  listBookings,
  requireRoom,
  roomUsage,
  roomUsageTotal,
  roomUsageTrend,
} from "./bookings.ts";
import { exportBookings } from "./export-tables.ts";
import { exportFile, sendExport } from "./files-routes.ts";
import { inPeriod } from "./meeting-list.ts";
import { reportScope } from "./scope.ts";

/** Room usage and booked versus used (docs/reports.md). */
export const reportRoomRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const rooms = { permission: "meetingRoomReport" as const };
  const bookings = { permission: { anyOf: ["meetingRoomReport", "deptReport"] } as const };

  const roomScope = async (
    request: Parameters<typeof reportScope>[1],
    query: { roomId?: string } & Parameters<typeof reportScope>[2],
  ) => {
    const rs = await reportScope(ctx, request, query);
    await requireRoom(ctx, rs, query.roomId);
    return rs;
  };

  app.get(
    "/report/statistic/room/by-usage",
    { config: rooms, schema: { querystring: RoomReportQuery, response: Envelope(RoomUsageStatistic) } },
    async (request, reply) =>
      reply.ok(
        await roomUsage(ctx, await roomScope(request, request.query), { roomId: request.query.roomId }),
      ),
  );

  app.get(
    "/report/statistic/room/total/by-usage",
    { config: rooms, schema: { querystring: RoomReportQuery, response: Envelope(RoomUsageTotal) } },
    async (request, reply) =>
      reply.ok(
        await roomUsageTotal(ctx, await roomScope(request, request.query), { roomId: request.query.roomId }),
      ),
  );

  app.get(
    "/report/statistic/room/trend/by-usage",
    { config: rooms, schema: { querystring: RoomReportQuery, response: Envelope(RoomUsageTrend) } },
    async (request, reply) => {
      const rs = await roomScope(request, request.query);
      return reply.ok(
        await roomUsageTrend(ctx, rs, { roomId: request.query.roomId }, request.query.granularity),
      );
    },
  );

  app.get(
    "/report/statistic/room/booked-vs-used",
    { config: bookings, schema: { querystring: BookedVsUsedQuery, response: Envelope(BookedVsUsed) } },
    async (request, reply) => {
      const rs = await roomScope(request, request.query);
      return reply.ok(await bookedVsUsed(ctx, rs, { roomId: request.query.roomId }, request.query.groupBy));
    },
  );

  const bookingScope = async (request: Parameters<typeof reportScope>[1], query: RoomBookingsExportQuery) => {
    const { period, granularity, roomId, organiserId } = query;
    const rs = inPeriod(await roomScope(request, query), period, granularity ?? "day");
    const where = period
      ? sql`f.start_at >= ${rs.range.start}::bigint and f.start_at < ${rs.range.end}::bigint`
      : undefined;
    return { rs, filters: { roomId, organiserId, where } };
  };

  app.get(
    "/report/room/by-usage",
    { config: bookings, schema: { querystring: RoomBookingsQuery, response: Envelope(BookingPage) } },
    async (request, reply) => {
      const { rs, filters } = await bookingScope(request, { ...request.query, format: "csv" });
      return reply.ok(await listBookings(ctx, rs, filters, request.query));
    },
  );

  app.get(
    "/report/room/by-usage/export",
    { config: bookings, schema: { querystring: RoomBookingsExportQuery, response: { 200: exportFile } } },
    async (request, reply) => {
      const { rs, filters } = await bookingScope(request, request.query);
      return sendExport(reply, exportBookings(ctx.db, rs, filters, { ...request.query, lang: request.lang }));
    },
  );
};
