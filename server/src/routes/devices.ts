import type { FastifyInstance } from "fastify";
import { floorMapRoutes } from "./floor-maps.ts";
import { humanDetectorRoutes } from "./human-detectors.ts";
import { mcuServerRoutes } from "./mcu-servers.ts";
import { resourcePoolRoutes } from "./resource-pools.ts";
import { roomBoardRoutes } from "./room-boards.ts";
import { sensorImportRoutes } from "./sensor-import.ts";
import { sensorRoutes } from "./sensors.ts";
import { terminalRoutes } from "./terminals.ts";

/** The devices routes (spec §7); registered under /api/v1, product paths use ctx.config.product. */
export async function deviceRoutes(app: FastifyInstance): Promise<void> {
  await app.register(mcuServerRoutes);
  await app.register(resourcePoolRoutes);
  await app.register(terminalRoutes);
  await app.register(humanDetectorRoutes);
  await app.register(sensorRoutes);
  await app.register(sensorImportRoutes);
  await app.register(roomBoardRoutes);
  await app.register(floorMapRoutes);
}
