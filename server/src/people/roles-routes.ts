import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Page } from "#contract/list";
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
  const { ctx } = app;
  const system = { permission: { systemType: true } as const };
  const login = { permission: "login" as const };
  const strings = Envelope(Type.Array(Type.String()));

  app.get(
    "/system/group",
    { config: login, schema: { querystring: RoleTreeQuery, response: Envelope(Type.Array(RoleTreeNode)) } },
    async (request, reply) => {
      const user = await requireSystemOr(request, "user");
      return reply.ok(await roleTree(ctx.db, await viewerOf(ctx.db, user)));
    },
  );

  app.post(
    "/system/group",
    { config: system, schema: { body: RoleGroupBody, response: Envelope(RoleGroup) } },
    async (request, reply) => reply.ok(await createGroup(ctx, request.body)),
  );

  app.put(
    "/system/group/:id",
    {
      config: system,
      schema: { params: IdParam(), body: RoleGroupUpdateBody, response: Envelope(RoleGroup) },
    },
    async (request, reply) => reply.ok(await updateGroup(ctx, request.params.id, request.body)),
  );

  app.delete(
    "/system/group/:id",
    { config: system, schema: { params: IdParam(), response: Done } },
    async (request, reply) => {
      await deleteGroup(ctx, request.params.id);
      return reply.ok(null);
    },
  );

  app.get(
    "/system/role",
    { config: login, schema: { querystring: RoleQuery, response: Envelope(Type.Array(Role)) } },
    async (request, reply) => {
      await requireSystemOr(request, "user");
      return reply.ok(await listRoles(ctx.db, request.query));
    },
  );

  app.get(
    "/system/role/manage",
    { config: login, schema: { response: Envelope(Type.Array(ManagerRole)) } },
    async (request, reply) => reply.ok(await managerRoles(ctx.db, await requireSystemOr(request, "user"))),
  );

  app.get(
    "/system/role/users",
    { config: system, schema: { querystring: RoleUsersQuery, response: Envelope(Page(UserRef)) } },
    async (request, reply) => reply.ok(await roleUsers(ctx.db, request.query as RoleUsersQuery)),
  );

  app.post(
    "/system/role",
    { config: system, schema: { body: RoleBody, response: Envelope(Role) } },
    async (request, reply) => reply.ok(await createRole(ctx, request.body)),
  );

  app.get(
    "/system/role/:id",
    { config: system, schema: { params: IdParam(), response: Envelope(Role) } },
    async (request, reply) => reply.ok(await getRole(ctx.db, request.params.id)),
  );

  app.put(
    "/system/role/:id",
    { config: system, schema: { params: IdParam(), body: RoleUpdateBody, response: Envelope(Role) } },
    async (request, reply) =>
      reply.ok(await updateRole(ctx, await requireAuth(request), request.params.id, request.body)),
  );

  app.delete(
    "/system/role/:id",
    { config: system, schema: { params: IdParam(), response: Done } },
    async (request, reply) => {
      await deleteRole(ctx, request.params.id);
      return reply.ok(null);
    },
  );

  app.get(
    "/system/role/:id/resources",
    { config: system, schema: { params: IdParam(), response: strings } },
    async (request, reply) => reply.ok(await roleResources(ctx.db, request.params.id)),
  );

  for (const [path, key] of [
    ["add", "add"],
    ["remove", "remove"],
  ] as const) {
    app.post(
      `/system/role/:id/${path}/resources`,
      { config: system, schema: { params: IdParam(), body: ResourcesBody, response: strings } },
      async (request, reply) =>
        reply.ok(await changeRoleResources(ctx, request.params.id, { [key]: request.body.resources })),
    );
  }

  app.get(
    "/system/role/:id/dept/:deptId",
    { config: system, schema: { params: RoleDeptParams, response: Envelope(Type.Array(RoleDeptUser)) } },
    async (request, reply) =>
      reply.ok(await deptUsersForRole(ctx.db, request.params.id, request.params.deptId)),
  );

  app.post(
    "/system/role/:id/add/users",
    { config: system, schema: { params: IdParam(), body: RoleUsersBody, response: Done } },
    async (request, reply) => {
      await addRoleUsers(ctx, request.params.id, request.body.userIds);
      return reply.ok(null);
    },
  );

  app.post(
    "/system/role/:id/remove/users",
    { config: system, schema: { params: IdParam(), body: RoleUsersBody, response: Done } },
    async (request, reply) => {
      await removeRoleUsers(ctx, await requireAuth(request), request.params.id, request.body.userIds);
      return reply.ok(null);
    },
  );
};
