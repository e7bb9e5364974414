import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  AuditExportQuery,
  AuditFeatures,
  AuditLogEntry,
  AuditLogQuery,
  AuditSettings,
} from "#contract/audit-log";
import { Page } from "#contract/list";
import { auditLogOps } from "#contract/operations/audit-log";
import { Envelope, Type } from "#contract/schema";
import { contentDisposition } from "../lib/content-disposition.ts";
import { serveOperations } from "../lib/operations.ts";
import { requestScope } from "../people/data-scope.ts";
import { exportAudit } from "./export.ts";
import { noteAudit } from "./notes.ts";
import { auditFeatures, auditPage } from "./queries.ts";
import { readRetentionDays, saveRetentionDays } from "./retention.ts";

const file = Type.Unsafe<Buffer>({ type: "string", format: "binary" });

/** The audit log's page (holders of `system`, by data authority), its export and its retention. */
export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, auditLogOps);
  const { ctx } = app;

  serve(
    "list",
    { querystring: AuditLogQuery, response: Envelope(Page(AuditLogEntry)) },
    async (request, reply) => reply.ok(await auditPage(ctx.db, request.query, await requestScope(request))),
  );

  serve("features", { response: Envelope(AuditFeatures) }, async (request, reply) =>
    reply.ok(await auditFeatures(ctx.db, await requestScope(request))),
  );

  serve("export", { querystring: AuditExportQuery, response: { 200: file } }, async (request, reply) => {
    const { format, utcOffset, ...filters } = request.query;
    const exported = await exportAudit(ctx.db, filters, await requestScope(request), {
      format,
      lang: request.lang,
      utcOffset,
      now: ctx.now(),
    });
    return reply
      .code(200)
      .type(exported.contentType)
      .header("Content-Disposition", contentDisposition("attachment", exported.fileName))
      .send(exported.data);
  });

  serve("settings", { response: Envelope(AuditSettings) }, async (_request, reply) =>
    reply.ok({ retentionDays: await readRetentionDays(ctx.db) }),
  );

  serve("setSettings", { body: AuditSettings, response: Envelope(AuditSettings) }, async (request, reply) => {
    const before = { retentionDays: await readRetentionDays(ctx.db) };
    const after = { retentionDays: await saveRetentionDays(ctx, request.body.retentionDays) };
    noteAudit(request, { target: { id: "AUDIT_RETENTION_DAYS" }, before, after });
    return reply.ok(after);
  });
};
