import type { FastifyInstance } from "fastify";
import { terminals } from "../db/schema-devices.ts";
import { registerCrud } from "../lib/register-crud.ts";
import { envelope, idParam, object, str } from "../lib/schemas.ts";
import { nstr, record, remarkSchema, text } from "../services/device-common.ts";
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

  registerCrud<TerminalFilters, TerminalInput>(app, {
    base: "/device/terminal",
    permission: "device",
    table: terminals,
    id: terminals.id,
    record: terminalRecord,
    body: object(bodyProperties, required),
    updateWithIdInBody: true,
    filters: {
      productId: str(1, 64),
      protocol: { type: "string", enum: PROTOCOLS },
      status: { type: "string", enum: STATUSES },
      roomId: str(1, 64),
    },
    hooks: {
      list: (context, query) => listTerminals(context.db, query),
      get: (context, id) => getTerminal(context.db, id),
      create: createTerminal,
      update: updateTerminal,
    },
  });
}
