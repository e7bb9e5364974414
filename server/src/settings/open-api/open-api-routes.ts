import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ApiAccess, ApiAccountBody, ApiSecret } from "#contract/open-api";
import { openApiOps } from "#contract/operations/open-api";
import { Envelope } from "#contract/schema";
import { serveOperations } from "../../lib/operations.ts";
import { bindApiAccount, readApiAccess, rotateApiSecret } from "./api-credentials.ts";

/** The open API's credential, for SYSTEM users (docs/open-api.md). */
export const openApiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, openApiOps);
  const { ctx } = app;

  serve("get", { response: Envelope(ApiAccess) }, async (_request, reply) =>
    reply.ok(await readApiAccess(ctx.db)),
  );

  serve("setAccount", { body: ApiAccountBody, response: Envelope(ApiAccess) }, async (request, reply) =>
    reply.ok(await bindApiAccount(ctx, request.body.userId)),
  );

  // Spec §7 names a GET; it answers the new secret once and is never cached.
  serve("changeSecret", { response: Envelope(ApiSecret) }, async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return reply.ok(await rotateApiSecret(ctx));
  });
};
