import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  MonitorMcuPage,
  MonitorMcuQuery,
  MonitorMeetingPage,
  MonitorMeetingQuery,
  MonitorScheduleBody,
  MonitorTerminalPage,
  MonitorTerminalQuery,
} from "#contract/live-monitor";
import { monitorOps } from "#contract/operations/monitor";
import { Envelope } from "#contract/schema";
import { fieldError } from "../errors.ts";
import { serveOperations } from "../lib/operations.ts";
import { requireAuth } from "../plugins/auth.ts";
import { monitorMcus, monitorMeetings, monitorSchedule, monitorTerminals } from "./monitor.ts";

/** The monitors under /{product}/monitor (contract live-monitor). */
const MAX_SCHEDULE_RANGE_MS = 31 * 86_400_000;

export const monitorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, monitorOps);
  const { ctx } = app;

  serve(
    "meetings",
    { querystring: MonitorMeetingQuery, response: Envelope(MonitorMeetingPage) },
    async (request, reply) =>
      reply.ok(
        await monitorMeetings(
          ctx.db,
          request.query as MonitorMeetingQuery,
          await requireAuth(request),
          ctx.now(),
        ),
      ),
  );

  serve(
    "schedules",
    { body: MonitorScheduleBody, response: Envelope(MonitorMeetingPage) },
    async (request, reply) => {
      const { start, end } = request.body;
      if (end <= start) throw fieldError({ end: "meetingReads.endAfterStart" });
      if (end - start > MAX_SCHEDULE_RANGE_MS)
        throw fieldError({ end: { key: "meetingReads.rangeTooLong", params: { days: 31 } } });
      return reply.ok(await monitorSchedule(ctx.db, request.body, await requireAuth(request), ctx.now()));
    },
  );

  serve(
    "terminals",
    { querystring: MonitorTerminalQuery, response: Envelope(MonitorTerminalPage) },
    async (request, reply) =>
      reply.ok(
        await monitorTerminals(ctx.db, request.query as MonitorTerminalQuery, await requireAuth(request)),
      ),
  );

  serve(
    "mcus",
    { querystring: MonitorMcuQuery, response: Envelope(MonitorMcuPage) },
    async (request, reply) =>
      reply.ok(await monitorMcus(ctx.db, request.query as MonitorMcuQuery, await requireAuth(request))),
  );
};
