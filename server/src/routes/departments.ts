import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { DeptNode } from "#contract/org";
import { Envelope, Type } from "#contract/schema";
import { departmentTree } from "../services/departments.ts";

/** The organisation tree (spec §7 `GET /system/dept/tree`): the department pickers of every form. */
export const departmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    "/system/dept/tree",
    { config: { permission: "login" }, schema: { response: Envelope(Type.Array(DeptNode)) } },
    async (_request, reply) => reply.ok(await departmentTree(app.ctx)),
  );
};
