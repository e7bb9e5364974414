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
import { Envelope } from "#contract/schema";
import { fieldError } from "../errors.ts";
import { requireAuth } from "../plugins/auth.ts";
import { monitorMcus, monitorMeetings, monitorSchedule, monitorTerminals } from "./monitor.ts";

/** The monitors under /{product}/monitor (contract live-monitor). */
const MAX_SCHEDULE_RANGE_MS = 31 * 86_400_000;

export const monitorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const meetingsConfig = { permission: { anyOf: ["meetingMonitor", "meetingControl"] } as const };

  app.get(
    "/monitor/meeting",
    {
      config: meetingsConfig,
      schema: { querystring: MonitorMeetingQuery, response: Envelope(MonitorMeetingPage) },
    },
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

  app.post(
    "/monitor/schedule",
    { config: meetingsConfig, schema: { body: MonitorScheduleBody, response: Envelope(MonitorMeetingPage) } },
    async (request, reply) => {
      const { start, end } = request.body;
      if (end <= start) throw fieldError({ end: "meetingReads.endAfterStart" });
      if (end - start > MAX_SCHEDULE_RANGE_MS)
        throw fieldError({ end: { key: "meetingReads.rangeTooLong", params: { days: 31 } } });
      return reply.ok(await monitorSchedule(ctx.db, request.body, await requireAuth(request), ctx.now()));
    },
  );

  app.get(
    "/monitor/terminal",
    {
      config: { permission: { anyOf: ["serverMonitor", "meetingMonitor", "meetingControl"] } },
      schema: { querystring: MonitorTerminalQuery, response: Envelope(MonitorTerminalPage) },
    },
    async (request, reply) => reply.ok(await monitorTerminals(ctx.db, request.query as MonitorTerminalQuery)),
  );

  app.get(
    "/monitor/mcu",
    {
      config: { permission: { anyOf: ["mcuMonitor", "meetingMonitor", "meetingControl"] } },
      schema: { querystring: MonitorMcuQuery, response: Envelope(MonitorMcuPage) },
    },
    async (request, reply) => reply.ok(await monitorMcus(ctx.db, request.query as MonitorMcuQuery)),
  );
};
