import type { FastifyInstance } from "fastify";
import { type ListQuery, listQuerySchema } from "../lib/list-query.ts";
import { envelope, idParam, object, str } from "../lib/schemas.ts";
import { idsBody, record, text } from "../services/device-common.ts";
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
  const { ctx } = app;
  const base = `/${ctx.config.product}/resource-pool`;
  const config = { permission: "device" as const };

  app.get<{ Querystring: ListQuery }>(
    base,
    {
      config,
      schema: {
        querystring: listQuerySchema(),
        response: envelope(
          object({ records: { type: "array", items: poolRecord }, total: { type: "integer" } }),
        ),
      },
    },
    async (request, reply) => reply.ok(await listPools(ctx.db, request.query)),
  );

  app.post<{ Body: PoolInput }>(
    base,
    { config, schema: { body: poolBody, response: envelope(poolRecord) } },
    async (request, reply) => reply.ok(await createPool(ctx, request.body)),
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id`,
    { config, schema: { params: idParam(), response: envelope(poolRecord) } },
    async (request, reply) => reply.ok(await getPool(ctx.db, request.params.id)),
  );

  app.put<{ Params: { id: string }; Body: PoolInput }>(
    `${base}/:id`,
    { config, schema: { params: idParam(), body: poolBody, response: envelope(poolRecord) } },
    async (request, reply) => reply.ok(await updatePool(ctx, request.params.id, request.body)),
  );

  app.delete<{ Params: { id: string } }>(
    `${base}/:id`,
    { config, schema: { params: idParam(), response: envelope({ type: "null" }) } },
    async (request, reply) => {
      await deletePools(ctx.db, [request.params.id]);
      return reply.ok(null);
    },
  );

  app.post<{ Body: { ids: string[] } }>(
    `${base}/delete/batch`,
    { config, schema: { body: idsBody, response: envelope({ type: "null" }) } },
    async (request, reply) => {
      await deletePools(ctx.db, request.body.ids);
      return reply.ok(null);
    },
  );
}
