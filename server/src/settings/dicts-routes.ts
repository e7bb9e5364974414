import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { DictOption, DictParams } from "#contract/dicts";
import { dictsOps } from "#contract/operations/dicts";
import { Envelope, Type } from "#contract/schema";
import { notFound } from "../errors.ts";
import { serveOperations } from "../lib/operations.ts";
import { dictOptions } from "./dicts.ts";

/** Dictionaries by code (contract "Dictionaries"), labels in the request's language. */
export const dictRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, dictsOps);
  const { ctx } = app;

  serve(
    "byCode",
    { params: DictParams, response: Envelope(Type.Array(DictOption)) },
    async (request, reply) => {
      const options = await dictOptions(ctx.db, request.params.code.toUpperCase(), request.lang);
      if (options.length === 0) throw notFound();
      return reply.ok(options);
    },
  );
};
