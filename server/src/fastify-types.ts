import type { FastifySchema } from "fastify";
import type { AuditMark } from "#contract/operation";
import type { RoutePermission } from "#contract/permissions";
import type { SessionUser } from "./auth/sessions.ts";
import type { AppContext } from "./context.ts";
import type { DeviceService } from "./device-intake/device-service.ts";
import type { Lang } from "./i18n.ts";
import type { Live } from "./live/live-service.ts";
import type { ConsoleFiles } from "./static/serve-console.ts";

/** A route as registered, collected for the permission walk and the fuzz test. */
export interface RegisteredRoute {
  method: string;
  url: string;
  permission: RoutePermission;
  /** The operation table entry it was registered from (lib/operations.ts). */
  operation?: string;
  schema?: FastifySchema;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Required on every route; the permission guard refuses routes without it. */
    permission?: RoutePermission;
    /** The name of the operation table entry the route serves: its OpenAPI operationId. */
    operation?: string;
    /** How the audit log treats the route (#contract/operation AuditMark; audit/recorder.ts). */
    audit?: AuditMark;
    /**
     * A write that no cached read depends on (a device's report): it leaves the read and session
     * caches, which every other successful write clears (app.ts).
     */
    keepsReadCaches?: boolean;
  }
  interface FastifyInstance {
    ctx: AppContext;
    /** Live meetings: drivers, driver loop, feed hub, open streams. */
    live: Live;
    /** Devices reporting in: the intake, the MQTT subscription, the missed-heartbeat sweep. */
    devices: DeviceService;
    registeredRoutes: RegisteredRoute[];
    /** The built console when dist/ exists (its precompressed copies become ready in the background). */
    consoleFiles: ConsoleFiles | null;
  }
  interface FastifyRequest {
    lang: Lang;
    /** The session user once authenticated (routes other than public, or after requireAuth). */
    auth: SessionUser | null;
    authorities: string[] | null;
  }
  interface FastifyReply {
    /** Sends the success envelope `{ status: 200, message, data }`. */
    ok(data: unknown): FastifyReply;
  }
}
