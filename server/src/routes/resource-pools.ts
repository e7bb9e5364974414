import type { FastifyInstance } from "fastify";
import { resourcePools } from "../db/schema-devices.ts";
import type { ListQuery } from "../lib/list-query.ts";
import { registerCrud } from "../lib/register-crud.ts";
import { object, str } from "../lib/schemas.ts";
import { record, text } from "../services/device-common.ts";
import {
  createPool,
  deletePools,
  getPool,
  listPools,
  type PoolInput,
  updatePool,
} from "../services/resource-pools.ts";

/** Resource pools under /{product}/resource-pool (permission `device`). */
const poolRecord = record({
  name: { type: "string" },
  description: { type: ["string", "null"] },
  serverCount: { type: "integer" },
  capacity: { type: "integer" },
});
const poolBody = object({ name: str(1, 50), description: text(200) }, ["name"]);

export async function resourcePoolRoutes(app: FastifyInstance): Promise<void> {
  const base = `/${app.ctx.config.product}/resource-pool`;
  registerCrud<ListQuery, PoolInput>(app, {
    base,
    listPath: base,
    permission: "device",
    table: resourcePools,
    id: resourcePools.id,
    record: poolRecord,
    body: poolBody,
    hooks: {
      list: (ctx, query) => listPools(ctx.db, query),
      get: (ctx, id) => getPool(ctx.db, id),
      create: createPool,
      update: updatePool,
      remove: (ctx, ids) => deletePools(ctx.db, ids),
    },
  });
}
