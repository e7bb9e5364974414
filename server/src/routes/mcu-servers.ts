import type { FastifyInstance } from "fastify";
import { mcuServers } from "../db/schema-devices.ts";
import { registerCrud } from "../lib/register-crud.ts";
import { envelope, int, object, str } from "../lib/schemas.ts";
import { nstr, record, remarkSchema } from "../services/device-common.ts";
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

  app.get(
    `${base}/all`,
    {
      config: { permission: "device" },
      schema: { response: envelope({ type: "array", items: serverRecord }) },
    },
    async (_request, reply) => reply.ok(await allServers(ctx.db)),
  );

  registerCrud<ServerFilters, ServerInput>(app, {
    base,
    listPath: base,
    permission: "device",
    table: mcuServers,
    id: mcuServers.id,
    record: serverRecord,
    body: serverBody(true),
    updateBody: serverBody(false),
    filters: {
      model: { type: "string", enum: MODELS },
      poolId: str(1, 64),
      status: { type: "string", enum: STATUSES },
    },
    hooks: {
      list: (context, query) => listServers(context.db, query),
      get: (context, id) => getServer(context.db, id),
      create: createServer,
      update: updateServer,
    },
  });
}
