import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Page } from "#contract/list";
import { rolesOps } from "#contract/operations/roles";
import {
  ManagerRole,
  ResourcesBody,
  Role,
  RoleBody,
  RoleDeptParams,
  RoleDeptUser,
  RoleGroup,
  RoleGroupBody,
  RoleGroupUpdateBody,
  RoleQuery,
  RoleTreeNode,
  RoleTreeQuery,
  RoleUpdateBody,
  RoleUsersBody,
  RoleUsersQuery,
} from "#contract/roles";
import { Done, Envelope, IdParam, Type } from "#contract/schema";
import { UserRef } from "#contract/users";
import { serveOperations } from "../lib/operations.ts";
import { requireAuth, requireSystemOr } from "../plugins/auth.ts";
import { addRoleUsers, deptUsersForRole, removeRoleUsers, roleUsers } from "./role-members.ts";
import { viewerOf } from "./role-rules.ts";
import {
  changeRoleResources,
  createGroup,
  createRole,
  deleteGroup,
  deleteRole,
  getRole,
  listRoles,
  managerRoles,
  roleResources,
  roleTree,
  updateGroup,
  updateRole,
} from "./roles.ts";

/**
 * Roles and authority (spec §7): role groups, roles, their resources and members, for SYSTEM users
 * (the authority page). The role-group tree and the role list are also read by holders of `user`,
 * who give roles to the users they manage.
 */
export const roleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, rolesOps);
  const { ctx } = app;
  const strings = Envelope(Type.Array(Type.String()));

  serve(
    "groups",
    { querystring: RoleTreeQuery, response: Envelope(Type.Array(RoleTreeNode)) },
    async (request, reply) => {
      const user = await requireSystemOr(request, "user");
      return reply.ok(await roleTree(ctx.db, await viewerOf(ctx.db, user)));
    },
  );

  serve("createGroup", { body: RoleGroupBody, response: Envelope(RoleGroup) }, async (request, reply) =>
    reply.ok(await createGroup(ctx, request.body)),
  );

  serve(
    "updateGroup",
    { params: IdParam(), body: RoleGroupUpdateBody, response: Envelope(RoleGroup) },
    async (request, reply) => reply.ok(await updateGroup(ctx, request.params.id, request.body)),
  );

  serve("removeGroup", { params: IdParam(), response: Done }, async (request, reply) => {
    await deleteGroup(ctx, request.params.id);
    return reply.ok(null);
  });

  serve("list", { querystring: RoleQuery, response: Envelope(Type.Array(Role)) }, async (request, reply) => {
    await requireSystemOr(request, "user");
    return reply.ok(await listRoles(ctx.db, request.query));
  });

  serve("manageable", { response: Envelope(Type.Array(ManagerRole)) }, async (request, reply) =>
    reply.ok(await managerRoles(ctx.db, await requireSystemOr(request, "user"))),
  );

  serve("users", { querystring: RoleUsersQuery, response: Envelope(Page(UserRef)) }, async (request, reply) =>
    reply.ok(await roleUsers(ctx.db, request.query as RoleUsersQuery)),
  );

  serve("create", { body: RoleBody, response: Envelope(Role) }, async (request, reply) =>
    reply.ok(await createRole(ctx, request.body)),
  );

  serve("one", { params: IdParam(), response: Envelope(Role) }, async (request, reply) =>
    reply.ok(await getRole(ctx.db, request.params.id)),
  );

  serve(
    "update",
    { params: IdParam(), body: RoleUpdateBody, response: Envelope(Role) },
    async (request, reply) =>
      reply.ok(await updateRole(ctx, await requireAuth(request), request.params.id, request.body)),
  );

  serve("remove", { params: IdParam(), response: Done }, async (request, reply) => {
    await deleteRole(ctx, request.params.id);
    return reply.ok(null);
  });

  serve("resources", { params: IdParam(), response: strings }, async (request, reply) =>
    reply.ok(await roleResources(ctx.db, request.params.id)),
  );

  for (const [path, key] of [
    ["addResources", "add"],
    ["removeResources", "remove"],
  ] as const) {
    serve(path, { params: IdParam(), body: ResourcesBody, response: strings }, async (request, reply) =>
      reply.ok(await changeRoleResources(ctx, request.params.id, { [key]: request.body.resources })),
    );
  }

  serve(
    "deptUsers",
    { params: RoleDeptParams, response: Envelope(Type.Array(RoleDeptUser)) },
    async (request, reply) =>
      reply.ok(await deptUsersForRole(ctx.db, request.params.id, request.params.deptId)),
  );

  serve("addUsers", { params: IdParam(), body: RoleUsersBody, response: Done }, async (request, reply) => {
    await addRoleUsers(ctx, request.params.id, request.body.userIds);
    return reply.ok(null);
  });

  serve("removeUsers", { params: IdParam(), body: RoleUsersBody, response: Done }, async (request, reply) => {
    await removeRoleUsers(ctx, await requireAuth(request), request.params.id, request.body.userIds);
    return reply.ok(null);
  });
};
