import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { PasswordChangeBody } from "#contract/auth";
import { Page } from "#contract/list";
import { usersOps } from "#contract/operations/users";
import { Done, Envelope, IdParam, Type } from "#contract/schema";
import {
  AllUsersBody,
  BatchRoleBody,
  User,
  UserBody,
  UserFilters,
  UserListBody,
  UserRef,
  UserUpdateBody,
} from "#contract/users";
import { changePassword } from "../auth/password-change.ts";
import { users } from "../db/schema.ts";
import { forbidden } from "../errors.ts";
import { serveOperations } from "../lib/operations.ts";
import { registerCrud } from "../lib/register-crud.ts";
import { hasPermission, requireAuth } from "../plugins/auth.ts";
import { requestScope } from "./data-scope.ts";
import { batchUpdateRoles, createUser, deleteUsers, updateUser } from "./user-admin.ts";
import { administrators, allUsers, getUser, listUsers } from "./user-query.ts";
import { requireManagedUser } from "./user-scope.ts";

/** Users (spec §7 "Organisations and users"): permission `user`, within the caller's data authority. */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, usersOps);
  const { ctx } = app;

  registerCrud(app, {
    operations: usersOps,
    table: users,
    id: users.id,
    record: User,
    body: UserBody,
    updateBody: UserUpdateBody,
    filters: UserFilters,
    hooks: {
      list: async (context, query, request) => listUsers(context.db, query, await requestScope(request)),
      get: async (context, id, request) => getUser(context.db, id, await requestScope(request)),
      create: createUser,
      update: updateUser,
      remove: deleteUsers,
    },
  });

  serve("byIds", { body: UserListBody, response: Envelope(Page(User)) }, async (request, reply) =>
    reply.ok(await listUsers(ctx.db, request.body as UserListBody, await requestScope(request))),
  );

  serve("all", { body: AllUsersBody, response: Envelope(Type.Array(UserRef)) }, async (request, reply) =>
    reply.ok(await allUsers(ctx.db, request.body, await requestScope(request))),
  );

  serve("admins", { response: Envelope(Type.Array(UserRef)) }, async (request, reply) =>
    reply.ok(await administrators(ctx.db, await requestScope(request))),
  );

  serve("setRoles", { body: BatchRoleBody, response: Done }, async (request, reply) => {
    await batchUpdateRoles(ctx, request.body, request);
    return reply.ok(null);
  });

  // Oneself with the old password; another user's needs `user` and that the caller manages them.
  serve(
    "changePassword",
    { params: IdParam(), body: PasswordChangeBody, response: Done },
    async (request, reply) => {
      const me = await requireAuth(request);
      const self = request.params.id === me.userId;
      if (!self) {
        if (!(await hasPermission(request, "user"))) throw forbidden();
        await requireManagedUser(request, request.params.id);
      }
      await changePassword(ctx, { userId: request.params.id, self, address: request.ip, ...request.body });
      return reply.ok(null);
    },
  );
};
