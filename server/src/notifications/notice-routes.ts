import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Page } from "#contract/list";
import {
  MailSettings,
  MailSettingsBody,
  MailTestBody,
  MailTestResult,
  NoticeGateway,
  NoticeTemplate,
  NoticeTemplateBody,
  NoticeTemplateQuery,
  OutboxEntry,
  OutboxParams,
  OutboxQuery,
  TemplateEnableParams,
  TemplateParams,
} from "#contract/notice";
import { Done, Envelope, Type } from "#contract/schema";
import { gatewayViews } from "./gateways.ts";
import { mailSettingsView, readMailRow, saveMailSettings } from "./mail-settings.ts";
import { sendTestMail } from "./mail-test.ts";
import { noticeWorker } from "./notices.ts";
import { listOutbox, retryNow } from "./outbox.ts";
import { enableTemplate, getTemplate, listTemplates, saveTemplate } from "./templates.ts";

/**
 * Notifications (SYSTEM users): the templates of spec §7 (/system/template*), the mail server of
 * the notice tab with its test message (POST /system/notice/email), the queue of sends with their
 * failures, and the IM and SMS gateways in use.
 */
export const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const config = { permission: { systemType: true as const } };
  const template = Envelope(NoticeTemplate);

  app.get(
    "/system/template",
    { config, schema: { querystring: NoticeTemplateQuery, response: Envelope(Page(NoticeTemplate)) } },
    async (request, reply) => {
      const records = await listTemplates(ctx.db, request.query.channel);
      return reply.ok({ records, total: records.length });
    },
  );

  app.get(
    "/system/template/:templateId",
    { config, schema: { params: TemplateParams, response: template } },
    async (request, reply) => reply.ok(await getTemplate(ctx.db, request.params.templateId)),
  );

  app.put(
    "/system/template/:templateId",
    { config, schema: { params: TemplateParams, body: NoticeTemplateBody, response: template } },
    async (request, reply) =>
      reply.ok(await saveTemplate(ctx.db, request.params.templateId, request.body, ctx.now())),
  );

  app.patch(
    "/system/template/:templateId/:enable",
    { config, schema: { params: TemplateEnableParams, response: template } },
    async (request, reply) => {
      const { templateId, enable } = request.params;
      return reply.ok(await enableTemplate(ctx.db, templateId, enable === "true", ctx.now()));
    },
  );

  app.get(
    "/system/notice/mail",
    { config, schema: { response: Envelope(MailSettings) } },
    async (_request, reply) => reply.ok(mailSettingsView(await readMailRow(ctx.db))),
  );

  app.put(
    "/system/notice/mail",
    { config, schema: { body: MailSettingsBody, response: Envelope(MailSettings) } },
    async (request, reply) => {
      const saved = await saveMailSettings(ctx, request.body);
      // Sends that waited for a mail server may go now.
      void noticeWorker(ctx).wake();
      return reply.ok(saved);
    },
  );

  app.post(
    "/system/notice/email",
    { config, schema: { body: MailTestBody, response: Envelope(MailTestResult) } },
    async (request, reply) => reply.ok(await sendTestMail(ctx, request.body, request.lang)),
  );

  app.get(
    "/system/notice/outbox",
    { config, schema: { querystring: OutboxQuery, response: Envelope(Page(OutboxEntry)) } },
    async (request, reply) => reply.ok(await listOutbox(ctx.db, request.query)),
  );

  app.post(
    "/system/notice/outbox/:outboxId/retry",
    { config, schema: { params: OutboxParams, response: Done } },
    async (request, reply) => {
      await retryNow(ctx.db, request.params.outboxId, ctx.now());
      void noticeWorker(ctx).wake();
      return reply.ok(null);
    },
  );

  app.get(
    "/system/notice/gateways",
    { config, schema: { response: Envelope(Type.Array(NoticeGateway)) } },
    async (_request, reply) => reply.ok(gatewayViews(noticeWorker(ctx).gateways)),
  );
};
