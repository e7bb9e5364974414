import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Detector, DetectorBody, DetectorFilters } from "#contract/detectors";
import { humanDetectors } from "../db/schema-devices.ts";
import { registerCrud } from "../lib/register-crud.ts";
import { createDetector, getDetector, listDetectors, updateDetector } from "../services/human-detectors.ts";

/** Human detectors under /device/human-detector (permission `device`). */
export const humanDetectorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerCrud(app, {
    base: "/device/human-detector",
    permission: "device",
    table: humanDetectors,
    id: humanDetectors.id,
    record: Detector,
    body: DetectorBody,
    filters: DetectorFilters,
    hooks: {
      list: (ctx, query) => listDetectors(ctx.db, query),
      get: (ctx, id) => getDetector(ctx.db, id),
      create: createDetector,
      update: updateDetector,
    },
  });
};
