import type { SwaggerTransform, SwaggerTransformObject } from "@fastify/swagger";
import type { FastifySchema } from "fastify";
import type { RoutePermission } from "#contract/permissions";
import { errorResponsesOf } from "./error-responses.ts";
import { MULTIPART_BODIES } from "./multipart-bodies.ts";
import { securityOf } from "./operation-security.ts";
import { OPERATION_SUMMARIES } from "./operation-summaries.ts";

/**
 * What the routes' schemas do not say, added as @fastify/swagger builds the document: the tag (the
 * operation's table), the summary, `security: []` on public operations, the multipart body of an
 * upload, and the error responses. The errors are added to the built document, as references to
 * its shared responses, so each route's are kept here by operationId in between.
 */
interface DocumentOperation {
  operationId?: string;
  responses?: Record<string, unknown>;
}

export function describeOperations(): {
  transform: SwaggerTransform;
  transformObject: SwaggerTransformObject;
} {
  const errorsById = new Map<string, Record<string, { $ref: string }>>();

  const transform: SwaggerTransform = ({ schema, url, route }) => {
    const name = route.config?.operation;
    if (!name || schema?.hide) return { schema, url };
    const permission = route.config?.permission as RoutePermission;
    const multipart = MULTIPART_BODIES[name];
    const given = schema ?? {};
    const security = securityOf(name, permission);
    const described: FastifySchema & Record<string, unknown> = {
      ...given,
      tags: [name.slice(0, name.indexOf("."))],
      summary: OPERATION_SUMMARIES[name],
      ...(security ? { security } : {}),
      ...(multipart ? { body: multipart, consumes: ["multipart/form-data"] } : {}),
    };
    const takesInput = Boolean(given.body || given.querystring || given.params || multipart);
    const method = Array.isArray(route.method) ? route.method[0] : route.method;
    errorsById.set(name, errorResponsesOf({ name, method, url: route.url, permission, takesInput }));
    return { schema: described, url };
  };

  const transformObject: SwaggerTransformObject = (documentObject) => {
    if (!("openapiObject" in documentObject)) return documentObject.swaggerObject;
    const document = documentObject.openapiObject;
    for (const item of Object.values(document.paths ?? {})) {
      for (const operation of Object.values(item ?? {}) as DocumentOperation[]) {
        const errors = operation.operationId ? errorsById.get(operation.operationId) : undefined;
        if (errors) operation.responses = { ...operation.responses, ...errors };
      }
    }
    return document;
  };

  return { transform, transformObject };
}
