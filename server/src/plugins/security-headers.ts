import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import helmet from "helmet";
import type { Config } from "../config.ts";

/**
 * Headers on every response (QUALITY.md §2), through @fastify/helmet: a Content-Security-Policy
 * without inline scripts, nosniff, no referrer, helmet's other defaults, and HSTS only when the
 * deployment says browsers reach it over HTTPS (HSTS=1). API answers are never cached. No CORS
 * headers are ever sent.
 */
export const CSP_DIRECTIVES = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:"],
  "connect-src": ["'self'"],
  "font-src": ["'self'", "data:"],
  "frame-ancestors": ["'self'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
};

const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

export function helmetOptions(config: Pick<Config, "hsts">) {
  return {
    contentSecurityPolicy: { useDefaults: false as const, directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: "no-referrer" as const },
    strictTransportSecurity: config.hsts ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true } : false,
  };
}

const isApi = (request: FastifyRequest) => request.url.startsWith("/api/") || request.url === "/api";

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, "hsts">,
): Promise<void> {
  await app.register(fastifyHelmet, helmetOptions(config));
  app.addHook("onSend", async (request, reply, payload) => {
    if (isApi(request)) reply.header("Cache-Control", "no-store");
    return payload;
  });
}

/** The same headers where no hook runs: requests refused before routing (envelope.ts frameworkErrors). */
export type HeadersBeforeRouting = (request: FastifyRequest, reply: FastifyReply) => void;

export function headersBeforeRouting(config: Pick<Config, "hsts">): HeadersBeforeRouting {
  const headers = helmet(helmetOptions(config));
  return (request, reply) => {
    headers(request.raw, reply.raw, () => {});
    if (isApi(request)) reply.header("Cache-Control", "no-store");
  };
}
