import type { FastifyInstance } from "fastify";
import { ApiError } from "../errors.ts";
import { receiveJanusEvents } from "./janus-event-intake.ts";

/** Where a Janus server's HTTP event handler posts (outside the console's API: Janus calls it). */
export const JANUS_EVENTS_PATH = "/internal/janus/events";
/** A grouped post of a busy Janus stays well below this. */
const EVENTS_BODY_LIMIT = 2 * 1024 * 1024;

/** The password of an HTTP basic `Authorization` header (the user is not used). */
function basicPassword(header: string | undefined): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? "");
  if (!match) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? null : decoded.slice(colon + 1);
}

/**
 * POST /internal/janus/events: Janus's events, authenticated by the Janus server's event secret
 * (HTTP basic auth). A post without it, or with a wrong one, is refused (401), logged without the
 * secret, and changes nothing.
 */
export function janusEventRoute(app: FastifyInstance): void {
  app.post(
    JANUS_EVENTS_PATH,
    { config: { permission: "public" }, schema: { hide: true }, bodyLimit: EVENTS_BODY_LIMIT },
    async (request, reply) => {
      const password = basicPassword(request.headers.authorization);
      const received = password ? await receiveJanusEvents(app.live.deps, password, request.body) : null;
      if (!received) {
        request.log.warn(
          { ip: request.ip, credentials: password ? "wrong" : "none" },
          "janus event post refused",
        );
        throw new ApiError(401, "error.unauthorized", {
          errorCode: "UNAUTHORIZED",
          headers: { "WWW-Authenticate": 'Basic realm="janus-events"' },
        });
      }
      return reply.code(204).send();
    },
  );
}
