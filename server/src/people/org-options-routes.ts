import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Page } from "#contract/list";
import { OrgChildrenQuery, OrgNode, UserOption, UserOptionsQuery } from "#contract/org";
import { Envelope, Type } from "#contract/schema";
import { orgChildren, userOptions } from "./org-options.ts";

/** The people pickers (schedule host and attendees): any signed-in user may read them. */
export const orgOptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const config = { permission: "login" as const };

  app.get(
    "/system/org/children",
    { config, schema: { querystring: OrgChildrenQuery, response: Envelope(Type.Array(OrgNode)) } },
    async (request, reply) => reply.ok(await orgChildren(ctx.db, request.query.parentId)),
  );

  app.get(
    "/system/user/options",
    { config, schema: { querystring: UserOptionsQuery, response: Envelope(Page(UserOption)) } },
    // Validation applied the defaults: `page` and `size` are there.
    async (request, reply) => reply.ok(await userOptions(ctx.db, request.query as UserOptionsQuery)),
  );
};
