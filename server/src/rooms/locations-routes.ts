import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { LocationBody, LocationFilters, LocationNode } from "#contract/locations";
import { locationsOps } from "#contract/operations/locations";
import { locations } from "../db/schema-devices.ts";
import { uniqueIds } from "../lib/batch-ids.ts";
import { registerCrud } from "../lib/register-crud.ts";
import { createLocation, deleteLocations, getLocation, listLocations, updateLocation } from "./locations.ts";

/** The address dictionary (contract "Locations"): /device/dict/supply*, read by the room and device screens too. */
export const locationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerCrud(app, {
    operations: locationsOps,
    table: locations,
    id: locations.id,
    record: LocationNode,
    body: LocationBody,
    filters: LocationFilters,
    hooks: {
      list: (ctx, query) => listLocations(ctx.db, query),
      get: (ctx, id) => getLocation(ctx.db, id),
      create: createLocation,
      update: updateLocation,
      remove: (ctx, ids) => deleteLocations(ctx, uniqueIds(ids)),
    },
  });
};
