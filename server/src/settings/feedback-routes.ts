import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Feedback, FeedbackBody, FeedbackPage, FeedbackQuery, FeedbackStatusBody } from "#contract/feedback";
import { Envelope, IdParam } from "#contract/schema";
import { requireAuth } from "../plugins/auth.ts";
import { listFeedback, sendFeedback, setFeedbackStatus } from "./feedback.ts";

/** Feedback: any signed-in user sends it; SYSTEM users read it and mark it handled (the feedback tab). */
export const feedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const admin = { permission: { systemType: true as const } };

  app.post(
    "/system/feedback",
    { config: { permission: "login" }, schema: { body: FeedbackBody, response: Envelope(Feedback) } },
    async (request, reply) => reply.ok(await sendFeedback(ctx, await requireAuth(request), request.body)),
  );

  app.get(
    "/system/feedback",
    { config: admin, schema: { querystring: FeedbackQuery, response: Envelope(FeedbackPage) } },
    async (request, reply) => reply.ok(await listFeedback(ctx, request.query)),
  );

  app.put(
    "/system/feedback/:id/status",
    {
      config: admin,
      schema: { params: IdParam(), body: FeedbackStatusBody, response: Envelope(Feedback) },
    },
    async (request, reply) =>
      reply.ok(await setFeedbackStatus(ctx, await requireAuth(request), request.params.id, request.body)),
  );
};
