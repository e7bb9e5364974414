import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { terminalsOps } from "#contract/operations/terminals";
import { Envelope, IdParam, Type } from "#contract/schema";
import { Terminal, TerminalBody, TerminalFilters, TerminalOption } from "#contract/terminals";
import { terminals } from "../db/schema-devices.ts";
import { serveOperations } from "../lib/operations.ts";
import { registerCrud } from "../lib/register-crud.ts";
import { requestScope, terminalScope } from "../people/data-scope.ts";
import {
  createTerminal,
  getTerminal,
  listBrands,
  listModels,
  listTerminals,
  updateTerminal,
} from "./terminals.ts";

/** Terminals under /device/terminal (permission `device`). */
export const terminalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, terminalsOps);
  const { ctx } = app;
  const options = Envelope(Type.Array(TerminalOption));

  serve("products", { response: options }, async (_request, reply) => reply.ok(await listBrands(ctx.db)));

  serve("product", { params: IdParam(), response: options }, async (request, reply) =>
    reply.ok(await listModels(ctx.db, request.params.id)),
  );

  registerCrud(app, {
    operations: terminalsOps,
    table: terminals,
    id: terminals.id,
    record: Terminal,
    body: TerminalBody,
    filters: TerminalFilters,
    scope: async (request) => terminalScope(await requestScope(request)),
    hooks: {
      list: async (context, query, request) => listTerminals(context.db, query, await requestScope(request)),
      get: async (context, id, request) => getTerminal(context.db, id, await requestScope(request)),
      create: async (context, body, request) => createTerminal(context, body, await requestScope(request)),
      update: async (context, id, body, request) =>
        updateTerminal(context, id, body, await requestScope(request)),
    },
  });
};
