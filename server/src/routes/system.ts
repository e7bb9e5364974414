import type { FastifyInstance } from "fastify";
import { fieldError } from "../errors.ts";
import { envelope, nullable, object, str } from "../lib/schemas.ts";
import { requirePermission } from "../plugins/auth.ts";
import {
  CONFIG_KEY_PATTERN,
  CONFIG_VALUE_MAX,
  getSystemConfig,
  isValidConfigValue,
  PUBLIC_CONFIG_KEYS,
  setSystemConfig,
  visibleValue,
} from "../services/system-config.ts";

/** System settings by key (spec §7 "System config"). */
const keyParam = object({ key: str(2, 64, { pattern: CONFIG_KEY_PATTERN }) }, ["key"]);
const configResponse = envelope(object({ key: { type: "string" }, value: nullable("string") }));

export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  // Public for the keys the login page and the navigation guard read; `system` for all others.
  app.get<{ Params: { key: string } }>(
    "/system/config/:key",
    { config: { permission: "public" }, schema: { params: keyParam, response: configResponse } },
    async (request, reply) => {
      const { key } = request.params;
      if (!PUBLIC_CONFIG_KEYS.has(key)) await requirePermission(request, "system");
      return reply.ok({ key, value: visibleValue(key, await getSystemConfig(ctx.db, key)) });
    },
  );

  app.post<{ Body: { key: string; value: string | null } }>(
    "/system/config",
    {
      config: { permission: "system" },
      schema: {
        body: object(
          {
            key: str(2, 64, { pattern: CONFIG_KEY_PATTERN }),
            value: { type: ["string", "null"], maxLength: CONFIG_VALUE_MAX },
          },
          ["key", "value"],
        ),
        response: configResponse,
      },
    },
    async (request, reply) => {
      const { key, value } = request.body;
      if (!isValidConfigValue(key, value)) throw fieldError({ value: "config.invalidValue" });
      await setSystemConfig(ctx.db, key, value, ctx.now());
      return reply.ok({ key, value: visibleValue(key, value) });
    },
  );
}
