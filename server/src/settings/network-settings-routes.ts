import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { NtpSettings, NtpSettingsBody, NtpTestBody, NtpTestResult } from "#contract/network-settings";
import { Envelope } from "#contract/schema";
import { queryNtp, readNtpSettings, writeNtpServers } from "./ntp.ts";

/** The network tab's time servers (spec §7 GET /system/sys/setting/ntp); SYSTEM users only. */
export const networkSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const config = { permission: { systemType: true as const } };
  const settings = Envelope(NtpSettings);

  app.get("/system/sys/setting/ntp", { config, schema: { response: settings } }, async (_request, reply) =>
    reply.ok(await readNtpSettings(ctx.db, ctx.now())),
  );

  app.put(
    "/system/sys/setting/ntp",
    { config, schema: { body: NtpSettingsBody, response: settings } },
    async (request, reply) => {
      await writeNtpServers(ctx.db, request.body.servers, ctx.now());
      return reply.ok(await readNtpSettings(ctx.db, ctx.now()));
    },
  );

  app.post(
    "/system/sys/setting/ntp/test",
    { config, schema: { body: NtpTestBody, response: Envelope(NtpTestResult) } },
    async (request, reply) => reply.ok(await queryNtp(request.body.server)),
  );
};
