import type { FastifyInstance } from "fastify";
import { floorMaps } from "../db/schema-devices.ts";
import { registerCrud } from "../lib/register-crud.ts";
import { envelope, idParam, object, str } from "../lib/schemas.ts";
import { requireAuth } from "../plugins/auth.ts";
import { nstr, record, remarkSchema, text } from "../services/device-common.ts";
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

  registerCrud<FloorFilters, FloorInput>(app, {
    base,
    permission: "device",
    table: floorMaps,
    id: floorMaps.id,
    record: floorRecord,
    body: floorBody,
    filters: { locationId: str(1, 64) },
    hooks: {
      list: (context, query) => listFloors(context.db, query),
      get: (context, id) => getFloor(context.db, id),
      create: async (context, body, request) => createFloor(context, await requireAuth(request), body),
      update: async (context, id, body, request) =>
        updateFloor(context, await requireAuth(request), id, body),
    },
  });

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
