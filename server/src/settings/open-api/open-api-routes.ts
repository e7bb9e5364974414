import type { IncomingHttpHeaders } from "node:http";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ApiAccess, ApiAccountBody, ApiSecret } from "#contract/open-api";
import { openApiOps } from "#contract/operations/open-api";
import { Envelope } from "#contract/schema";
import { ApiError } from "../../errors.ts";
import { serveOperations } from "../../lib/operations.ts";
import { bindApiAccount, readApiAccess, rotateApiSecret } from "./api-credentials.ts";

/** Headers of requests a browser makes ahead of a click (Sec-Purpose, Purpose, X-Moz, X-Purpose). */
const speculative = (headers: IncomingHttpHeaders): boolean =>
  ["sec-purpose", "purpose", "x-moz", "x-purpose"].some((name) =>
    /prefetch|prerender|preview/i.test(String(headers[name] ?? "")),
  );

/** The open API's credential, for SYSTEM users (docs/open-api.md). */
export const openApiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, openApiOps);
  const { ctx } = app;

  serve("get", { response: Envelope(ApiAccess) }, async (_request, reply) =>
    reply.ok(await readApiAccess(ctx.db)),
  );

  serve("setAccount", { body: ApiAccountBody, response: Envelope(ApiAccess) }, async (request, reply) =>
    reply.ok(await bindApiAccount(ctx, request.body.userId)),
  );

  // Spec §7 names a GET; it answers the new secret once and is never cached. A browser's prefetch or
  // preview of the address (a GET nobody clicked) is refused before anything changes.
  serve("changeSecret", { response: Envelope(ApiSecret) }, async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    if (speculative(request.headers)) throw new ApiError(400, "error.badRequest");
    return reply.ok(await rotateApiSecret(ctx));
  });
};
