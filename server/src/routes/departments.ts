import type { FastifyInstance } from "fastify";
import { envelope } from "../lib/schemas.ts";
import { departmentTree } from "../services/departments.ts";

/** The organisation tree (spec §7 `GET /system/dept/tree`): the department pickers of every form. */
export async function departmentRoutes(app: FastifyInstance): Promise<void> {
  app.addSchema({
    $id: "deptNode",
    type: "object",
    properties: {
      id: { type: "string" },
      parentId: { type: "string" },
      name: { type: "string" },
      hasChildren: { type: "boolean" },
      leaf: { type: "boolean" },
      children: { type: "array", items: { $ref: "deptNode#" } },
    },
  });
  app.get(
    "/system/dept/tree",
    {
      config: { permission: "login" },
      schema: { response: envelope({ type: "array", items: { $ref: "deptNode#" } }) },
    },
    async (_request, reply) => reply.ok(await departmentTree(app.ctx)),
  );
}
