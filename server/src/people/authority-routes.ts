import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { BatchDataBody, DataAuthority, DeptIdsBody, EffectiveScope } from "#contract/authority";
import { authorityOps } from "#contract/operations/authority";
import { Done, Envelope, IdParam } from "#contract/schema";
import { serveOperations } from "../lib/operations.ts";
import {
  addRoleData,
  batchAddUserData,
  effectiveScope,
  removeRoleData,
  replaceUserData,
  roleData,
  userData,
} from "./data-authority.ts";
import { requestScope } from "./data-scope.ts";
import { requireManagedUser } from "./user-scope.ts";

/**
 * Data authority by organisation (spec §7 `/system/authority/*`): a role's (SYSTEM users) and a
 * user's (holders of `user`, for the users they manage and within their own data authority).
 */
export const authorityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, authorityOps);
  const { ctx } = app;
  const answer = Envelope(DataAuthority);

  serve("roleData", { params: IdParam(), response: answer }, async (request, reply) =>
    reply.ok(await roleData(ctx.db, request.params.id)),
  );

  serve("addRoleData", { params: IdParam(), body: DeptIdsBody, response: answer }, async (request, reply) =>
    reply.ok(await addRoleData(ctx, request.params.id, request.body.deptIds)),
  );

  serve(
    "removeRoleData",
    { params: IdParam(), body: DeptIdsBody, response: answer },
    async (request, reply) => reply.ok(await removeRoleData(ctx, request.params.id, request.body.deptIds)),
  );

  serve("userData", { params: IdParam(), response: answer }, async (request, reply) => {
    await requireManagedUser(request, request.params.id);
    return reply.ok(await userData(ctx.db, request.params.id));
  });

  serve("setUserData", { params: IdParam(), body: DeptIdsBody, response: answer }, async (request, reply) => {
    await requireManagedUser(request, request.params.id);
    const scope = await requestScope(request);
    return reply.ok(await replaceUserData(ctx, request.params.id, request.body.deptIds, scope));
  });

  serve("addUsersData", { body: BatchDataBody, response: Done }, async (request, reply) => {
    for (const id of new Set(request.body.userIds)) await requireManagedUser(request, id);
    await batchAddUserData(ctx, request.body.userIds, request.body.deptIds, await requestScope(request));
    return reply.ok(null);
  });

  serve("deptIds", { params: IdParam(), response: Envelope(EffectiveScope) }, async (request, reply) => {
    await requireManagedUser(request, request.params.id);
    return reply.ok(await effectiveScope(ctx.db, request.params.id));
  });
};
