import type { FastifyInstance } from "fastify";
import { fieldError, notFound } from "../errors.ts";
import { envelope, int, nullable, object, str } from "../lib/schemas.ts";
import {
  isProductConfigKey,
  PRODUCT_CONFIG_KEYS,
  PRODUCT_CONFIG_RANGES,
  type ProductConfigs,
  productConfigViolations,
  readProductConfigs,
  writeProductConfigs,
} from "../services/product-config.ts";
import { getSystemConfig } from "../services/system-config.ts";

/** Meeting settings under /{product} (spec §7 "Meeting config"). */
const configProperties = Object.fromEntries(
  PRODUCT_CONFIG_KEYS.map((key) => [
    key,
    int(PRODUCT_CONFIG_RANGES[key].minimum, PRODUCT_CONFIG_RANGES[key].maximum),
  ]),
);
const configsSchema = object(configProperties);

export async function productConfigRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get(
    "/configs",
    { config: { permission: "login" }, schema: { response: envelope(configsSchema) } },
    async (_request, reply) => reply.ok(await readProductConfigs(ctx.db)),
  );

  app.get<{ Params: { key: string } }>(
    "/configs/:key",
    {
      config: { permission: "login" },
      schema: {
        params: object({ key: str(1, 64) }, ["key"]),
        response: envelope(object({ key: { type: "string" }, value: { type: "number" } })),
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      if (!isProductConfigKey(key)) throw notFound();
      return reply.ok({ key, value: (await readProductConfigs(ctx.db))[key] });
    },
  );

  app.put<{ Body: Partial<ProductConfigs> }>(
    "/configs",
    { config: { permission: "system" }, schema: { body: configsSchema, response: envelope(configsSchema) } },
    async (request, reply) => {
      const merged = { ...(await readProductConfigs(ctx.db)), ...request.body };
      const violations = productConfigViolations(merged);
      if (Object.keys(violations).length > 0) throw fieldError(violations);
      await writeProductConfigs(ctx.db, request.body, ctx.now());
      return reply.ok(merged);
    },
  );

  app.get(
    "/no-auth/network-config",
    {
      config: { permission: "public" },
      schema: {
        response: envelope(object({ mobileDomain: nullable("string"), sipDomain: nullable("string") })),
      },
    },
    async (_request, reply) =>
      reply.ok({
        mobileDomain: await getSystemConfig(ctx.db, "MOBILE_DOMAIN"),
        sipDomain: await getSystemConfig(ctx.db, "SIP_DOMAIN"),
      }),
  );
}
