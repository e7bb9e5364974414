import type { FastifyInstance } from "fastify";
import { dictRoutes } from "../settings/dicts-routes.ts";
import { fileRoutes } from "../settings/files-routes.ts";
import { locationRoutes } from "./locations-routes.ts";
import { roomRoutes } from "./rooms-routes.ts";

/** The operation routes (spec §7); registered under /api/v1, product paths use ctx.config.product. */
export async function operationRoutes(app: FastifyInstance): Promise<void> {
  await app.register(locationRoutes);
  await app.register(dictRoutes);
  await app.register(roomRoutes);
  await app.register(fileRoutes);
}
