import type { FastifyInstance } from "fastify";
import { notFound } from "../errors.ts";
import { envelope, object, str } from "../lib/schemas.ts";
import { dictOptions } from "../services/dicts.ts";

/** Dictionaries by code (contract "Dictionaries"), labels in the request's language. */
export async function dictRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get<{ Params: { code: string } }>(
    "/device/dict/sign/:code",
    {
      config: { permission: "login" },
      schema: {
        params: object({ code: str(1, 64, { pattern: "^[A-Za-z0-9_]+$" }) }, ["code"]),
        response: envelope({
          type: "array",
          items: object({ value: { type: "string" }, label: { type: "string" } }),
        }),
      },
    },
    async (request, reply) => {
      const options = await dictOptions(ctx.db, request.params.code.toUpperCase(), request.lang);
      if (options.length === 0) throw notFound();
      return reply.ok(options);
    },
  );
}
