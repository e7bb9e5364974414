import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  ProductConfig,
  ProductConfigParams,
  ProductConfigs,
  ProductConfigsBody,
} from "#contract/product-configs";
import { Envelope } from "#contract/schema";
import { NetworkConfig } from "#contract/system-config";
import { fieldError, notFound } from "../errors.ts";
import { getSystemConfig } from "../settings/system-config.ts";
import {
  isProductConfigKey,
  productConfigViolations,
  readProductConfigs,
  writeProductConfigs,
} from "./product-config.ts";

/** Meeting settings under /{product} (spec §7 "Meeting config"). */
export const productConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const configs = Envelope(ProductConfigs);

  app.get(
    "/configs",
    { config: { permission: "login" }, schema: { response: configs } },
    async (_request, reply) => reply.ok(await readProductConfigs(ctx.db)),
  );

  app.get(
    "/configs/:key",
    {
      config: { permission: "login" },
      schema: { params: ProductConfigParams, response: Envelope(ProductConfig) },
    },
    async (request, reply) => {
      const { key } = request.params;
      if (!isProductConfigKey(key)) throw notFound();
      return reply.ok({ key, value: (await readProductConfigs(ctx.db))[key] });
    },
  );

  app.put(
    "/configs",
    { config: { permission: "system" }, schema: { body: ProductConfigsBody, response: configs } },
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
    { config: { permission: "public" }, schema: { response: Envelope(NetworkConfig) } },
    async (_request, reply) =>
      reply.ok({
        mobileDomain: await getSystemConfig(ctx.db, "MOBILE_DOMAIN"),
        sipDomain: await getSystemConfig(ctx.db, "SIP_DOMAIN"),
      }),
  );
};
