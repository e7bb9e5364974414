import type { FastifyInstance } from "fastify";
import { terminals } from "../db/schema-devices.ts";
import { listQuerySchema, pageSchema } from "../lib/list-query.ts";
import { envelope, idParam, object, str } from "../lib/schemas.ts";
import { deleteAllOrNothing, idsBody, nstr, record, remarkSchema, text } from "../services/device-common.ts";
import {
  createTerminal,
  getTerminal,
  listBrands,
  listModels,
  listTerminals,
  type TerminalFilters,
  type TerminalInput,
  updateTerminal,
} from "../services/terminals.ts";

/** Terminals under /device/terminal (permission `device`). */
const PROTOCOLS = ["SIP", "H323"];
const STATUSES = ["DISCONNECT", "CONNECTED", "CONNECTING"];

const terminalRecord = record({
  name: { type: "string" },
  productId: { type: "string" },
  productName: { type: "string" },
  modelId: { type: "string" },
  modelName: { type: "string" },
  productDevice: { type: "string" },
  dialAddress: { type: "string" },
  protocol: { type: "string" },
  ip: nstr,
  serialNumber: nstr,
  status: { type: "string" },
  roomId: nstr,
  roomName: nstr,
  remark: nstr,
});
const option = object({ id: { type: "string" }, name: { type: "string" } });

const bodyProperties = {
  name: str(1, 50),
  productId: str(1, 64),
  modelId: str(1, 64),
  dialAddress: str(1, 128),
  protocol: { type: "string", enum: PROTOCOLS },
  ip: text(45),
  serialNumber: text(64),
  status: { type: "string", enum: STATUSES },
  roomId: text(64),
  remark: remarkSchema,
};
const required = ["name", "productId", "modelId", "dialAddress", "protocol"];
const terminalBody = object(bodyProperties, required);
const terminalBodyWithId = object({ id: str(1, 64), ...bodyProperties }, ["id", ...required]);

export async function terminalRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const config = { permission: "device" as const };

  app.get(
    "/device/terminal/product",
    { config, schema: { response: envelope({ type: "array", items: option }) } },
    async (_request, reply) => reply.ok(await listBrands(ctx.db)),
  );

  app.get<{ Params: { id: string } }>(
    "/device/terminal/product/:id",
    { config, schema: { params: idParam(), response: envelope({ type: "array", items: option }) } },
    async (request, reply) => reply.ok(await listModels(ctx.db, request.params.id)),
  );

  app.get<{ Querystring: TerminalFilters }>(
    "/device/terminal/query",
    {
      config,
      schema: {
        querystring: listQuerySchema({
          productId: str(1, 64),
          protocol: { type: "string", enum: PROTOCOLS },
          status: { type: "string", enum: STATUSES },
          roomId: str(1, 64),
        }),
        response: envelope(pageSchema(terminalRecord)),
      },
    },
    async (request, reply) => reply.ok(await listTerminals(ctx.db, request.query)),
  );

  app.post<{ Body: TerminalInput }>(
    "/device/terminal",
    { config, schema: { body: terminalBody, response: envelope(terminalRecord) } },
    async (request, reply) => reply.ok(await createTerminal(ctx, request.body)),
  );

  app.put<{ Body: TerminalInput & { id: string } }>(
    "/device/terminal",
    { config, schema: { body: terminalBodyWithId, response: envelope(terminalRecord) } },
    async (request, reply) => reply.ok(await updateTerminal(ctx, request.body.id, request.body)),
  );

  app.put<{ Params: { id: string }; Body: TerminalInput }>(
    "/device/terminal/:id",
    { config, schema: { params: idParam(), body: terminalBody, response: envelope(terminalRecord) } },
    async (request, reply) => reply.ok(await updateTerminal(ctx, request.params.id, request.body)),
  );

  app.get<{ Params: { id: string } }>(
    "/device/terminal/:id",
    { config, schema: { params: idParam(), response: envelope(terminalRecord) } },
    async (request, reply) => reply.ok(await getTerminal(ctx.db, request.params.id)),
  );

  app.delete<{ Params: { id: string } }>(
    "/device/terminal/:id",
    { config, schema: { params: idParam(), response: envelope({ type: "null" }) } },
    async (request, reply) => {
      await deleteAllOrNothing(ctx.db, terminals, terminals.id, [request.params.id]);
      return reply.ok(null);
    },
  );

  app.post<{ Body: { ids: string[] } }>(
    "/device/terminal/delete/batch",
    { config, schema: { body: idsBody, response: envelope({ type: "null" }) } },
    async (request, reply) => {
      await deleteAllOrNothing(ctx.db, terminals, terminals.id, request.body.ids);
      return reply.ok(null);
    },
  );
}
