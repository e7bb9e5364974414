import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { methodOf, pathOf } from "#contract/operation";
import { openApiOps } from "#contract/operations/open-api";
import type { RoutePermission } from "#contract/permissions";
import type { Config } from "../config.ts";

/**
 * The OpenAPI document of /api/v1, built by @fastify/swagger from the routes' own schemas (so it
 * cannot drift from what the server validates). Served to SYSTEM users, and to anyone in
 * development mode. Registered before the routes: the plugin collects them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "Meeting console API",
        description:
          "Every response is an envelope { status, message, data, errorCode? } whose status equals the HTTP status. " +
          "Send the session token in the `token` header and the language (zh-CN | en-US) in `language`. " +
          "An integrator sends the open-API key and secret in `X-Api-Key` and `X-Api-Secret` instead of a token, " +
          "and may do what the roles of the account bound to the key allow.",
        version: "1",
      },
      components: {
        securitySchemes: {
          token: { type: "apiKey", in: "header", name: "token" },
          apiKey: { type: "apiKey", in: "header", name: "X-Api-Key" },
          apiSecret: { type: "apiKey", in: "header", name: "X-Api-Secret" },
        },
      },
      security: [{ token: [] }, { apiKey: [], apiSecret: [] }],
    },
    hideUntagged: false,
  });
}

export function openApiPermission(config: Pick<Config, "nodeEnv">): RoutePermission {
  return config.nodeEnv === "development" ? "public" : { systemType: true };
}

/** The document itself, inside the /api/v1 scope (left out of itself). */
export function openApiRoute(api: FastifyInstance, config: Pick<Config, "nodeEnv">): void {
  const { document } = openApiOps;
  api.route({
    method: methodOf(document),
    url: pathOf(document),
    config: { permission: openApiPermission(config), operation: document.name },
    schema: { hide: true },
    handler: async (_request, reply) =>
      reply.header("content-type", "application/json; charset=utf-8").send(api.swagger()),
  });
}
