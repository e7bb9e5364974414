import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { BatchDataBody, DataAuthority, DeptIdsBody, EffectiveScope } from "#contract/authority";
import { Done, Envelope, IdParam } from "#contract/schema";
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
  const { ctx } = app;
  const system = { permission: { systemType: true } as const };
  const manage = { permission: "user" as const };
  const answer = Envelope(DataAuthority);
  const base = "/system/authority";

  app.get(
    `${base}/role/data/:id`,
    { config: system, schema: { params: IdParam(), response: answer } },
    async (request, reply) => reply.ok(await roleData(ctx.db, request.params.id)),
  );

  app.post(
    `${base}/role/data/:id`,
    { config: system, schema: { params: IdParam(), body: DeptIdsBody, response: answer } },
    async (request, reply) => reply.ok(await addRoleData(ctx, request.params.id, request.body.deptIds)),
  );

  app.post(
    `${base}/role/remove/data/:id`,
    { config: system, schema: { params: IdParam(), body: DeptIdsBody, response: answer } },
    async (request, reply) => reply.ok(await removeRoleData(ctx, request.params.id, request.body.deptIds)),
  );

  app.get(
    `${base}/user/data/:id`,
    { config: manage, schema: { params: IdParam(), response: answer } },
    async (request, reply) => {
      await requireManagedUser(request, request.params.id);
      return reply.ok(await userData(ctx.db, request.params.id));
    },
  );

  app.post(
    `${base}/user/data/:id`,
    { config: manage, schema: { params: IdParam(), body: DeptIdsBody, response: answer } },
    async (request, reply) => {
      await requireManagedUser(request, request.params.id);
      const scope = await requestScope(request);
      return reply.ok(await replaceUserData(ctx, request.params.id, request.body.deptIds, scope));
    },
  );

  app.post(
    `${base}/user/batch/add/data`,
    { config: manage, schema: { body: BatchDataBody, response: Done } },
    async (request, reply) => {
      for (const id of new Set(request.body.userIds)) await requireManagedUser(request, id);
      await batchAddUserData(ctx, request.body.userIds, request.body.deptIds, await requestScope(request));
      return reply.ok(null);
    },
  );

  app.get(
    `${base}/all/deptIds/:id`,
    { config: manage, schema: { params: IdParam(), response: Envelope(EffectiveScope) } },
    async (request, reply) => {
      await requireManagedUser(request, request.params.id);
      return reply.ok(await effectiveScope(ctx.db, request.params.id));
    },
  );
};
