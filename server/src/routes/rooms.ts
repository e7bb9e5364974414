import type { FastifyInstance } from "fastify";
import { notFound } from "../errors.ts";
import { commaIds, type IdsBody, idsBodySchema, uniqueIds } from "../lib/batch-ids.ts";
import { listQuerySchema, pageSchema } from "../lib/list-query.ts";
import { envelope, idParam, int, type JsonSchema, nullable, object, str } from "../lib/schemas.ts";
import { requireAuth } from "../plugins/auth.ts";
import { roomAuthorityCondition } from "../services/room-authority.ts";
import {
  type AssociationInput,
  availableDevices,
  bindRoomTerminal,
  type DeviceType,
  roomTerminal,
  setRoomAssociation,
} from "../services/room-devices.ts";
import { findRoom, listRooms, type RoomQuery } from "../services/room-query.ts";
import { changeRoomsDept, createRoom, deleteRooms, type RoomInput, updateRoom } from "../services/rooms.ts";

/** Meeting rooms (contract "Rooms"): /device/room*. */
const text = { type: "string" };
const nullableText = (maxLength: number): JsonSchema => ({ type: ["string", "null"], maxLength });
const idList = (maxItems: number): JsonSchema => ({ type: "array", maxItems, items: str(1, 64) });

const roomSchema = object({
  id: text,
  name: text,
  code: nullable("string"),
  locationId: nullable("string"),
  locationPath: nullable("string"),
  deptId: nullable("string"),
  deptName: nullable("string"),
  capacity: { type: "integer" },
  type: nullable("string"),
  equipment: { type: "array", items: text },
  enabled: { type: "boolean" },
  remark: nullable("string"),
  terminalId: nullable("string"),
  terminalName: nullable("string"),
  createdAt: { type: "integer" },
  updatedAt: { type: "integer" },
});

const roomBody = object(
  {
    name: str(1, 50),
    code: nullableText(32),
    locationId: nullableText(64),
    deptId: nullableText(64),
    capacity: int(1, 10_000),
    type: nullableText(32),
    equipment: { type: "array", maxItems: 20, items: str(1, 32) },
    enabled: { type: "boolean" },
    remark: nullableText(200),
  },
  ["name", "capacity"],
);

const roomListQuery = listQuerySchema({
  locationId: str(1, 64),
  deptId: str(1, 64),
  type: str(1, 32),
  enabled: { type: "boolean" },
  capacityMin: int(0, 10_000),
  ids: str(1, 13_000),
});
const roomPage = envelope(pageSchema(roomSchema));

const deviceType = { type: "string", enum: ["TERMINAL", "HUMAN_DETECTOR"] };
const terminalSchema = {
  type: ["object", "null"],
  properties: {
    id: text,
    name: text,
    dialAddress: text,
    protocol: text,
    status: text,
    productDevice: text,
    roomId: nullable("string"),
    roomName: nullable("string"),
  },
};

export async function roomRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const ok = envelope({ type: "null" });

  app.get<{ Querystring: RoomQuery }>(
    "/device/room/query",
    {
      config: { permission: { anyOf: ["meetingRoom", "device"] } },
      schema: { querystring: roomListQuery, response: roomPage },
    },
    async (request, reply) => reply.ok(await listRooms(ctx.db, request.query)),
  );

  app.get<{ Querystring: RoomQuery }>(
    "/device/room/authority/query",
    { config: { permission: "login" }, schema: { querystring: roomListQuery, response: roomPage } },
    async (request, reply) => {
      const user = await requireAuth(request);
      return reply.ok(await listRooms(ctx.db, request.query, roomAuthorityCondition(user)));
    },
  );

  app.post<{ Body: RoomInput }>(
    "/device/room",
    { config: { permission: "meetingRoom" }, schema: { body: roomBody, response: envelope(roomSchema) } },
    async (request, reply) => reply.ok(await createRoom(ctx, request.body)),
  );

  app.get<{ Params: { id: string } }>(
    "/device/room/:id",
    { config: { permission: "meetingRoom" }, schema: { params: idParam(), response: envelope(roomSchema) } },
    async (request, reply) => {
      const room = await findRoom(ctx.db, request.params.id);
      if (!room) throw notFound();
      return reply.ok(room);
    },
  );

  app.put<{ Params: { id: string }; Body: RoomInput }>(
    "/device/room/:id",
    {
      config: { permission: "meetingRoom" },
      schema: { params: idParam(), body: roomBody, response: envelope(roomSchema) },
    },
    async (request, reply) => reply.ok(await updateRoom(ctx, request.params.id, request.body)),
  );

  app.delete<{ Params: { id: string } }>(
    "/device/room/:id",
    { config: { permission: "meetingRoom" }, schema: { params: idParam(), response: ok } },
    async (request, reply) => {
      await deleteRooms(ctx, [request.params.id]);
      return reply.ok(null);
    },
  );

  app.post<{ Body: IdsBody }>(
    "/device/room/delete/batch",
    { config: { permission: "meetingRoom" }, schema: { body: idsBodySchema, response: ok } },
    async (request, reply) => {
      await deleteRooms(ctx, uniqueIds(request.body.ids));
      return reply.ok(null);
    },
  );

  app.post<{ Params: { id: string }; Body: { deptId: string | null } }>(
    "/device/room/change/dept/:id",
    {
      config: { permission: "meetingRoom" },
      schema: {
        params: object({ id: str(1, 500) }, ["id"]),
        body: object({ deptId: nullableText(64) }, ["deptId"]),
        response: ok,
      },
    },
    async (request, reply) => {
      await changeRoomsDept(ctx, commaIds(request.params.id), request.body.deptId);
      return reply.ok(null);
    },
  );

  app.post<{ Body: { roomId?: string; type: DeviceType } }>(
    "/device/room/association-info/get-available",
    {
      config: { permission: "meetingRoom" },
      schema: {
        body: object({ roomId: str(1, 64), type: deviceType }, ["type"]),
        response: envelope({
          type: "array",
          items: object({ id: text, name: text, type: text, roomId: nullable("string") }),
        }),
      },
    },
    async (request, reply) =>
      reply.ok(await availableDevices(ctx.db, request.body.type, request.body.roomId)),
  );

  app.post<{ Body: AssociationInput }>(
    "/device/room/association-info/batch",
    {
      config: { permission: "meetingRoom" },
      schema: {
        body: object({ roomId: str(1, 64), terminalIds: idList(20), detectorIds: idList(500) }, ["roomId"]),
        response: ok,
      },
    },
    async (request, reply) => {
      await setRoomAssociation(ctx, request.body);
      return reply.ok(null);
    },
  );

  app.get<{ Params: { id: string } }>(
    "/device/room/bind-info/terminal/:id",
    {
      config: { permission: "meetingRoom" },
      schema: { params: idParam(), response: envelope(terminalSchema) },
    },
    async (request, reply) => reply.ok(await roomTerminal(ctx.db, request.params.id)),
  );

  app.put<{ Params: { id: string }; Body: { terminalId: string | null } }>(
    "/device/room/bind-info/:id",
    {
      config: { permission: "meetingRoom" },
      schema: {
        params: idParam(),
        body: object({ terminalId: nullableText(64) }, ["terminalId"]),
        response: envelope(terminalSchema),
      },
    },
    async (request, reply) =>
      reply.ok(await bindRoomTerminal(ctx, request.params.id, request.body.terminalId || null)),
  );
}
