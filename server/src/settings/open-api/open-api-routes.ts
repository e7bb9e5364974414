import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ApiAccess, ApiAccountBody, ApiSecret } from "#contract/open-api";
import { Envelope } from "#contract/schema";
import { bindApiAccount, readApiAccess, rotateApiSecret } from "./api-credentials.ts";

/** The open API's credential, for SYSTEM users (docs/open-api.md). */
export const openApiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const config = { permission: { systemType: true } as const };

  app.get(
    "/system/config/api",
    { config, schema: { response: Envelope(ApiAccess) } },
    async (_request, reply) => reply.ok(await readApiAccess(ctx.db)),
  );

  app.put(
    "/system/config/api/account",
    { config, schema: { body: ApiAccountBody, response: Envelope(ApiAccess) } },
    async (request, reply) => reply.ok(await bindApiAccount(ctx, request.body.userId)),
  );

  // Spec §7 names a GET; it answers the new secret once and is never cached.
  app.get(
    "/system/config/change/api/secret",
    { config, schema: { response: Envelope(ApiSecret) } },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      return reply.ok(await rotateApiSecret(ctx));
    },
  );
};
