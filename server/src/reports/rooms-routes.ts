import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { sql } from "drizzle-orm";
import { reportsRoomsOps } from "#contract/operations/reports-rooms";
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
} from "#contract/report-rooms";
import { Envelope } from "#contract/schema";
import { serveOperations } from "../lib/operations.ts";
import { bookedVsUsed } from "./booked-vs-used.ts";
import { listBookings } from "./booking-list.ts";
import { requireRoom } from "./bookings.ts";
import { exportBookings } from "./export-tables.ts";
import { exportFile, sendExport } from "./files-routes.ts";
import { inPeriod } from "./meeting-list.ts";
import { roomUsage, roomUsageTotal, roomUsageTrend } from "./room-usage.ts";
import { reportScope } from "./scope.ts";

/** Room usage and booked versus used (docs/reports.md). */
export const reportRoomRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, reportsRoomsOps);
  const { ctx } = app;

  const roomScope = async (
    request: Parameters<typeof reportScope>[1],
    query: { roomId?: string } & Parameters<typeof reportScope>[2],
  ) => {
    const rs = await reportScope(ctx, request, query);
    await requireRoom(ctx, rs, query.roomId);
    return rs;
  };

  serve(
    "usage",
    { querystring: RoomReportQuery, response: Envelope(RoomUsageStatistic) },
    async (request, reply) =>
      reply.ok(
        await roomUsage(ctx, await roomScope(request, request.query), { roomId: request.query.roomId }),
      ),
  );

  serve(
    "usageTotal",
    { querystring: RoomReportQuery, response: Envelope(RoomUsageTotal) },
    async (request, reply) =>
      reply.ok(
        await roomUsageTotal(ctx, await roomScope(request, request.query), { roomId: request.query.roomId }),
      ),
  );

  serve(
    "usageTrend",
    { querystring: RoomReportQuery, response: Envelope(RoomUsageTrend) },
    async (request, reply) => {
      const rs = await roomScope(request, request.query);
      return reply.ok(
        await roomUsageTrend(ctx, rs, { roomId: request.query.roomId }, request.query.granularity),
      );
    },
  );

  serve(
    "bookedVsUsed",
    { querystring: BookedVsUsedQuery, response: Envelope(BookedVsUsed) },
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

  serve(
    "rooms",
    { querystring: RoomBookingsQuery, response: Envelope(BookingPage) },
    async (request, reply) => {
      const { rs, filters } = await bookingScope(request, { ...request.query, format: "csv" });
      return reply.ok(await listBookings(ctx, rs, filters, request.query));
    },
  );

  serve(
    "exportRooms",
    { querystring: RoomBookingsExportQuery, response: { 200: exportFile } },
    async (request, reply) => {
      const { rs, filters } = await bookingScope(request, request.query);
      return sendExport(reply, exportBookings(ctx.db, rs, filters, { ...request.query, lang: request.lang }));
    },
  );
};
