import type { FastifyInstance } from "fastify";
import { forbidden } from "../errors.ts";
import { envelope, idParam, object, str } from "../lib/schemas.ts";
import { hasPermission, requireAuth } from "../plugins/auth.ts";
import { changePassword } from "../services/password-change.ts";

/** Users (spec §7 "Organisations and users"). */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  // Oneself with the old password; another user's password needs the `user` permission.
  app.patch<{ Params: { id: string }; Body: { oldPassword?: string; newPassword: string } }>(
    "/system/user/:id/change/password",
    {
      config: { permission: "login" },
      schema: {
        params: idParam(),
        body: object({ oldPassword: str(0, 1024), newPassword: str(1, 1024) }, ["newPassword"]),
        response: envelope({ type: "null" }),
      },
    },
    async (request, reply) => {
      const me = await requireAuth(request);
      const self = request.params.id === me.userId;
      if (!self && !(await hasPermission(request, "user"))) throw forbidden();
      await changePassword(ctx, { userId: request.params.id, self, address: request.ip, ...request.body });
      return reply.ok(null);
    },
  );
}
