import type { FastifyInstance } from "fastify";

/** The operation routes of issue 3 (spec §7); registered under /api/v1, product paths use ctx.config.product. */
export async function operationRoutes(_app: FastifyInstance): Promise<void> {}
