import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { systemOps } from "#contract/operations/system";
import { Envelope } from "#contract/schema";
import { SystemConfig, SystemConfigBody, SystemConfigParams } from "#contract/system-config";
import { fieldError } from "../errors.ts";
import { serveOperations } from "../lib/operations.ts";
import { requirePermission } from "../plugins/auth.ts";
import {
  getSystemConfig,
  isValidConfigValue,
  PUBLIC_CONFIG_KEYS,
  setSystemConfig,
  visibleValue,
} from "./system-config.ts";

/** System settings by key (spec §7 "System config"). */
export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, systemOps);
  const { ctx } = app;
  const response = Envelope(SystemConfig);

  // Public for the keys the login page and the navigation guard read; `system` for all others.
  serve("config", { params: SystemConfigParams, response }, async (request, reply) => {
    const { key } = request.params;
    if (!PUBLIC_CONFIG_KEYS.has(key)) await requirePermission(request, "system");
    return reply.ok({ key, value: visibleValue(key, await getSystemConfig(ctx.db, key)) });
  });

  serve("setConfig", { body: SystemConfigBody, response }, async (request, reply) => {
    const { key, value } = request.body;
    if (!isValidConfigValue(key, value)) throw fieldError({ value: "config.invalidValue" });
    await setSystemConfig(ctx.db, key, value, ctx.now());
    return reply.ok({ key, value: visibleValue(key, value) });
  });
};
