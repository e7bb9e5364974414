import { createHash } from "node:crypto";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { CalendarFeed, FeedQuery, FeedTokenPath } from "#contract/calendar-feeds";
import { fillPath } from "#contract/operation";
import { calendarFeedsOps } from "#contract/operations/calendar-feeds";
import { Envelope, IdParam, Type } from "#contract/schema";
import type { AppContext } from "../context.ts";
import { users } from "../db/schema.ts";
import { rooms } from "../db/schema-devices.ts";
import { notFound } from "../errors.ts";
import { type MessageKey, t } from "../i18n.ts";
import { sha256 } from "../lib/ids.ts";
import { serveOperations } from "../lib/operations.ts";
import { hitRateLimit, type RateRule } from "../lib/rate-limits.ts";
import { requestScope, roomScope } from "../people/data-scope.ts";
import { requireAuth } from "../plugins/auth.ts";
import { feedIcs } from "./feed-ics.ts";
import { loadFeedSchedules } from "./feed-load.ts";
import {
  type FeedOwner,
  type FeedRow,
  feedOfToken,
  feedToken,
  type IssuedFeed,
  rotateFeed,
} from "./feed-tokens.ts";

/**
 * Calendar feeds: the owner reads and rotates a feed's address (a user their own, a room's
 * administrator the room's), and a calendar client reads the feed by its token alone. A token
 * that opens nothing is a 404 like any unknown address; each token is rate limited.
 */
export const FEED_RATE: RateRule = {
  bucket: "calendar-feed",
  limit: 30,
  windowMs: 60_000,
  message: "error.tooManyRequests",
};

const calendarText = Type.Unsafe<string>({ type: "string", description: "text/calendar (RFC 5545)" });

function feedUrl(ctx: AppContext, request: FastifyRequest, issued: IssuedFeed): CalendarFeed {
  const origin = ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
  const path = fillPath(calendarFeedsOps.feed, { token: issued.token }, ctx.config.product);
  // The feed speaks the language the owner reads the console in; a calendar client sends none.
  return { url: `${origin}/api/v1${path}?lang=${request.lang}`, rotatedAt: issued.rotatedAt };
}

async function scopedRoom(request: FastifyRequest, roomId: string): Promise<FeedOwner> {
  const { ctx } = request.server;
  const [room] = await ctx.db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.id, roomId), roomScope(await requestScope(request))));
  if (!room) throw notFound();
  return { kind: "room", roomId: room.id };
}

/** The calendar's name and which of its meetings say only "busy". */
async function ownerView(
  ctx: AppContext,
  row: FeedRow,
): Promise<{ owner: FeedOwner; key: MessageKey; name?: string }> {
  if (row.userId) {
    const [user] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, row.userId));
    return { owner: { kind: "user", userId: row.userId }, key: "feed.userName", name: user?.name };
  }
  const roomId = row.roomId as string;
  const [room] = await ctx.db.select({ name: rooms.name }).from(rooms).where(eq(rooms.id, roomId));
  return { owner: { kind: "room", roomId }, key: "feed.roomName", name: room?.name };
}

/** `If-None-Match` holds this entity tag (a list, or `*`; weak tags compare equal). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || strip(tag) === etag);
}

export const calendarFeedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, calendarFeedsOps);
  const { ctx } = app;
  const answer = Envelope(CalendarFeed);
  const mine = async (request: FastifyRequest): Promise<FeedOwner> => ({
    kind: "user",
    userId: (await requireAuth(request)).userId,
  });

  serve("mine", { response: answer }, async (request, reply) =>
    reply.ok(feedUrl(ctx, request, await feedToken(ctx, await mine(request)))),
  );
  serve("rotateMine", { response: answer }, async (request, reply) =>
    reply.ok(feedUrl(ctx, request, await rotateFeed(ctx, await mine(request)))),
  );
  serve("room", { params: IdParam(), response: answer }, async (request, reply) =>
    reply.ok(feedUrl(ctx, request, await feedToken(ctx, await scopedRoom(request, request.params.id)))),
  );
  serve("rotateRoom", { params: IdParam(), response: answer }, async (request, reply) =>
    reply.ok(feedUrl(ctx, request, await rotateFeed(ctx, await scopedRoom(request, request.params.id)))),
  );

  serve(
    "feed",
    {
      params: FeedTokenPath,
      querystring: FeedQuery,
      response: { 200: calendarText, 304: Type.Null({ description: "Not modified" }) },
    },
    async (request, reply) => {
      const row = await feedOfToken(ctx.db, request.params.token);
      if (!row) throw notFound();
      const view = await ownerView(ctx, row);
      const lang = request.query.lang ?? request.lang;
      const now = ctx.now();
      const list = await loadFeedSchedules(ctx.db, view.owner, now);
      const text = feedIcs(list, {
        name: t(lang, view.key, { name: view.name ?? "" }),
        lang,
        publicUrl: ctx.config.publicUrl,
        busyOnly: (s) => view.owner.kind === "room" && !s.isPublic,
        withPassword: view.owner.kind === "user",
        now,
      });
      const etag = `"${createHash("sha1").update(text).digest("base64url")}"`;
      reply.header("ETag", etag).header("Cache-Control", "private, no-cache");
      if (matches(request.headers["if-none-match"], etag)) return reply.code(304).send(null);
      return reply.code(200).type("text/calendar; charset=utf-8").send(text);
    },
    {
      // Counted per token (a calendar service fetches many feeds from one address).
      preValidation: async (request) =>
        hitRateLimit(ctx.db, FEED_RATE, sha256((request.params as { token: string }).token), ctx.now()),
    },
  );
};
