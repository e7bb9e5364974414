import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { PasswordChangeBody } from "#contract/auth";
import { Done, IdParam } from "#contract/schema";
import { forbidden } from "../errors.ts";
import { hasPermission, requireAuth } from "../plugins/auth.ts";
import { changePassword } from "../services/password-change.ts";

/** Users (spec §7 "Organisations and users"). */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  // Oneself with the old password; another user's password needs the `user` permission.
  app.patch(
    "/system/user/:id/change/password",
    {
      config: { permission: "login" },
      schema: { params: IdParam(), body: PasswordChangeBody, response: Done },
    },
    async (request, reply) => {
      const me = await requireAuth(request);
      const self = request.params.id === me.userId;
      if (!self && !(await hasPermission(request, "user"))) throw forbidden();
      await changePassword(ctx, { userId: request.params.id, self, address: request.ip, ...request.body });
      return reply.ok(null);
    },
  );
};
