import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { McuServer, McuServerBody, McuServerFilters, McuServerUpdate } from "#contract/mcu";
import { mcuServersOps } from "#contract/operations/mcu-servers";
import { Envelope, Type } from "#contract/schema";
import { mcuServers } from "../db/schema-devices.ts";
import { serveOperations } from "../lib/operations.ts";
import { registerCrud } from "../lib/register-crud.ts";
import { allServers, createServer, getServer, listServers, updateServer } from "./mcu-servers.ts";

/** MCU servers under /{product}/servers (permission `device`); the password is write-only. */
export const mcuServerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, mcuServersOps);
  const { ctx } = app;

  serve("all", { response: Envelope(Type.Array(McuServer)) }, async (_request, reply) =>
    reply.ok(await allServers(ctx.db)),
  );

  registerCrud(app, {
    operations: mcuServersOps,
    table: mcuServers,
    id: mcuServers.id,
    record: McuServer,
    body: McuServerBody,
    updateBody: McuServerUpdate,
    filters: McuServerFilters,
    hooks: {
      list: (context, query) => listServers(context.db, query),
      get: (context, id) => getServer(context.db, id),
      create: createServer,
      update: updateServer,
    },
  });
};
