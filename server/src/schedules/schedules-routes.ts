import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { schedulesOps } from "#contract/operations/schedules";
import {
  Cancelled,
  CancelTarget,
  CheckTarget,
  EditTarget,
  InstantBody,
  InstantMeeting,
  SavedSchedule,
  ScheduleBody,
  ScheduleCheck,
} from "#contract/schedules";
import { Envelope, IdParam } from "#contract/schema";
import { serveOperations } from "../lib/operations.ts";
import { requireAuth } from "../plugins/auth.ts";
import { cancelOccurrence, cancelSeries } from "./cancel.ts";
import { checkSchedule, updateSchedule } from "./edit.ts";
import { createInstant } from "./instant.ts";
import { createSchedule } from "./write.ts";

/**
 * The schedule writes of spec §7 "Schedules" under /{product}. Any logged-in user may call them;
 * who may change which schedule is decided per schedule (meetings/rules.ts).
 */
export const scheduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, schedulesOps);
  const { ctx } = app;
  const saved = Envelope(SavedSchedule);
  const cancelled = Envelope(Cancelled);
  const params = IdParam("scheduleId");

  serve("create", { body: ScheduleBody, response: saved }, async (request, reply) =>
    reply.ok(await createSchedule(ctx, await requireAuth(request), request.body)),
  );

  serve(
    "check",
    { body: ScheduleBody, querystring: CheckTarget, response: Envelope(ScheduleCheck) },
    async (request, reply) =>
      reply.ok(await checkSchedule(ctx, await requireAuth(request), request.body, request.query)),
  );

  serve("instant", { body: InstantBody, response: Envelope(InstantMeeting) }, async (request, reply) =>
    reply.ok(await createInstant(ctx, await requireAuth(request), request.lang, request.body ?? {})),
  );

  serve(
    "update",
    { params, body: ScheduleBody, querystring: EditTarget, response: saved },
    async (request, reply) => {
      const user = await requireAuth(request);
      return reply.ok(
        await updateSchedule(ctx, user, request.params.scheduleId, request.body, request.query),
      );
    },
  );

  serve("cancel", { params, querystring: CancelTarget, response: cancelled }, async (request, reply) => {
    const user = await requireAuth(request);
    return reply.ok(await cancelOccurrence(ctx, user, request.params.scheduleId, request.query.meetingId));
  });

  serve("cancelSeries", { params, response: cancelled }, async (request, reply) =>
    reply.ok(await cancelSeries(ctx, await requireAuth(request), request.params.scheduleId)),
  );
};
