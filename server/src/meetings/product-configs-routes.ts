import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { productConfigsOps } from "#contract/operations/product-configs";
import {
  ProductConfig,
  ProductConfigParams,
  ProductConfigs,
  ProductConfigsBody,
} from "#contract/product-configs";
import { Envelope } from "#contract/schema";
import { NetworkConfig } from "#contract/system-config";
import { fieldError, notFound } from "../errors.ts";
import { serveOperations } from "../lib/operations.ts";
import { getSystemConfig } from "../settings/system-config.ts";
import {
  isProductConfigKey,
  productConfigViolations,
  readProductConfigs,
  writeProductConfigs,
} from "./product-config.ts";

/** Meeting settings under /{product} (spec §7 "Meeting config"). */
export const productConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, productConfigsOps);
  const { ctx } = app;
  const configs = Envelope(ProductConfigs);

  serve("list", { response: configs }, async (_request, reply) => reply.ok(await readProductConfigs(ctx.db)));

  serve("one", { params: ProductConfigParams, response: Envelope(ProductConfig) }, async (request, reply) => {
    const { key } = request.params;
    if (!isProductConfigKey(key)) throw notFound();
    return reply.ok({ key, value: (await readProductConfigs(ctx.db))[key] });
  });

  serve("update", { body: ProductConfigsBody, response: configs }, async (request, reply) => {
    const merged = { ...(await readProductConfigs(ctx.db)), ...request.body };
    const violations = productConfigViolations(merged);
    if (Object.keys(violations).length > 0) throw fieldError(violations);
    await writeProductConfigs(ctx.db, request.body, ctx.now());
    return reply.ok(merged);
  });

  serve("networkConfig", { response: Envelope(NetworkConfig) }, async (_request, reply) =>
    reply.ok({
      mobileDomain: await getSystemConfig(ctx.db, "MOBILE_DOMAIN"),
      sipDomain: await getSystemConfig(ctx.db, "SIP_DOMAIN"),
    }),
  );
};
