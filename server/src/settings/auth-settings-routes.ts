import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { AuthSettings, AuthSettingsBody, PasswordPolicy } from "#contract/auth-settings";
import { authSettingsOps } from "#contract/operations/auth-settings";
import { Envelope } from "#contract/schema";
import { readPasswordPolicy } from "../auth/password-policy.ts";
import { serveOperations } from "../lib/operations.ts";
import { readAuthSettings, saveAuthSettings } from "./auth-settings.ts";

/** The authentication settings (SYSTEM users) and the password rule every password form shows. */
export const authSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, authSettingsOps);
  const { ctx } = app;

  serve("get", { response: Envelope(AuthSettings) }, async (_request, reply) =>
    reply.ok(await readAuthSettings(ctx.db)),
  );

  serve("update", { body: AuthSettingsBody, response: Envelope(AuthSettings) }, async (request, reply) =>
    reply.ok(await saveAuthSettings(ctx, request.body)),
  );

  serve("passwordPolicy", { response: Envelope(PasswordPolicy) }, async (_request, reply) =>
    reply.ok(await readPasswordPolicy(ctx.db)),
  );
};
