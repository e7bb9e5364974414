import type { FastifyInstance } from "fastify";

/** The meeting and schedule reads under /{product} (issue 4). */
export async function meetingReadRoutes(_app: FastifyInstance): Promise<void> {}
