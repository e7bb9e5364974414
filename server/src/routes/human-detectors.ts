import type { FastifyInstance } from "fastify";
import { humanDetectors } from "../db/schema-devices.ts";
import { registerCrud } from "../lib/register-crud.ts";
import { object, str } from "../lib/schemas.ts";
import { nstr, record, remarkSchema, text } from "../services/device-common.ts";
import {
  createDetector,
  type DetectorFilters,
  type DetectorInput,
  getDetector,
  listDetectors,
  updateDetector,
} from "../services/human-detectors.ts";

/** Human detectors under /device/human-detector (permission `device`). */
const STATUSES = ["ONLINE", "OFFLINE"];

const detectorRecord = record({
  name: { type: "string" },
  serialNumber: { type: "string" },
  ip: nstr,
  roomId: nstr,
  roomName: nstr,
  status: { type: "string" },
  sensorCount: { type: "integer" },
  remark: nstr,
});
const detectorBody = object(
  {
    name: str(1, 50),
    serialNumber: str(1, 64),
    ip: text(45),
    roomId: text(64),
    status: { type: "string", enum: STATUSES },
    remark: remarkSchema,
  },
  ["name", "serialNumber"],
);

export async function humanDetectorRoutes(app: FastifyInstance): Promise<void> {
  registerCrud<DetectorFilters, DetectorInput>(app, {
    base: "/device/human-detector",
    permission: "device",
    table: humanDetectors,
    id: humanDetectors.id,
    record: detectorRecord,
    body: detectorBody,
    filters: { roomId: str(1, 64), status: { type: "string", enum: STATUSES } },
    hooks: {
      list: (ctx, query) => listDetectors(ctx.db, query),
      get: (ctx, id) => getDetector(ctx.db, id),
      create: createDetector,
      update: updateDetector,
    },
  });
}
