import type { FastifyInstance } from "fastify";

/** The caller's meeting history: GET /report/me/schedules and its export (issue 4). */
export async function historyRoutes(_app: FastifyInstance): Promise<void> {}
