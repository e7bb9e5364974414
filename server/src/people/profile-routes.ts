import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { CurrentUser } from "#contract/auth";
import { ProfileBody } from "#contract/profile";
import { Envelope } from "#contract/schema";
import { requireAuth } from "../plugins/auth.ts";
import { updateOwnProfile } from "./profile.ts";

/** The profile page's own details (the password has its own call). */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.put(
    "/current/user",
    { config: { permission: "login" }, schema: { body: ProfileBody, response: Envelope(CurrentUser) } },
    async (request, reply) => reply.ok(await updateOwnProfile(ctx, await requireAuth(request), request.body)),
  );
};
