import type { FastifyInstance } from "fastify";
import { floorMaps } from "../db/schema-devices.ts";
import { listQuerySchema } from "../lib/list-query.ts";
import { envelope, idParam, object, str } from "../lib/schemas.ts";
import { requireAuth } from "../plugins/auth.ts";
import { deleteAllOrNothing, idsBody, nstr, record, remarkSchema, text } from "../services/device-common.ts";
import {
  createFloor,
  type FloorFilters,
  type FloorInput,
  floorOfRoom,
  getFloor,
  listFloors,
  type Placement,
  setPlacements,
  updateFloor,
} from "../services/floor-maps.ts";

/** Floor maps under /device/{product}-floor (permission `device`). */
const fraction = { type: "number", minimum: 0, maximum: 1 };
const floorRecord = record({
  name: { type: "string" },
  locationId: { type: "string" },
  locationPath: { type: "string" },
  fileId: nstr,
  rooms: {
    type: "array",
    items: object({
      roomId: { type: "string" },
      roomName: { type: "string" },
      x: { type: "number" },
      y: { type: "number" },
    }),
  },
  roomCount: { type: "integer" },
  remark: nstr,
});
const floorBody = object(
  { name: str(1, 50), locationId: str(1, 64), fileId: text(64), remark: remarkSchema },
  ["name", "locationId"],
);
const placementsBody = object(
  {
    rooms: {
      type: "array",
      maxItems: 1000,
      items: object({ roomId: str(1, 64), x: fraction, y: fraction }, ["roomId", "x", "y"]),
    },
  },
  ["rooms"],
);

export async function floorMapRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const config = { permission: "device" as const };
  const base = `/device/${ctx.config.product}-floor`;

  app.get<{ Querystring: FloorFilters }>(
    `${base}/query`,
    {
      config,
      schema: {
        querystring: listQuerySchema({ locationId: str(1, 64) }),
        response: envelope(
          object({ records: { type: "array", items: floorRecord }, total: { type: "integer" } }),
        ),
      },
    },
    async (request, reply) => reply.ok(await listFloors(ctx.db, request.query)),
  );

  app.post<{ Body: FloorInput }>(
    base,
    { config, schema: { body: floorBody, response: envelope(floorRecord) } },
    async (request, reply) => reply.ok(await createFloor(ctx, await requireAuth(request), request.body)),
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id`,
    { config, schema: { params: idParam(), response: envelope(floorRecord) } },
    async (request, reply) => reply.ok(await getFloor(ctx.db, request.params.id)),
  );

  app.put<{ Params: { id: string }; Body: FloorInput }>(
    `${base}/:id`,
    { config, schema: { params: idParam(), body: floorBody, response: envelope(floorRecord) } },
    async (request, reply) =>
      reply.ok(await updateFloor(ctx, await requireAuth(request), request.params.id, request.body)),
  );

  app.delete<{ Params: { id: string } }>(
    `${base}/:id`,
    { config, schema: { params: idParam(), response: envelope({ type: "null" }) } },
    async (request, reply) => {
      await deleteAllOrNothing(ctx.db, floorMaps, floorMaps.id, [request.params.id]);
      return reply.ok(null);
    },
  );

  app.post<{ Body: { ids: string[] } }>(
    `${base}/delete/batch`,
    { config, schema: { body: idsBody, response: envelope({ type: "null" }) } },
    async (request, reply) => {
      await deleteAllOrNothing(ctx.db, floorMaps, floorMaps.id, request.body.ids);
      return reply.ok(null);
    },
  );

  app.put<{ Params: { id: string }; Body: { rooms: Placement[] } }>(
    `${base}/association/update/:id`,
    { config, schema: { params: idParam(), body: placementsBody, response: envelope(floorRecord) } },
    async (request, reply) => reply.ok(await setPlacements(ctx, request.params.id, request.body.rooms)),
  );

  app.get<{ Params: { roomId: string } }>(
    `${base}/by-room/:roomId`,
    {
      config,
      schema: { params: idParam("roomId"), response: envelope({ anyOf: [{ type: "null" }, floorRecord] }) },
    },
    async (request, reply) => reply.ok(await floorOfRoom(ctx.db, request.params.roomId)),
  );
}
