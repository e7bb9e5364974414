import type { FastifyInstance } from "fastify";
import { mcuServers } from "../db/schema-devices.ts";
import { listQuerySchema } from "../lib/list-query.ts";
import { envelope, idParam, int, object, str } from "../lib/schemas.ts";
import { deleteAllOrNothing, idsBody, nstr, record, remarkSchema } from "../services/device-common.ts";
import {
  allServers,
  createServer,
  getServer,
  listServers,
  type ServerFilters,
  type ServerInput,
  updateServer,
} from "../services/mcu-servers.ts";

/** MCU servers under /{product}/servers (permission `device`); the password is write-only. */
const MODELS = ["CMS", "MCU", "RMX", "DMA"];
const STATUSES = ["ONLINE", "OFFLINE"];

const serverRecord = record({
  name: { type: "string" },
  model: { type: "string" },
  address: { type: "string" },
  port: { type: "integer" },
  protocol: { type: "string" },
  username: { type: "string" },
  capacity: { type: "integer" },
  poolId: nstr,
  poolName: nstr,
  status: { type: "string" },
  remark: nstr,
});

function serverBody(passwordRequired: boolean) {
  return object(
    {
      name: str(1, 50),
      model: { type: "string", enum: MODELS },
      address: str(1, 255),
      port: int(1, 65535),
      protocol: { type: "string", enum: ["HTTP", "HTTPS"] },
      username: str(1, 64),
      password: str(passwordRequired ? 1 : 0, 128),
      capacity: int(1, 10000),
      poolId: { type: ["string", "null"], maxLength: 64 },
      status: { type: "string", enum: STATUSES },
      remark: remarkSchema,
    },
    ["name", "model", "address", "port", "username", "capacity", ...(passwordRequired ? ["password"] : [])],
  );
}

export async function mcuServerRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const base = `/${ctx.config.product}/servers`;
  const config = { permission: "device" as const };

  app.get<{ Querystring: ServerFilters }>(
    base,
    {
      config,
      schema: {
        querystring: listQuerySchema({
          model: { type: "string", enum: MODELS },
          poolId: str(1, 64),
          status: { type: "string", enum: STATUSES },
        }),
        response: envelope(
          object({ records: { type: "array", items: serverRecord }, total: { type: "integer" } }),
        ),
      },
    },
    async (request, reply) => reply.ok(await listServers(ctx.db, request.query)),
  );

  app.get(
    `${base}/all`,
    { config, schema: { response: envelope({ type: "array", items: serverRecord }) } },
    async (_request, reply) => reply.ok(await allServers(ctx.db)),
  );

  app.post<{ Body: ServerInput }>(
    base,
    { config, schema: { body: serverBody(true), response: envelope(serverRecord) } },
    async (request, reply) => reply.ok(await createServer(ctx, request.body)),
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id`,
    { config, schema: { params: idParam(), response: envelope(serverRecord) } },
    async (request, reply) => reply.ok(await getServer(ctx.db, request.params.id)),
  );

  app.put<{ Params: { id: string }; Body: ServerInput }>(
    `${base}/:id`,
    { config, schema: { params: idParam(), body: serverBody(false), response: envelope(serverRecord) } },
    async (request, reply) => reply.ok(await updateServer(ctx, request.params.id, request.body)),
  );

  app.delete<{ Params: { id: string } }>(
    `${base}/:id`,
    { config, schema: { params: idParam(), response: envelope({ type: "null" }) } },
    async (request, reply) => {
      await deleteAllOrNothing(ctx.db, mcuServers, mcuServers.id, [request.params.id]);
      return reply.ok(null);
    },
  );

  app.post<{ Body: { ids: string[] } }>(
    `${base}/delete/batch`,
    { config, schema: { body: idsBody, response: envelope({ type: "null" }) } },
    async (request, reply) => {
      await deleteAllOrNothing(ctx.db, mcuServers, mcuServers.id, request.body.ids);
      return reply.ok(null);
    },
  );
}
