import type { FastifyInstance, FastifyRequest } from "fastify";
import { contentDisposition } from "../lib/content-disposition.ts";
import { listQuerySchema } from "../lib/list-query.ts";
import { requireAuth } from "../plugins/auth.ts";
import { type ExportFormat, exportHistory } from "../services/history-export.ts";
import { listMeetings, type MeetingQuery } from "../services/meeting-queries.ts";
import { rowContext } from "../services/meeting-rows.ts";
import { historyFilters, meetingPage, utcOffset } from "./meeting-read-schemas.ts";

/** The caller's meeting history: GET /report/me/schedules and its export (issue 4). */
export async function historyRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const login = { permission: "login" as const };

  const context = async (request: FastifyRequest) => rowContext(ctx, await requireAuth(request));

  app.get<{ Querystring: MeetingQuery }>(
    "/report/me/schedules",
    { config: login, schema: { querystring: listQuerySchema(historyFilters), response: meetingPage } },
    async (request, reply) =>
      reply.ok(
        await listMeetings(ctx.db, request.query, "ended", await context(request), {
          defaultDirection: "desc",
        }),
      ),
  );

  app.get<{ Querystring: MeetingQuery & { format: ExportFormat; utcOffset: number } }>(
    "/report/me/schedules/export",
    {
      config: login,
      schema: {
        querystring: {
          type: "object",
          additionalProperties: false,
          required: ["format"],
          properties: {
            ...historyFilters,
            sort: { type: "string", pattern: "^[A-Za-z][A-Za-z0-9]{0,63},(asc|desc)$" },
            format: { type: "string", enum: ["xlsx", "csv"] },
            utcOffset,
          },
        },
        response: { 200: { type: "string", format: "binary" } },
      },
    },
    async (request, reply) => {
      const { format, utcOffset: offset, ...filters } = request.query;
      const file = await exportHistory(
        ctx.db,
        { ...filters, page: 1, size: 1 },
        { format, lang: request.lang, utcOffset: offset },
        await context(request),
      );
      return reply
        .code(200)
        .type(file.contentType)
        .header("Content-Disposition", contentDisposition("attachment", file.fileName))
        .send(file.data);
    },
  );
}
