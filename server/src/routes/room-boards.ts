import type { FastifyInstance, FastifyRequest } from "fastify";
import { roomBoards } from "../db/schema-devices.ts";
import { commaIds } from "../lib/batch-ids.ts";
import { listQuerySchema } from "../lib/list-query.ts";
import { envelope, idParam, object, str } from "../lib/schemas.ts";
import { deleteAllOrNothing, idsBody, nint, nstr, record } from "../services/device-common.ts";
import { hitRateLimit, type RateRule } from "../services/rate-limits.ts";
import {
  type BindInput,
  type BoardFilters,
  bindDevice,
  boardsOfRoom,
  boardsOfRooms,
  heartbeat,
  issueBindCode,
  listBoards,
  logoutDevice,
} from "../services/room-boards.ts";

/** Room boards under /device/room-board: the console side (`device`) and the device side (`public`). */
const STATUSES = ["UNBOUND", "CONNECTED", "DISCONNECT", "LOGOUT"];
/** Binding attempts per client address: enough to slow down guessing of 6-digit bind codes. */
const BIND_RATE: RateRule = {
  bucket: "room-board-bind",
  limit: 10,
  windowMs: 60_000,
  message: "error.tooManyRequests",
};

const boardRecord = record({
  name: nstr,
  roomId: { type: "string" },
  roomName: { type: "string" },
  status: { type: "string" },
  bindCode: nstr,
  codeExpiresAt: nint,
  deviceSerial: nstr,
  ip: nstr,
  appVersion: nstr,
  boundAt: nint,
  lastSeenAt: nint,
});
const boardList = envelope({ type: "array", items: boardRecord });
const roomIdParam = idParam("roomId");

function deviceToken(request: FastifyRequest): string | null {
  const header = request.headers["device-token"];
  const token = Array.isArray(header) ? header[0] : header;
  return typeof token === "string" && token.length > 0 && token.length <= 200 ? token : null;
}

export async function roomBoardRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const config = { permission: "device" as const };
  const base = "/device/room-board";

  app.get<{ Querystring: BoardFilters }>(
    `${base}/query`,
    {
      config,
      schema: {
        querystring: listQuerySchema({ roomId: str(1, 64), status: { type: "string", enum: STATUSES } }),
        response: envelope(
          object({ records: { type: "array", items: boardRecord }, total: { type: "integer" } }),
        ),
      },
    },
    async (request, reply) => reply.ok(await listBoards(ctx, request.query)),
  );

  app.delete<{ Params: { id: string } }>(
    `${base}/:id`,
    { config, schema: { params: idParam(), response: envelope({ type: "null" }) } },
    async (request, reply) => {
      await deleteAllOrNothing(ctx.db, roomBoards, roomBoards.id, [request.params.id]);
      return reply.ok(null);
    },
  );

  app.post<{ Body: { ids: string[] } }>(
    `${base}/batch-delete`,
    { config, schema: { body: idsBody, response: envelope({ type: "null" }) } },
    async (request, reply) => {
      await deleteAllOrNothing(ctx.db, roomBoards, roomBoards.id, request.body.ids);
      return reply.ok(null);
    },
  );

  app.get<{ Params: { roomId: string } }>(
    `${base}/by-room/:roomId`,
    { config, schema: { params: roomIdParam, response: boardList } },
    async (request, reply) => reply.ok(await boardsOfRoom(ctx, request.params.roomId)),
  );

  app.post<{ Params: { ids: string } }>(
    `${base}/by-room-ids/:ids`,
    { config, schema: { params: object({ ids: str(1, 20_000) }, ["ids"]), response: boardList } },
    async (request, reply) => {
      return reply.ok(await boardsOfRooms(ctx, commaIds(request.params.ids, "ids")));
    },
  );

  app.post<{ Params: { roomId: string } }>(
    `${base}/code/:roomId`,
    {
      config,
      schema: {
        params: roomIdParam,
        response: envelope(
          object({
            id: { type: "string" },
            roomId: { type: "string" },
            bindCode: { type: "string" },
            codeExpiresAt: { type: "integer" },
          }),
        ),
      },
    },
    async (request, reply) => reply.ok(await issueBindCode(ctx, request.params.roomId)),
  );

  app.post<{ Body: BindInput }>(
    `${base}/device/bind`,
    {
      config: { permission: "public" },
      schema: {
        body: object(
          {
            code: str(6, 6, { pattern: "^[0-9]{6}$" }),
            deviceSerial: str(1, 64),
            name: str(0, 50),
            appVersion: str(0, 32),
          },
          ["code", "deviceSerial"],
        ),
        response: envelope(
          object({
            boardId: { type: "string" },
            deviceToken: { type: "string" },
            roomId: { type: "string" },
            roomName: nstr,
          }),
        ),
      },
      preValidation: async (request) => hitRateLimit(ctx.db, BIND_RATE, request.ip, ctx.now()),
    },
    async (request, reply) => reply.ok(await bindDevice(ctx, request.body, request.ip)),
  );

  app.post(
    `${base}/device/heartbeat`,
    { config: { permission: "public" }, schema: { response: envelope({ type: "null" }) } },
    async (request, reply) => {
      await heartbeat(ctx, deviceToken(request), request.ip);
      return reply.ok(null);
    },
  );

  app.post(
    `${base}/device/logout`,
    { config: { permission: "public" }, schema: { response: envelope({ type: "null" }) } },
    async (request, reply) => {
      await logoutDevice(ctx, deviceToken(request));
      return reply.ok(null);
    },
  );
}
