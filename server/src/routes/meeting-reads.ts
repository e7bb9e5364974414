import type { FastifyInstance, FastifyRequest } from "fastify";
import { notFound } from "../errors.ts";
import { filterIds } from "../lib/batch-ids.ts";
import { listQuerySchema } from "../lib/list-query.ts";
import { envelope, idParam, nullable, object, str } from "../lib/schemas.ts";
import { requireAuth } from "../plugins/auth.ts";
import { scheduleByHostToken, scheduleDetail, visibleScheduleAttendees } from "../services/meeting-detail.ts";
import { endMeeting } from "../services/meeting-end.ts";
import { JOIN_LOOKUP_RATE, joinTarget } from "../services/meeting-join.ts";
import {
  checkRange,
  findMeetingRow,
  listMeetings,
  type MeetingQuery,
  meetingDateCounts,
} from "../services/meeting-queries.ts";
import { rowContext } from "../services/meeting-rows.ts";
import { hitRateLimit } from "../services/rate-limits.ts";
import { roomOccupancy } from "../services/room-occupancy.ts";
import {
  attendeeSchema,
  epoch,
  joinTargetSchema,
  meetingPage,
  meetingRowSchema,
  scheduleDetailSchema,
  scheduleListQuery,
  statusFilter,
  utcOffset,
} from "./meeting-read-schemas.ts";

/** The meeting and schedule reads under /{product} (issue 4, contract "Lists"). */
const MAX_OCCUPANCY_DAYS = 31;
const MAX_CALENDAR_DAYS = 366;

type RangeQuery = { start: number; end: number };

export async function meetingReadRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const login = { permission: "login" as const };

  const context = async (request: FastifyRequest) => rowContext(ctx, await requireAuth(request));

  app.get<{ Querystring: MeetingQuery }>(
    "/schedules",
    { config: login, schema: { querystring: scheduleListQuery, response: meetingPage } },
    async (request, reply) =>
      reply.ok(await listMeetings(ctx.db, request.query, "upcoming", await context(request))),
  );

  app.get<{ Querystring: RangeQuery & { utcOffset: number } }>(
    "/schedules/date",
    {
      config: login,
      schema: {
        querystring: object({ start: epoch, end: epoch, utcOffset }, ["start", "end"]),
        response: envelope({
          type: "array",
          items: object({ date: { type: "string" }, count: { type: "integer" } }),
        }),
      },
    },
    async (request, reply) => {
      checkRange(request.query.start, request.query.end, MAX_CALENDAR_DAYS);
      return reply.ok(await meetingDateCounts(ctx.db, request.query, await context(request)));
    },
  );

  app.get<{ Querystring: RangeQuery & { roomIds: string } }>(
    "/schedules/room-occupancy",
    {
      config: login,
      schema: {
        querystring: object({ start: epoch, end: epoch, roomIds: str(1, 20_000) }, [
          "start",
          "end",
          "roomIds",
        ]),
        response: envelope({
          type: "array",
          items: object({
            roomId: { type: "string" },
            startAt: { type: "integer" },
            endAt: { type: "integer" },
            meetingId: nullable("string"),
            scheduleId: nullable("string"),
            name: nullable("string"),
            mine: { type: "boolean" },
          }),
        }),
      },
    },
    async (request, reply) => {
      const { start, end } = request.query;
      const roomIds = filterIds(request.query.roomIds, "roomIds");
      checkRange(start, end, MAX_OCCUPANCY_DAYS);
      return reply.ok(await roomOccupancy(ctx.db, { start, end, roomIds }, await context(request)));
    },
  );

  app.get<{ Params: { number: string } }>(
    "/schedules/meeting/by-number/:number",
    { config: login, schema: { params: idParam("number"), response: envelope(joinTargetSchema) } },
    async (request, reply) => {
      const user = await requireAuth(request);
      const now = ctx.now();
      await hitRateLimit(ctx.db, JOIN_LOOKUP_RATE, user.userId, now);
      return reply.ok(await joinTarget(ctx.db, request.params.number, { user, now }));
    },
  );

  app.get<{ Params: { scheduleId: string } }>(
    "/schedules/:scheduleId",
    { config: login, schema: { params: idParam("scheduleId"), response: envelope(scheduleDetailSchema) } },
    async (request, reply) =>
      reply.ok(await scheduleDetail(ctx.db, request.params.scheduleId, await context(request))),
  );

  app.get<{ Params: { scheduleId: string } }>(
    "/schedules/:scheduleId/users",
    {
      config: login,
      schema: { params: idParam("scheduleId"), response: envelope({ type: "array", items: attendeeSchema }) },
    },
    async (request, reply) =>
      reply.ok(await visibleScheduleAttendees(ctx.db, request.params.scheduleId, await context(request))),
  );

  app.get<{ Querystring: MeetingQuery }>(
    "/meetings",
    {
      config: login,
      schema: { querystring: listQuerySchema({ status: statusFilter }), response: meetingPage },
    },
    async (request, reply) =>
      reply.ok(await listMeetings(ctx.db, request.query, "any", await context(request))),
  );

  app.get<{ Params: { token: string } }>(
    "/meetings/host/:token",
    { config: login, schema: { params: idParam("token"), response: envelope(scheduleDetailSchema) } },
    async (request, reply) =>
      reply.ok(await scheduleByHostToken(ctx.db, request.params.token, await context(request))),
  );

  app.get<{ Params: { id: string } }>(
    "/meetings/:id",
    { config: login, schema: { params: idParam(), response: envelope(meetingRowSchema) } },
    async (request, reply) => {
      const row = await findMeetingRow(ctx.db, request.params.id, await context(request));
      if (!row) throw notFound();
      return reply.ok(row);
    },
  );

  app.delete<{ Params: { id: string } }>(
    "/meetings/:id",
    { config: login, schema: { params: idParam(), response: envelope(meetingRowSchema) } },
    async (request, reply) => reply.ok(await endMeeting(ctx, request.params.id, await context(request))),
  );
}
