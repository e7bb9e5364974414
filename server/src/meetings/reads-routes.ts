import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { Page } from "#contract/list";
import {
  Attendee,
  DayCount,
  DayCountQuery,
  JoinTarget,
  MeetingListQuery,
  MeetingRow,
  Occupancy,
  OccupancyQuery,
  ScheduleDetail,
  ScheduleListQuery,
} from "#contract/meetings";
import { meetingReadsOps } from "#contract/operations/meeting-reads";
import { Envelope, IdParam, List } from "#contract/schema";
import { notFound } from "../errors.ts";
import { filterIds } from "../lib/batch-ids.ts";
import { serveOperations } from "../lib/operations.ts";
import { hitRateLimit } from "../lib/rate-limits.ts";
import { requireAuth } from "../plugins/auth.ts";
import { roomOccupancy } from "../rooms/room-occupancy.ts";
import { scheduleByHostToken, scheduleDetail, visibleScheduleAttendees } from "./detail.ts";
import { endMeeting } from "./end.ts";
import { JOIN_LOOKUP_RATE, joinTarget } from "./join.ts";
import { checkRange, findMeetingRow, listMeetings, meetingDateCounts } from "./queries.ts";
import { rowContext } from "./rows.ts";

/** The meeting and schedule reads under /{product} (contract "Lists"). */
const MAX_OCCUPANCY_DAYS = 31;
const MAX_CALENDAR_DAYS = 366;

export const meetingReadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, meetingReadsOps);
  const { ctx } = app;
  const meetingPage = Envelope(Page(MeetingRow));
  const detail = Envelope(ScheduleDetail);
  const scheduleParam = IdParam("scheduleId");

  const context = async (request: FastifyRequest) => rowContext(ctx, await requireAuth(request));

  serve("schedules", { querystring: ScheduleListQuery, response: meetingPage }, async (request, reply) =>
    reply.ok(await listMeetings(ctx.db, request.query, "upcoming", await context(request))),
  );

  serve(
    "dayCounts",
    { querystring: DayCountQuery, response: Envelope(List(DayCount)) },
    async (request, reply) => {
      checkRange(request.query.start, request.query.end, MAX_CALENDAR_DAYS);
      return reply.ok(await meetingDateCounts(ctx.db, request.query, await context(request)));
    },
  );

  serve(
    "roomOccupancy",
    { querystring: OccupancyQuery, response: Envelope(List(Occupancy)) },
    async (request, reply) => {
      const { start, end } = request.query;
      const roomIds = filterIds(request.query.roomIds, "roomIds");
      checkRange(start, end, MAX_OCCUPANCY_DAYS);
      return reply.ok(await roomOccupancy(ctx.db, { start, end, roomIds }, await context(request)));
    },
  );

  serve(
    "joinTarget",
    { params: IdParam("number"), response: Envelope(JoinTarget) },
    async (request, reply) => {
      const user = await requireAuth(request);
      const now = ctx.now();
      await hitRateLimit(ctx.db, JOIN_LOOKUP_RATE, user.userId, now);
      return reply.ok(await joinTarget(ctx.db, request.params.number, { user, now }));
    },
  );

  serve("schedule", { params: scheduleParam, response: detail }, async (request, reply) =>
    reply.ok(await scheduleDetail(ctx.db, request.params.scheduleId, await context(request))),
  );

  serve("attendees", { params: scheduleParam, response: Envelope(List(Attendee)) }, async (request, reply) =>
    reply.ok(await visibleScheduleAttendees(ctx.db, request.params.scheduleId, await context(request))),
  );

  serve("meetings", { querystring: MeetingListQuery, response: meetingPage }, async (request, reply) =>
    reply.ok(await listMeetings(ctx.db, request.query, "any", await context(request))),
  );

  serve("hostLink", { params: IdParam("token"), response: detail }, async (request, reply) =>
    reply.ok(await scheduleByHostToken(ctx.db, request.params.token, await context(request))),
  );

  serve("meeting", { params: IdParam(), response: Envelope(MeetingRow) }, async (request, reply) => {
    const row = await findMeetingRow(ctx.db, request.params.id, await context(request));
    if (!row) throw notFound();
    return reply.ok(row);
  });

  serve("endMeeting", { params: IdParam(), response: Envelope(MeetingRow) }, async (request, reply) =>
    reply.ok(await endMeeting(ctx, app.live.deps, request.params.id, await context(request))),
  );
};
