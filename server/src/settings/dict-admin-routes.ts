import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  DictItem,
  DictItemBody,
  DictItemFilters,
  DictItemUpdateBody,
  DictSortBody,
  DictSortResult,
  DictType,
} from "#contract/dict-admin";
import { dictAdminOps } from "#contract/operations/dict-admin";
import { Envelope, Type } from "#contract/schema";
import { dictItems } from "../db/schema-devices.ts";
import { serveOperations } from "../lib/operations.ts";
import { registerCrud } from "../lib/register-crud.ts";
import {
  createDictItem,
  dictTypes,
  getDictItem,
  listDictItems,
  removeDictItems,
  sortDictItems,
  updateDictItem,
} from "./dict-admin.ts";

/** Dictionary management (/system/dictionary-management, SYSTEM users); reading by code is settings/dicts-routes.ts. */
export const dictAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, dictAdminOps);
  const { ctx } = app;

  serve("types", { response: Envelope(Type.Array(DictType)) }, async (request, reply) =>
    reply.ok(await dictTypes(ctx, request.lang)),
  );

  serve("sort", { body: DictSortBody, response: Envelope(DictSortResult) }, async (request, reply) =>
    reply.ok(await sortDictItems(ctx, request.body)),
  );

  registerCrud(app, {
    operations: dictAdminOps,
    table: dictItems,
    id: dictItems.id,
    record: DictItem,
    body: DictItemBody,
    updateBody: DictItemUpdateBody,
    filters: DictItemFilters,
    hooks: {
      list: (context, query) => listDictItems(context, query),
      get: (context, id) => getDictItem(context, id),
      create: (context, body) => createDictItem(context, body),
      update: (context, id, body) => updateDictItem(context, id, body),
      remove: (context, ids) => removeDictItems(context, ids),
    },
  });
};
