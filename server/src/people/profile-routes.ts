import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { CurrentUser } from "#contract/auth";
import { profileOps } from "#contract/operations/profile";
import { ProfileBody } from "#contract/profile";
import { Envelope } from "#contract/schema";
import { serveOperations } from "../lib/operations.ts";
import { requireAuth } from "../plugins/auth.ts";
import { updateOwnProfile } from "./profile.ts";

/** The profile page's own details (the password has its own call). */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, profileOps);
  const { ctx } = app;
  serve("update", { body: ProfileBody, response: Envelope(CurrentUser) }, async (request, reply) =>
    reply.ok(await updateOwnProfile(ctx, await requireAuth(request), request.body)),
  );
};
