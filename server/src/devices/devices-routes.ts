import type { FastifyInstance } from "fastify";
import { deviceKeyRoutes, deviceReportRoutes } from "../device-intake/device-intake-routes.ts";
import { doorScreenRoutes } from "../door-screens/door-screens-routes.ts";
import { floorMapRoutes } from "../rooms/floor-maps-routes.ts";
import { roomBoardRoutes } from "../rooms/room-boards-routes.ts";
import { humanDetectorRoutes } from "./human-detectors-routes.ts";
import { mcuServerRoutes } from "./mcu-servers-routes.ts";
import { resourcePoolRoutes } from "./resource-pools-routes.ts";
import { sensorImportRoutes } from "./sensor-import-routes.ts";
import { sensorRoutes } from "./sensors-routes.ts";
import { terminalRoutes } from "./terminals-routes.ts";

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
  await app.register(deviceKeyRoutes);
  await app.register(doorScreenRoutes);
  await app.register(deviceReportRoutes);
}
