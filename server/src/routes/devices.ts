import type { FastifyInstance } from "fastify";

/** The devices routes of issue 3 (spec §7); registered under /api/v1, product paths use ctx.config.product. */
export async function deviceRoutes(_app: FastifyInstance): Promise<void> {}
