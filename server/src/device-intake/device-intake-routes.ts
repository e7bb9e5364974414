import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  DeviceSettings,
  DeviceSettingsBody,
  HeartbeatPayload,
  IssuedDeviceKey,
  PresencePayload,
} from "#contract/device-intake";
import { DEVICE_PAYLOAD_MAX_BYTES } from "#contract/limits/device-intake";
import { deviceIntakeOps } from "#contract/operations/device-intake";
import { Done, Envelope, IdParam } from "#contract/schema";
import { ApiError, type ErrorCode } from "../errors.ts";
import type { MessageKey } from "../i18n.ts";
import { serveOperations } from "../lib/operations.ts";
import { requestScope } from "../people/data-scope.ts";
import type { Outcome } from "./device-intake.ts";
import { issueDeviceKey, revokeDeviceKey } from "./device-keys.ts";
import { deviceSettingsView, readDeviceSettingsRow, saveDeviceSettings } from "./device-settings.ts";

/** Keys on the devices' rows and the broker settings (console side). */
export const deviceKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, deviceIntakeOps);
  const { ctx } = app;

  serve("issueKey", { params: IdParam(), response: Envelope(IssuedDeviceKey) }, async (request, reply) => {
    const scope = await requestScope(request);
    return reply.ok(await issueDeviceKey(ctx, request.params.id, scope, request.auth?.userId ?? null));
  });

  serve("revokeKey", { params: IdParam(), response: Done }, async (request, reply) => {
    await revokeDeviceKey(ctx, request.params.id, await requestScope(request));
    return reply.ok(null);
  });

  serve("settings", { response: Envelope(DeviceSettings) }, async (_request, reply) =>
    reply.ok(deviceSettingsView(await readDeviceSettingsRow(ctx.db))),
  );

  serve(
    "setSettings",
    { body: DeviceSettingsBody, response: Envelope(DeviceSettings) },
    async (request, reply) => {
      const saved = await saveDeviceSettings(ctx, request.body);
      await app.devices.refresh();
      return reply.ok(saved);
    },
  );
};

const REFUSALS: Partial<Record<Outcome, [number, MessageKey, ErrorCode]>> = {
  keyMissing: [401, "device.keyRefused", "DEVICE_KEY_REFUSED"],
  keyUnknown: [401, "device.keyRefused", "DEVICE_KEY_REFUSED"],
  keyRevoked: [401, "device.keyRefused", "DEVICE_KEY_REFUSED"],
  unknownDevice: [401, "device.keyRefused", "DEVICE_KEY_REFUSED"],
  flood: [429, "device.tooManyMessages", "TOO_MANY_REQUESTS"],
  wrongKind: [403, "device.wrongKind", "DEVICE_MESSAGE_REFUSED"],
  failed: [503, "device.notApplied", "DEVICE_MESSAGE_REFUSED"],
};

function headerKey(request: FastifyRequest): string | null {
  const header = request.headers["device-key"];
  const key = Array.isArray(header) ? header[0] : header;
  return typeof key === "string" && key.length > 0 && key.length <= 200 ? key : null;
}

/**
 * The HTTP device API, for devices without MQTT: the same payloads as over MQTT, the key in the
 * `device-key` header. The body is read as text, whatever its content type, so that a malformed
 * one reaches the intake (and its counters) instead of the framework's parser.
 */
export const deviceReportRoutes = async (app: FastifyInstance) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "*",
    { parseAs: "string", bodyLimit: DEVICE_PAYLOAD_MAX_BYTES * 16 },
    (_request, body, done) => done(null, body),
  );
  const serve = serveOperations(app, deviceIntakeOps);
  const schemas = { heartbeat: HeartbeatPayload, presence: PresencePayload };
  for (const type of ["heartbeat", "presence"] as const) {
    serve(
      type,
      // The schema documents the payload; the intake checks it (counting refusals), so the route does not.
      { body: schemas[type], response: Done },
      async (request, reply) => {
        const { outcome } = await app.devices.intake.receive({
          transport: "http",
          type,
          raw: typeof request.body === "string" ? request.body : "",
          headerKey: headerKey(request),
        });
        if (outcome === "applied") return reply.ok(null);
        const [status, message, errorCode]: [number, MessageKey, ErrorCode] = REFUSALS[outcome] ?? [
          400,
          "device.payloadInvalid",
          "DEVICE_MESSAGE_REFUSED",
        ];
        throw new ApiError(status, message, { errorCode });
      },
      // A report changes a device's status, which lists may show up to the read cache's TTL late,
      // as they show another instance's writes; clearing the caches 170 times a second cost the
      // room list half its throughput with 5 000 devices reporting.
      { validatorCompiler: () => () => true, config: { keepsReadCaches: true } },
    );
  }
};
