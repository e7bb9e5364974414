import type { FastifyInstance } from "fastify";
import { type IdsBody, idsBodySchema, uniqueIds } from "../lib/batch-ids.ts";
import { listQuerySchema } from "../lib/list-query.ts";
import { envelope, idParam, int, type JsonSchema, object, str } from "../lib/schemas.ts";
import { LEVELS } from "../services/location-tree.ts";
import {
  createLocation,
  deleteLocations,
  getLocation,
  type LocationInput,
  type LocationQuery,
  listLocations,
  updateLocation,
} from "../services/locations.ts";

/** The address dictionary (contract "Locations"): /device/dict/supply*. */
const nullableText = (maxLength: number): JsonSchema => ({ type: ["string", "null"], maxLength });

const locationSchema: JsonSchema = {
  type: "object",
  properties: {
    id: { type: "string" },
    parentId: { type: "string" },
    name: { type: "string" },
    level: { type: "string" },
    sort: { type: "integer" },
    remark: nullableText(200),
    path: { type: "string" },
    hasChildren: { type: "boolean" },
    roomCount: { type: "integer" },
    createdAt: { type: "integer" },
    updatedAt: { type: "integer" },
    children: { type: "array", items: { $ref: "#/definitions/location" } },
  },
};

/** The envelope around `data`, with the recursive location schema available as a definition. */
function locationEnvelope(data: JsonSchema): { 200: JsonSchema } {
  return { 200: { ...envelope(data)[200], definitions: { location: locationSchema } } };
}
const locationRef: JsonSchema = { $ref: "#/definitions/location" };

const bodySchema = object(
  {
    parentId: str(1, 64),
    name: str(1, 50),
    level: { type: "string", enum: LEVELS },
    sort: int(0, 1_000_000),
    remark: nullableText(200),
  },
  ["parentId", "name", "level"],
);

export async function locationRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get<{ Querystring: LocationQuery }>(
    "/device/dict/supply/query",
    {
      config: { permission: { anyOf: ["location", "meetingRoom", "device"] } },
      schema: {
        querystring: listQuerySchema({
          parentId: str(1, 64),
          level: { type: "string", enum: LEVELS },
          tree: { type: "boolean" },
        }),
        response: locationEnvelope(
          object({ records: { type: "array", items: locationRef }, total: { type: "integer" } }),
        ),
      },
    },
    async (request, reply) => reply.ok(await listLocations(ctx.db, request.query)),
  );

  app.get<{ Params: { id: string } }>(
    "/device/dict/supply/:id",
    {
      config: { permission: { anyOf: ["location", "meetingRoom", "device"] } },
      schema: { params: idParam(), response: locationEnvelope(locationRef) },
    },
    async (request, reply) => reply.ok(await getLocation(ctx.db, request.params.id)),
  );

  app.post<{ Body: LocationInput }>(
    "/device/dict/supply",
    {
      config: { permission: "location" },
      schema: { body: bodySchema, response: locationEnvelope(locationRef) },
    },
    async (request, reply) => reply.ok(await createLocation(ctx, request.body)),
  );

  app.put<{ Params: { id: string }; Body: LocationInput }>(
    "/device/dict/supply/:id",
    {
      config: { permission: "location" },
      schema: { params: idParam(), body: bodySchema, response: locationEnvelope(locationRef) },
    },
    async (request, reply) => reply.ok(await updateLocation(ctx, request.params.id, request.body)),
  );

  app.delete<{ Params: { id: string } }>(
    "/device/dict/supply/:id",
    {
      config: { permission: "location" },
      schema: { params: idParam(), response: envelope({ type: "null" }) },
    },
    async (request, reply) => {
      await deleteLocations(ctx, [request.params.id]);
      return reply.ok(null);
    },
  );

  app.post<{ Body: IdsBody }>(
    "/device/dict/supply/delete/batch",
    {
      config: { permission: "location" },
      schema: { body: idsBodySchema, response: envelope({ type: "null" }) },
    },
    async (request, reply) => {
      await deleteLocations(ctx, uniqueIds(request.body.ids));
      return reply.ok(null);
    },
  );
}
