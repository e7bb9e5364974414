import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { JoinTicket, JoinTicketBody } from "#contract/join-tickets";
import { joinTicketOps } from "#contract/operations/join-tickets";
import { Envelope, IdParam } from "#contract/schema";
import { serveOperations } from "../lib/operations.ts";
import { hitRateLimit } from "../lib/rate-limits.ts";
import { JOIN_LOOKUP_RATE } from "../meetings/join.ts";
import { requireAuth } from "../plugins/auth.ts";
import { issueJoinTicket } from "./join-tickets.ts";

/** POST /{product}/meetings/join-ticket/{number}: a browser's ticket into a meeting on Janus (rate-limited like the lookup by number). */
export const joinTicketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, joinTicketOps);
  serve(
    "issue",
    { params: IdParam("number"), body: JoinTicketBody, response: Envelope(JoinTicket) },
    async (request, reply) => {
      const user = await requireAuth(request);
      await hitRateLimit(app.ctx.db, JOIN_LOOKUP_RATE, user.userId, app.ctx.now());
      return reply.ok(await issueJoinTicket(app.live.deps, user, request.params.number, request.body));
    },
  );
};
