import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  AdminChildParams,
  Dept,
  DeptBody,
  DeptChildrenQuery,
  DeptListBody,
  DeptMoveTargetsParams,
  DeptTreeQuery,
  DeptUpdateBody,
} from "#contract/departments";
import { departmentsOps } from "#contract/operations/departments";
import { DeptNode } from "#contract/org";
import { Done, Envelope, IdParam, Type } from "#contract/schema";
import { serveOperations } from "../lib/operations.ts";
import { requestScope } from "./data-scope.ts";
import {
  createDept,
  deleteDepts,
  departmentTree,
  deptChildren,
  getDept,
  listDepts,
  moveTargets,
  scopeTops,
  updateDept,
} from "./departments.ts";
import { requireManagedUser, scopeOfUser } from "./user-scope.ts";

/**
 * Departments (spec §7 "Organisations and users"). Reads are open to every signed-in user (the
 * pickers); changes need `user` and stay within the caller's data authority.
 */
export const departmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, departmentsOps);
  const { ctx } = app;
  const one = Envelope(Dept);
  const many = Envelope(Type.Array(Dept));

  serve(
    "tree",
    { querystring: DeptTreeQuery, response: Envelope(Type.Array(DeptNode)) },
    async (request, reply) =>
      reply.ok(
        await departmentTree(ctx, request.query.scope === "data" ? await requestScope(request) : undefined),
      ),
  );

  serve("children", { querystring: DeptChildrenQuery, response: many }, async (request, reply) =>
    reply.ok(await deptChildren(ctx.db, request.query.parentId, await requestScope(request))),
  );

  serve("top", { response: many }, async (request, reply) =>
    reply.ok(await scopeTops(ctx.db, await requestScope(request))),
  );

  serve("byIds", { body: DeptListBody, response: many }, async (request, reply) =>
    reply.ok(await listDepts(ctx.db, request.body, await requestScope(request))),
  );

  serve("one", { params: IdParam(), response: one }, async (request, reply) =>
    reply.ok(await getDept(ctx.db, request.params.id, await requestScope(request))),
  );

  serve("create", { body: DeptBody, response: one }, async (request, reply) =>
    reply.ok(await createDept(ctx, request.body, await requestScope(request))),
  );

  serve("update", { params: IdParam(), body: DeptUpdateBody, response: one }, async (request, reply) =>
    reply.ok(await updateDept(ctx, request.params.id, request.body, await requestScope(request))),
  );

  serve("remove", { params: IdParam(), response: Done }, async (request, reply) => {
    await deleteDepts(ctx, [request.params.id], await requestScope(request));
    return reply.ok(null);
  });

  serve("setSelf", { params: DeptMoveTargetsParams, response: many }, async (request, reply) =>
    reply.ok(
      await moveTargets(ctx.db, request.params.id, request.params.parentId, await requestScope(request)),
    ),
  );

  // Another administrator's reach (a user the caller manages): where their tree starts, and one level of it.
  serve("adminTop", { params: IdParam(), response: many }, async (request, reply) => {
    await requireManagedUser(request, request.params.id);
    return reply.ok(await scopeTops(ctx.db, await scopeOfUser(ctx.db, request.params.id)));
  });

  serve("adminChildren", { params: AdminChildParams, response: many }, async (request, reply) => {
    await requireManagedUser(request, request.params.userId);
    const scope = await scopeOfUser(ctx.db, request.params.userId);
    return reply.ok(await deptChildren(ctx.db, request.params.parentId, scope));
  });
};
