import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { NtpSettings, NtpSettingsBody, NtpTestBody, NtpTestResult } from "#contract/network-settings";
import { networkSettingsOps } from "#contract/operations/network-settings";
import { Envelope } from "#contract/schema";
import { serveOperations } from "../lib/operations.ts";
import { queryNtp, readNtpSettings, writeNtpServers } from "./ntp.ts";

/** The network tab's time servers (spec §7 GET /system/sys/setting/ntp); SYSTEM users only. */
export const networkSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, networkSettingsOps);
  const { ctx } = app;
  const settings = Envelope(NtpSettings);

  serve("ntp", { response: settings }, async (_request, reply) =>
    reply.ok(await readNtpSettings(ctx.db, ctx.now())),
  );

  serve("setNtp", { body: NtpSettingsBody, response: settings }, async (request, reply) => {
    await writeNtpServers(ctx.db, request.body.servers, ctx.now());
    return reply.ok(await readNtpSettings(ctx.db, ctx.now()));
  });

  serve("testNtp", { body: NtpTestBody, response: Envelope(NtpTestResult) }, async (request, reply) =>
    reply.ok(await queryNtp(request.body.server)),
  );
};
