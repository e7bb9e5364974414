import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { ErrorEnvelope, FieldErrorEnvelope } from "#contract/error-envelope";
import { methodOf, pathOf } from "#contract/operation";
import { openApiOps } from "#contract/operations/open-api";
import type { RoutePermission } from "#contract/permissions";
import type { Config } from "../config.ts";
import { describeOperations } from "../openapi/describe-operations.ts";
import { ERROR_RESPONSES } from "../openapi/error-responses.ts";
import { FEATURE_TAGS } from "../openapi/feature-tags.ts";
import { SECURITY_SCHEMES, SESSION_SECURITY } from "../openapi/operation-security.ts";

/**
 * The OpenAPI document of /api/v1, built by @fastify/swagger from the routes' own schemas (so it
 * cannot drift from what the server validates). Served to SYSTEM users, and to anyone in
 * development mode. Registered before the routes: the plugin collects them as they are added.
 * What the schemas do not say (tags, summaries, errors, uploads) is added by describeOperations;
 * `npx redocly lint` with redocly.yaml checks the result (tests/server/openapi-lint.test.ts).
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
      servers: [{ url: "/", description: "The server that serves this document" }],
      tags: Object.entries(FEATURE_TAGS).map(([name, description]) => ({ name, description })),
      components: {
        schemas: { ErrorEnvelope, FieldErrorEnvelope },
        responses: ERROR_RESPONSES,
        securitySchemes: SECURITY_SCHEMES,
      },
      security: SESSION_SECURITY,
    },
    hideUntagged: false,
    ...describeOperations(),
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
