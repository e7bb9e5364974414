import { PassThrough } from "node:stream";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { LiveStreamText, StreamQuery, StreamTicket, StreamTicketBody } from "#contract/live-events";
import { liveStreamOps } from "#contract/operations/live-stream";
import { Envelope } from "#contract/schema";
import { resolveSession } from "../auth/sessions.ts";
import { ApiError } from "../errors.ts";
import { serveOperations } from "../lib/operations.ts";
import { requireAuth } from "../plugins/auth.ts";
import { LiveStream } from "./stream.ts";
import { viewerOf } from "./stream-scope.ts";
import { issueTicket, redeemTicket, sessionAlive } from "./tickets.ts";

/**
 * Pushed updates (contract live-events): a single-use ticket for the caller's session and scope,
 * then the SSE stream it opens. The stream route is public because the ticket is its credential
 * (an EventSource sends no headers); the session behind the ticket is checked on the way in and
 * every minute while the stream runs.
 */
export const liveStreamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, liveStreamOps);
  const { ctx, live } = app;

  serve("ticket", { body: StreamTicketBody, response: Envelope(StreamTicket) }, async (request, reply) =>
    reply.ok(await issueTicket(ctx, await requireAuth(request), request.body.meetingId)),
  );

  serve("stream", { querystring: StreamQuery, response: { 200: LiveStreamText } }, async (request, reply) => {
    const redeemed = await redeemTicket(ctx, request.query.ticket);
    const session = redeemed ? await resolveSession(ctx, redeemed.sessionId) : null;
    if (!redeemed || !session?.ok)
      throw new ApiError(401, "live.ticketInvalid", { errorCode: "TOKEN_INVALID" });
    const body = new PassThrough();
    const stream = new LiveStream(body, {
      db: ctx.db,
      hub: live.hub,
      scope: redeemed.meetingId ? "MEETING" : "MONITOR",
      meetingId: redeemed.meetingId,
      viewer: viewerOf(session.user),
      since: request.query.since,
      sessionAlive: () => sessionAlive(ctx, redeemed.sessionId),
    });
    live.streams.add(stream);
    const forget = () => {
      live.streams.delete(stream);
      stream.close();
    };
    request.raw.on("close", forget);
    body.on("close", forget);
    reply
      .header("Content-Type", "text/event-stream; charset=utf-8")
      .header("X-Accel-Buffering", "no")
      .send(body as unknown as string);
    stream.open().catch((error) => {
      request.log.warn({ err: error }, "live stream failed");
      stream.close();
    });
    return reply;
  });
};
