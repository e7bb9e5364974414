import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Feedback, FeedbackBody, FeedbackPage, FeedbackQuery, FeedbackStatusBody } from "#contract/feedback";
import { feedbackOps } from "#contract/operations/feedback";
import { Envelope, IdParam } from "#contract/schema";
import { serveOperations } from "../lib/operations.ts";
import { requireAuth } from "../plugins/auth.ts";
import { listFeedback, sendFeedback, setFeedbackStatus } from "./feedback.ts";

/** Feedback: any signed-in user sends it; SYSTEM users read it and mark it handled (the feedback tab). */
export const feedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, feedbackOps);
  const { ctx } = app;

  serve("send", { body: FeedbackBody, response: Envelope(Feedback) }, async (request, reply) =>
    reply.ok(await sendFeedback(ctx, await requireAuth(request), request.body)),
  );

  serve("list", { querystring: FeedbackQuery, response: Envelope(FeedbackPage) }, async (request, reply) =>
    reply.ok(await listFeedback(ctx, request.query)),
  );

  serve(
    "setStatus",
    { params: IdParam(), body: FeedbackStatusBody, response: Envelope(Feedback) },
    async (request, reply) =>
      reply.ok(await setFeedbackStatus(ctx, await requireAuth(request), request.params.id, request.body)),
  );
};
