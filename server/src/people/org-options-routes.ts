import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Page } from "#contract/list";
import { orgOptionsOps } from "#contract/operations/org-options";
import { OrgChildrenQuery, OrgNode, UserOption, UserOptionsQuery } from "#contract/org";
import { Envelope, Type } from "#contract/schema";
import { serveOperations } from "../lib/operations.ts";
import { orgChildren, userOptions } from "./org-options.ts";

/** The people pickers (schedule host and attendees): any signed-in user may read them. */
export const orgOptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, orgOptionsOps);
  const { ctx } = app;

  serve(
    "children",
    { querystring: OrgChildrenQuery, response: Envelope(Type.Array(OrgNode)) },
    async (request, reply) => reply.ok(await orgChildren(ctx.db, request.query.parentId)),
  );

  serve(
    "userOptions",
    { querystring: UserOptionsQuery, response: Envelope(Page(UserOption)) },
    async (request, reply) => reply.ok(await userOptions(ctx.db, request.query as UserOptionsQuery)),
  );
};
