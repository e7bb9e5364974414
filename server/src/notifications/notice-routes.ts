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
import { noticeOps } from "#contract/operations/notice";
import { Done, Envelope, Type } from "#contract/schema";
import { serveOperations } from "../lib/operations.ts";
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
  const serve = serveOperations(app, noticeOps);
  const { ctx } = app;
  const template = Envelope(NoticeTemplate);

  serve(
    "templates",
    { querystring: NoticeTemplateQuery, response: Envelope(Page(NoticeTemplate)) },
    async (request, reply) => {
      const records = await listTemplates(ctx.db, request.query.channel);
      return reply.ok({ records, total: records.length });
    },
  );

  serve("template", { params: TemplateParams, response: template }, async (request, reply) =>
    reply.ok(await getTemplate(ctx.db, request.params.templateId)),
  );

  serve(
    "updateTemplate",
    { params: TemplateParams, body: NoticeTemplateBody, response: template },
    async (request, reply) =>
      reply.ok(await saveTemplate(ctx.db, request.params.templateId, request.body, ctx.now())),
  );

  serve("enableTemplate", { params: TemplateEnableParams, response: template }, async (request, reply) => {
    const { templateId, enable } = request.params;
    return reply.ok(await enableTemplate(ctx.db, templateId, enable === "true", ctx.now()));
  });

  serve("mail", { response: Envelope(MailSettings) }, async (_request, reply) =>
    reply.ok(mailSettingsView(await readMailRow(ctx.db))),
  );

  serve("setMail", { body: MailSettingsBody, response: Envelope(MailSettings) }, async (request, reply) => {
    const saved = await saveMailSettings(ctx, request.body);
    // Sends that waited for a mail server may go now.
    void noticeWorker(ctx).wake();
    return reply.ok(saved);
  });

  serve("testMail", { body: MailTestBody, response: Envelope(MailTestResult) }, async (request, reply) =>
    reply.ok(await sendTestMail(ctx, request.body, request.lang)),
  );

  serve(
    "outbox",
    { querystring: OutboxQuery, response: Envelope(Page(OutboxEntry)) },
    async (request, reply) => reply.ok(await listOutbox(ctx.db, request.query)),
  );

  serve("retry", { params: OutboxParams, response: Done }, async (request, reply) => {
    await retryNow(ctx.db, request.params.outboxId, ctx.now());
    void noticeWorker(ctx).wake();
    return reply.ok(null);
  });

  serve("gateways", { response: Envelope(Type.Array(NoticeGateway)) }, async (_request, reply) =>
    reply.ok(gatewayViews(noticeWorker(ctx).gateways)),
  );
};
