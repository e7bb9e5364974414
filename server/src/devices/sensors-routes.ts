import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Sensor, SensorBody, SensorFilters } from "#contract/detectors";
import { sensorsOps } from "#contract/operations/sensors";
import { sensors } from "../db/schema-devices.ts";
import { registerCrud } from "../lib/register-crud.ts";
import { requestScope, sensorScope } from "../people/data-scope.ts";
import { createSensor, getSensor, listSensors, updateSensor } from "./sensors.ts";

/** Sensors under /device/human-detector/sensor (permission `device`). */
export const sensorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerCrud(app, {
    operations: sensorsOps,
    table: sensors,
    id: sensors.id,
    record: Sensor,
    body: SensorBody,
    filters: SensorFilters,
    scope: async (request) => sensorScope(await requestScope(request)),
    hooks: {
      list: async (context, query, request) => listSensors(context.db, query, await requestScope(request)),
      get: async (context, id, request) => getSensor(context.db, id, await requestScope(request)),
      create: async (context, body, request) => createSensor(context, body, await requestScope(request)),
      update: async (context, id, body, request) =>
        updateSensor(context, id, body, await requestScope(request)),
    },
  });
};
