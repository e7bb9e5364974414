import type { FastifyInstance } from "fastify";
import { dictRoutes } from "./dicts.ts";
import { fileRoutes } from "./files.ts";
import { locationRoutes } from "./locations.ts";
import { roomRoutes } from "./rooms.ts";

/** The operation routes (spec §7); registered under /api/v1, product paths use ctx.config.product. */
export async function operationRoutes(app: FastifyInstance): Promise<void> {
  await app.register(locationRoutes);
  await app.register(dictRoutes);
  await app.register(roomRoutes);
  await app.register(fileRoutes);
}
