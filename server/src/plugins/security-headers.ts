import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Headers on every response (QUALITY.md §2); no CORS headers are ever sent. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
  reply.header("X-Content-Type-Options", "nosniff");
  reply.header("Referrer-Policy", "no-referrer");
  if (request.url.startsWith("/api/") || request.url === "/api") reply.header("Cache-Control", "no-store");
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    applySecurityHeaders(request, reply);
    return payload;
  });
}
