import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { FloorMap, FloorMapBody, FloorMapFilters, PlacementsBody } from "#contract/floor-maps";
import { floorMapsOps } from "#contract/operations/floor-maps";
import { Envelope, IdParam, Nullable } from "#contract/schema";
import { floorMaps } from "../db/schema-devices.ts";
import { serveOperations } from "../lib/operations.ts";
import { registerCrud } from "../lib/register-crud.ts";
import { requestScope } from "../people/data-scope.ts";
import { requireAuth } from "../plugins/auth.ts";
import { createFloor, floorOfRoom, getFloor, listFloors, setPlacements, updateFloor } from "./floor-maps.ts";

/** Floor maps under /device/{product}-floor (permission `device`). */
export const floorMapRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, floorMapsOps);
  const { ctx } = app;

  registerCrud(app, {
    operations: floorMapsOps,
    table: floorMaps,
    id: floorMaps.id,
    record: FloorMap,
    body: FloorMapBody,
    filters: FloorMapFilters,
    hooks: {
      list: async (context, query, request) => listFloors(context.db, query, await requestScope(request)),
      get: async (context, id, request) => getFloor(context.db, id, await requestScope(request)),
      create: async (context, body, request) =>
        createFloor(context, await requireAuth(request), body, await requestScope(request)),
      update: async (context, id, body, request) =>
        updateFloor(context, await requireAuth(request), id, body, await requestScope(request)),
    },
  });

  serve(
    "setRooms",
    { params: IdParam(), body: PlacementsBody, response: Envelope(FloorMap) },
    async (request, reply) =>
      reply.ok(await setPlacements(ctx, request.params.id, request.body.rooms, await requestScope(request))),
  );

  serve(
    "byRoom",
    { params: IdParam("roomId"), response: Envelope(Nullable(FloorMap)) },
    async (request, reply) =>
      reply.ok(await floorOfRoom(ctx.db, request.params.roomId, await requestScope(request))),
  );
};
