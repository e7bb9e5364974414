import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Sensor, SensorBody, SensorFilters } from "#contract/detectors";
import { sensors } from "../db/schema-devices.ts";
import { registerCrud } from "../lib/register-crud.ts";
import { createSensor, getSensor, listSensors, updateSensor } from "../services/sensors.ts";

/** Sensors under /device/human-detector/sensor (permission `device`). */
export const sensorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerCrud(app, {
    base: "/device/human-detector/sensor",
    permission: "device",
    table: sensors,
    id: sensors.id,
    record: Sensor,
    body: SensorBody,
    filters: SensorFilters,
    hooks: {
      list: (ctx, query) => listSensors(ctx.db, query),
      get: (ctx, id) => getSensor(ctx.db, id),
      create: createSensor,
      update: updateSensor,
    },
  });
};
