import type { FastifyInstance } from "fastify";
import { envelope, idParam, int, type JsonSchema, object, str } from "../lib/schemas.ts";
import { requireAuth } from "../plugins/auth.ts";
import { type ScheduleBody, scheduleBodySchema } from "../services/schedule-body.ts";
import { cancelOccurrence, cancelSeries } from "../services/schedule-cancel.ts";
import { checkSchedule, type EditTarget, updateSchedule } from "../services/schedule-edit.ts";
import { createInstant, type InstantInput } from "../services/schedule-instant.ts";
import { createSchedule } from "../services/schedule-write.ts";

/**
 * The schedule writes of spec §7 "Schedules" under /{product} (issue 4). Any logged-in user may
 * call them; who may change which schedule is decided per schedule (services/meeting-rules.ts).
 */
const text = { type: "string" };
const time = { type: "integer" };
const scope = { type: "string", enum: ["one", "all"], default: "all" };
const ids = (maxItems: number): JsonSchema => ({ type: "array", maxItems, items: str(1, 64) });

const savedSchema = envelope(
  object({ id: text, meetingIds: { type: "array", items: text }, meetingNumber: text }),
);
const conflictSchema = object({
  roomId: text,
  roomName: text,
  startAt: time,
  endAt: time,
  meetingName: { type: ["string", "null"] },
});
const checkSchema = envelope(
  object({
    occurrences: { type: "array", items: object({ startAt: time, endAt: time }) },
    conflicts: { type: "array", items: conflictSchema },
  }),
);
const cancelledSchema = envelope(object({ cancelled: { type: "integer" } }));
const scheduleParam = idParam("scheduleId");

export async function scheduleRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const login = { permission: "login" as const };

  app.post<{ Body: ScheduleBody }>(
    "/schedules",
    { config: login, schema: { body: scheduleBodySchema, response: savedSchema } },
    async (request, reply) => reply.ok(await createSchedule(ctx, await requireAuth(request), request.body)),
  );

  app.post<{ Body: ScheduleBody; Querystring: EditTarget & { excludeScheduleId?: string } }>(
    "/schedules/check",
    {
      config: login,
      schema: {
        body: scheduleBodySchema,
        querystring: object({ excludeScheduleId: str(1, 64), meetingId: str(1, 64), scope }),
        response: checkSchema,
      },
    },
    async (request, reply) =>
      reply.ok(await checkSchedule(ctx, await requireAuth(request), request.body, request.query)),
  );

  app.post<{ Body: InstantInput }>(
    "/schedules/instant",
    {
      config: login,
      schema: {
        body: object({
          name: str(0, 40),
          roomIds: ids(100),
          attendeeIds: ids(2000),
          durationMinutes: int(1, 1440),
        }),
        response: envelope(object({ id: text, scheduleId: text, meetingNumber: text })),
      },
    },
    async (request, reply) =>
      reply.ok(await createInstant(ctx, await requireAuth(request), request.lang, request.body ?? {})),
  );

  app.put<{ Params: { scheduleId: string }; Body: ScheduleBody; Querystring: EditTarget }>(
    "/schedules/:scheduleId",
    {
      config: login,
      schema: {
        params: scheduleParam,
        body: scheduleBodySchema,
        querystring: object({ meetingId: str(1, 64), scope }),
        response: savedSchema,
      },
    },
    async (request, reply) => {
      const user = await requireAuth(request);
      return reply.ok(
        await updateSchedule(ctx, user, request.params.scheduleId, request.body, request.query),
      );
    },
  );

  app.delete<{ Params: { scheduleId: string }; Querystring: { meetingId?: string } }>(
    "/schedules/:scheduleId",
    {
      config: login,
      schema: {
        params: scheduleParam,
        querystring: object({ meetingId: str(1, 64) }),
        response: cancelledSchema,
      },
    },
    async (request, reply) => {
      const user = await requireAuth(request);
      return reply.ok(await cancelOccurrence(ctx, user, request.params.scheduleId, request.query.meetingId));
    },
  );

  app.delete<{ Params: { scheduleId: string } }>(
    "/schedules/cycle/:scheduleId",
    { config: login, schema: { params: scheduleParam, response: cancelledSchema } },
    async (request, reply) =>
      reply.ok(await cancelSeries(ctx, await requireAuth(request), request.params.scheduleId)),
  );
}
