import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import { healthOps } from "#contract/operations/health";
import { serveOperations } from "../lib/operations.ts";
import { type HealthState, readHealthState } from "./health-state.ts";

/**
 * The probes of a load balancer or an orchestrator (docs/health-and-metrics.md), plain JSON outside
 * the envelope, public and without secrets:
 * - GET /api/v1/health: the process answers (liveness);
 * - GET /api/v1/ready: 200 when the database answers and has every migration of this build, else 503
 *   (readiness). It also reports the live-meeting drivers, the MCU servers by model and status, the
 *   mail outbox and the last LDAP synchronisation, which do not make the instance unready: another
 *   instance would not do better with an MCU down or a mail server away.
 */
const DATABASE_TIMEOUT_MS = 2_000;

const Health = Type.Object({ status: Type.Literal("ok"), uptimeSeconds: Type.Number() });

const Ready = Type.Object({
  status: Type.Union([Type.Literal("ready"), Type.Literal("unready")]),
  database: Type.Object({ reachable: Type.Boolean(), migrated: Type.Boolean() }),
  drivers: Type.Object({
    running: Type.Boolean({ description: "Whether this instance's driver loop runs" }),
    driving: Type.Integer({ description: "Meetings this instance drives now" }),
    mcus: Type.Array(Type.Object({ model: Type.String(), status: Type.String(), servers: Type.Integer() })),
  }),
  mailOutbox: Type.Union([Type.Object({ pending: Type.Integer(), failed: Type.Integer() }), Type.Null()]),
  ldapSync: Type.Union([
    Type.Object({
      status: Type.String(),
      failure: Type.Union([Type.String(), Type.Null()]),
      startedAt: Type.Number(),
      finishedAt: Type.Union([Type.Number(), Type.Null()]),
    }),
    Type.Null(),
  ]),
});

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx, live } = app;
  const serve = serveOperations(app, healthOps);

  serve("live", { response: { 200: Health } }, async () => ({
    status: "ok" as const,
    uptimeSeconds: Math.round(process.uptime()),
  }));

  serve("ready", { response: { 200: Ready, 503: Ready } }, async (request, reply) => {
    let state: HealthState | null = null;
    try {
      state = await withTimeout(readHealthState(ctx.db), DATABASE_TIMEOUT_MS);
    } catch (error) {
      request.log.warn({ err: error }, "readiness: the database did not answer");
    }
    const migrated = state !== null && state.pendingMigrations === 0;
    const last = state?.ldapSync ?? null;
    return reply.code(migrated ? 200 : 503).send({
      status: migrated ? "ready" : "unready",
      database: { reachable: state !== null, migrated },
      drivers: { running: live.engine.running, driving: live.engine.driving.size, mcus: state?.mcus ?? [] },
      mailOutbox: state?.outbox ?? null,
      ldapSync: last && {
        status: last.status,
        failure: last.failure,
        startedAt: last.startedAt,
        finishedAt: last.finishedAt,
      },
    });
  });
};
