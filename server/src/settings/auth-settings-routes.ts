import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { AuthSettings, AuthSettingsBody, PasswordPolicy } from "#contract/auth-settings";
import { Envelope } from "#contract/schema";
import { readPasswordPolicy } from "../auth/password-policy.ts";
import { readAuthSettings, saveAuthSettings } from "./auth-settings.ts";

/** The authentication settings (SYSTEM users) and the password rule every password form shows. */
export const authSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const config = { permission: { systemType: true as const } };

  app.get(
    "/system/config/authentication",
    { config, schema: { response: Envelope(AuthSettings) } },
    async (_request, reply) => reply.ok(await readAuthSettings(ctx.db)),
  );

  app.put(
    "/system/config/authentication",
    { config, schema: { body: AuthSettingsBody, response: Envelope(AuthSettings) } },
    async (request, reply) => reply.ok(await saveAuthSettings(ctx, request.body)),
  );

  app.get(
    "/system/config/password-policy",
    { config: { permission: "login" }, schema: { response: Envelope(PasswordPolicy) } },
    async (_request, reply) => reply.ok(await readPasswordPolicy(ctx.db)),
  );
};
