import type { FastifyInstance } from "fastify";
import { listQuerySchema } from "../lib/list-query.ts";
import { envelope, nullable, object, str } from "../lib/schemas.ts";
import { orgChildren, ROOT_ID, type UserOptionsQuery, userOptions } from "../services/org-options.ts";

/** The people pickers (schedule host and attendees): any signed-in user may read them. */
const text = { type: "string" };

const orgNode = object({
  id: text,
  parentId: text,
  name: text,
  type: { type: "string", enum: ["DEPT", "USER"] },
  hasChildren: { type: "boolean" },
  leaf: { type: "boolean" },
  account: text,
});

const userOption = object({ id: text, name: text, account: text, deptName: nullable("string") });

export async function orgOptionRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get<{ Querystring: { parentId: string } }>(
    "/system/org/children",
    {
      config: { permission: "login" },
      schema: {
        querystring: object({ parentId: str(1, 64, { default: ROOT_ID }) }),
        response: envelope({ type: "array", items: orgNode }),
      },
    },
    async (request, reply) => reply.ok(await orgChildren(ctx.db, request.query.parentId)),
  );

  app.get<{ Querystring: UserOptionsQuery }>(
    "/system/user/options",
    {
      config: { permission: "login" },
      schema: {
        // 200 ids of at most 64 characters, with their commas.
        querystring: listQuerySchema({ ids: str(1, 13_000) }),
        response: envelope(
          object({ records: { type: "array", items: userOption }, total: { type: "integer" } }),
        ),
      },
    },
    async (request, reply) => reply.ok(await userOptions(ctx.db, request.query)),
  );
}
