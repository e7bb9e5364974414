import type { FastifyInstance } from "fastify";
import { humanDetectors } from "../db/schema-devices.ts";
import { listQuerySchema } from "../lib/list-query.ts";
import { envelope, idParam, object, str } from "../lib/schemas.ts";
import { deleteAllOrNothing, idsBody, nstr, record, remarkSchema, text } from "../services/device-common.ts";
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
  const { ctx } = app;
  const config = { permission: "device" as const };
  const base = "/device/human-detector";

  app.get<{ Querystring: DetectorFilters }>(
    `${base}/query`,
    {
      config,
      schema: {
        querystring: listQuerySchema({ roomId: str(1, 64), status: { type: "string", enum: STATUSES } }),
        response: envelope(
          object({ records: { type: "array", items: detectorRecord }, total: { type: "integer" } }),
        ),
      },
    },
    async (request, reply) => reply.ok(await listDetectors(ctx.db, request.query)),
  );

  app.post<{ Body: DetectorInput }>(
    base,
    { config, schema: { body: detectorBody, response: envelope(detectorRecord) } },
    async (request, reply) => reply.ok(await createDetector(ctx, request.body)),
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id`,
    { config, schema: { params: idParam(), response: envelope(detectorRecord) } },
    async (request, reply) => reply.ok(await getDetector(ctx.db, request.params.id)),
  );

  app.put<{ Params: { id: string }; Body: DetectorInput }>(
    `${base}/:id`,
    { config, schema: { params: idParam(), body: detectorBody, response: envelope(detectorRecord) } },
    async (request, reply) => reply.ok(await updateDetector(ctx, request.params.id, request.body)),
  );

  app.delete<{ Params: { id: string } }>(
    `${base}/:id`,
    { config, schema: { params: idParam(), response: envelope({ type: "null" }) } },
    async (request, reply) => {
      await deleteAllOrNothing(ctx.db, humanDetectors, humanDetectors.id, [request.params.id]);
      return reply.ok(null);
    },
  );

  app.post<{ Body: { ids: string[] } }>(
    `${base}/delete/batch`,
    { config, schema: { body: idsBody, response: envelope({ type: "null" }) } },
    async (request, reply) => {
      await deleteAllOrNothing(ctx.db, humanDetectors, humanDetectors.id, request.body.ids);
      return reply.ok(null);
    },
  );
}
