import type { FastifyInstance } from "fastify";

/** The schedule writes of spec §7 "Schedules" under /{product} (issue 4). */
export async function scheduleRoutes(_app: FastifyInstance): Promise<void> {}
