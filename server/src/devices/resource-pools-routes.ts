import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ResourcePool, ResourcePoolBody } from "#contract/mcu";
import { resourcePoolsOps } from "#contract/operations/resource-pools";
import { resourcePools } from "../db/schema-devices.ts";
import { registerCrud } from "../lib/register-crud.ts";
import { createPool, deletePools, getPool, listPools, updatePool } from "./resource-pools.ts";

/** Resource pools under /{product}/resource-pool (permission `device`). */
export const resourcePoolRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerCrud(app, {
    operations: resourcePoolsOps,
    table: resourcePools,
    id: resourcePools.id,
    record: ResourcePool,
    body: ResourcePoolBody,
    hooks: {
      list: (ctx, query) => listPools(ctx.db, query),
      get: (ctx, id) => getPool(ctx.db, id),
      create: createPool,
      update: updatePool,
      remove: (ctx, ids) => deletePools(ctx.db, ids),
    },
  });
};
