import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { roomBoardsOps } from "#contract/operations/room-boards";
import {
  BindCode,
  BoardBindBody,
  BoardBinding,
  RoomBoard,
  RoomBoardFilters,
  RoomIdsPath,
} from "#contract/room-boards";
import { Done, Envelope, IdParam, Type } from "#contract/schema";
import { roomBoards } from "../db/schema-devices.ts";
import { commaIds } from "../lib/batch-ids.ts";
import { serveOperations } from "../lib/operations.ts";
import { hitRateLimit, type RateRule } from "../lib/rate-limits.ts";
import { registerCrud } from "../lib/register-crud.ts";
import { boardScope, requestScope } from "../people/data-scope.ts";
import {
  bindDevice,
  boardsOfRoom,
  boardsOfRooms,
  heartbeat,
  issueBindCode,
  listBoards,
  logoutDevice,
} from "./room-boards.ts";

/** Binding attempts per client address: enough to slow down guessing of 6-digit bind codes. */
const BIND_RATE: RateRule = {
  bucket: "room-board-bind",
  limit: 10,
  windowMs: 60_000,
  message: "error.tooManyRequests",
};

function deviceToken(request: FastifyRequest): string | null {
  const header = request.headers["device-token"];
  const token = Array.isArray(header) ? header[0] : header;
  return typeof token === "string" && token.length > 0 && token.length <= 200 ? token : null;
}

/** Room boards under /device/room-board: the console side (`device`) and the device side (`public`). */
export const roomBoardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, roomBoardsOps);
  const { ctx } = app;
  const boardList = Envelope(Type.Array(RoomBoard));
  const roomIdParam = IdParam("roomId");

  // Boards are created by issuing a bind code; the console lists and deletes them.
  registerCrud(app, {
    operations: roomBoardsOps,
    table: roomBoards,
    id: roomBoards.id,
    record: RoomBoard,
    filters: RoomBoardFilters,
    scope: async (request) => boardScope(await requestScope(request)),
    hooks: {
      list: async (context, query, request) => listBoards(context, query, await requestScope(request)),
    },
  });

  serve("byRoom", { params: roomIdParam, response: boardList }, async (request, reply) =>
    reply.ok(await boardsOfRoom(ctx, request.params.roomId, await requestScope(request))),
  );

  serve("byRooms", { params: RoomIdsPath, response: boardList }, async (request, reply) =>
    reply.ok(await boardsOfRooms(ctx, commaIds(request.params.ids, "ids"), await requestScope(request))),
  );

  serve("bindCode", { params: roomIdParam, response: Envelope(BindCode) }, async (request, reply) =>
    reply.ok(await issueBindCode(ctx, request.params.roomId, await requestScope(request))),
  );

  serve(
    "deviceBind",
    { body: BoardBindBody, response: Envelope(BoardBinding) },
    async (request, reply) => reply.ok(await bindDevice(ctx, request.body, request.ip)),
    { preValidation: async (request) => hitRateLimit(ctx.db, BIND_RATE, request.ip, ctx.now()) },
  );

  serve("deviceHeartbeat", { response: Done }, async (request, reply) => {
    await heartbeat(ctx, deviceToken(request), request.ip);
    return reply.ok(null);
  });

  serve("deviceLogout", { response: Done }, async (request, reply) => {
    await logoutDevice(ctx, deviceToken(request));
    return reply.ok(null);
  });
};
