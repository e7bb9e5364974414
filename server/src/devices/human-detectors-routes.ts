import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Detector, DetectorBody, DetectorFilters } from "#contract/detectors";
import { humanDetectorsOps } from "#contract/operations/human-detectors";
import { humanDetectors } from "../db/schema-devices.ts";
import { registerCrud } from "../lib/register-crud.ts";
import { detectorScope, requestScope } from "../people/data-scope.ts";
import { createDetector, getDetector, listDetectors, updateDetector } from "./human-detectors.ts";

/** Human detectors under /device/human-detector (permission `device`). */
export const humanDetectorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerCrud(app, {
    operations: humanDetectorsOps,
    table: humanDetectors,
    id: humanDetectors.id,
    record: Detector,
    body: DetectorBody,
    filters: DetectorFilters,
    scope: async (request) => detectorScope(await requestScope(request)),
    hooks: {
      list: async (context, query, request) => listDetectors(context.db, query, await requestScope(request)),
      get: async (context, id, request) => getDetector(context.db, id, await requestScope(request)),
      create: async (context, body, request) => createDetector(context, body, await requestScope(request)),
      update: async (context, id, body, request) =>
        updateDetector(context, id, body, await requestScope(request)),
    },
  });
};
