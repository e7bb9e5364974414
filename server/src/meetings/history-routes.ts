import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { Page } from "#contract/list";
import { HistoryExportQuery, HistoryQuery, MeetingRow } from "#contract/meetings";
import { historyOps } from "#contract/operations/history";
import { Envelope, Type } from "#contract/schema";
import { contentDisposition } from "../lib/content-disposition.ts";
import { serveOperations } from "../lib/operations.ts";
import { requireAuth } from "../plugins/auth.ts";
import { exportHistory } from "./history-export.ts";
import { listMeetings } from "./queries.ts";
import { rowContext } from "./rows.ts";

/** A file sent as it is (the export), described as binary in the OpenAPI document. */
const file = Type.Unsafe<Buffer>({ type: "string", format: "binary" });

/** The caller's meeting history: GET /report/me/schedules and its export. */
export const historyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, historyOps);
  const { ctx } = app;

  const context = async (request: FastifyRequest) => rowContext(ctx, await requireAuth(request));

  serve("list", { querystring: HistoryQuery, response: Envelope(Page(MeetingRow)) }, async (request, reply) =>
    reply.ok(
      await listMeetings(ctx.db, request.query, "ended", await context(request), {
        defaultDirection: "desc",
      }),
    ),
  );

  serve("export", { querystring: HistoryExportQuery, response: { 200: file } }, async (request, reply) => {
    const { format, utcOffset, ...filters } = request.query;
    const exported = await exportHistory(
      ctx.db,
      { ...filters, page: 1, size: 1 },
      { format, lang: request.lang, utcOffset },
      await context(request),
    );
    return reply
      .code(200)
      .type(exported.contentType)
      .header("Content-Disposition", contentDisposition("attachment", exported.fileName))
      .send(exported.data);
  });
};
