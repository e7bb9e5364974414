import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import {
  BoardBooking,
  BoardCheckIn,
  BoardPairBody,
  BoardPaired,
  BoardPairing,
  BoardPairingBody,
  BoardPairingState,
  BoardView,
  BookNowBody,
  MeetingCheckIn,
} from "#contract/door-screens";
import { doorScreensOps } from "#contract/operations/door-screens";
import { Envelope, IdParam, List } from "#contract/schema";
import { serveOperations } from "../lib/operations.ts";
import { hitRateLimit, type RateRule } from "../lib/rate-limits.ts";
import { requestScope } from "../people/data-scope.ts";
import { requireAuth } from "../plugins/auth.ts";
import { boardView } from "./board-view.ts";
import { bookNow } from "./book-now.ts";
import { checkIn, meetingCheckIns } from "./check-in.ts";
import { pairBoard, pairingState, startPairing } from "./pairing.ts";

/** New pairing codes per client address: a kiosk asks for one every ten minutes. */
const PAIRING_RATE: RateRule = {
  bucket: "board-pairing",
  limit: 10,
  windowMs: 60_000,
  message: "error.tooManyRequests",
};

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === "string" && text.length > 0 && text.length <= 200 ? text : null;
}

/** Door screens: the kiosk's side (public, its pairing secret or device key) and pairing on a board's row. */
export const doorScreenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, doorScreensOps);
  const { ctx } = app;

  serve(
    "startPairing",
    { body: BoardPairingBody, response: Envelope(BoardPairing) },
    async (_request, reply) => reply.ok(await startPairing(ctx)),
    { preValidation: async (request) => hitRateLimit(ctx.db, PAIRING_RATE, request.ip, ctx.now()) },
  );

  serve("pairingState", { response: Envelope(BoardPairingState) }, async (request, reply) =>
    reply.ok(await pairingState(ctx, header(request, "pairing-secret"))),
  );

  serve(
    "pair",
    { params: IdParam(), body: BoardPairBody, response: Envelope(BoardPaired) },
    async (request, reply) =>
      reply.ok(
        await pairBoard(
          ctx,
          request.params.id,
          request.body.code,
          await requestScope(request),
          request.auth?.userId ?? null,
        ),
      ),
  );

  serve("view", { response: Envelope(BoardView) }, async (request, reply) =>
    reply.ok(await boardView(ctx, header(request, "device-key"))),
  );

  serve("checkIn", { params: IdParam(), response: Envelope(BoardCheckIn) }, async (request, reply) =>
    reply.ok(await checkIn(ctx, header(request, "device-key"), request.params.id)),
  );

  serve(
    "meetingCheckIns",
    { params: IdParam(), response: Envelope(List(MeetingCheckIn)) },
    async (request, reply) =>
      reply.ok(await meetingCheckIns(ctx, await requireAuth(request), request.params.id)),
  );

  serve("bookNow", { body: BookNowBody, response: Envelope(BoardBooking) }, async (request, reply) =>
    reply.ok(await bookNow(ctx, header(request, "device-key"), request.body.minutes, request.lang)),
  );
};
