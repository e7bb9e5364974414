import type { FastifyInstance } from "fastify";
import { sensors } from "../db/schema-devices.ts";
import { listQuerySchema } from "../lib/list-query.ts";
import { envelope, idParam, object, str } from "../lib/schemas.ts";
import {
  deleteAllOrNothing,
  idsBody,
  nint,
  nstr,
  record,
  remarkSchema,
  text,
} from "../services/device-common.ts";
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
  const { ctx } = app;
  const config = { permission: "device" as const };
  const base = "/device/human-detector/sensor";

  app.get<{ Querystring: SensorFilters }>(
    `${base}/query`,
    {
      config,
      schema: {
        querystring: listQuerySchema({
          detectorId: str(1, 64),
          status: { type: "string", enum: SENSOR_STATUSES },
        }),
        response: envelope(
          object({ records: { type: "array", items: sensorRecord }, total: { type: "integer" } }),
        ),
      },
    },
    async (request, reply) => reply.ok(await listSensors(ctx.db, request.query)),
  );

  app.post<{ Body: SensorInput }>(
    base,
    { config, schema: { body: sensorBody, response: envelope(sensorRecord) } },
    async (request, reply) => reply.ok(await createSensor(ctx, request.body)),
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id`,
    { config, schema: { params: idParam(), response: envelope(sensorRecord) } },
    async (request, reply) => reply.ok(await getSensor(ctx.db, request.params.id)),
  );

  app.put<{ Params: { id: string }; Body: SensorInput }>(
    `${base}/:id`,
    { config, schema: { params: idParam(), body: sensorBody, response: envelope(sensorRecord) } },
    async (request, reply) => reply.ok(await updateSensor(ctx, request.params.id, request.body)),
  );

  app.delete<{ Params: { id: string } }>(
    `${base}/:id`,
    { config, schema: { params: idParam(), response: envelope({ type: "null" }) } },
    async (request, reply) => {
      await deleteAllOrNothing(ctx.db, sensors, sensors.id, [request.params.id]);
      return reply.ok(null);
    },
  );

  app.post<{ Body: { ids: string[] } }>(
    `${base}/delete/batch`,
    { config, schema: { body: idsBody, response: envelope({ type: "null" }) } },
    async (request, reply) => {
      await deleteAllOrNothing(ctx.db, sensors, sensors.id, request.body.ids);
      return reply.ok(null);
    },
  );
}
