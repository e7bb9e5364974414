import type { FastifyInstance } from "fastify";
import { sensors } from "../db/schema-devices.ts";
import { registerCrud } from "../lib/register-crud.ts";
import { object, str } from "../lib/schemas.ts";
import { nint, nstr, record, remarkSchema, text } from "../services/device-common.ts";
import {
  createSensor,
  getSensor,
  listSensors,
  SENSOR_STATUSES,
  type SensorFilters,
  type SensorInput,
  updateSensor,
} from "../services/sensors.ts";

/** Sensors under /device/human-detector/sensor (permission `device`). */
const sensorRecord = record({
  name: { type: "string" },
  serialNumber: { type: "string" },
  detectorId: { type: "string" },
  detectorName: { type: "string" },
  position: nstr,
  status: { type: "string" },
  battery: nint,
  remark: nstr,
});
const sensorBody = object(
  {
    name: str(1, 50),
    serialNumber: str(1, 64),
    detectorId: str(1, 64),
    position: text(50),
    status: { type: "string", enum: SENSOR_STATUSES },
    battery: { type: ["integer", "null"], minimum: 0, maximum: 100 },
    remark: remarkSchema,
  },
  ["name", "serialNumber", "detectorId"],
);

export async function sensorRoutes(app: FastifyInstance): Promise<void> {
  registerCrud<SensorFilters, SensorInput>(app, {
    base: "/device/human-detector/sensor",
    permission: "device",
    table: sensors,
    id: sensors.id,
    record: sensorRecord,
    body: sensorBody,
    filters: { detectorId: str(1, 64), status: { type: "string", enum: SENSOR_STATUSES } },
    hooks: {
      list: (ctx, query) => listSensors(ctx.db, query),
      get: (ctx, id) => getSensor(ctx.db, id),
      create: createSensor,
      update: updateSensor,
    },
  });
}
