import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { REPORT_SEGMENT_TYPES } from "#contract/limits/reports";
import { reportsConcurrencyOps } from "#contract/operations/reports-concurrency";
import {
  ConcurrencyExportQuery,
  ConcurrencyStatistic,
  ConcurrentMeetingsExportQuery,
  ConcurrentMeetingsQuery,
  ParticipantConcurrency,
  ParticipantConcurrentMeetings,
} from "#contract/report-concurrency";
import { ConcurrencyQuery, ReportMeetingPage, ReportTypeParams } from "#contract/reports";
import { Envelope } from "#contract/schema";
import { serveOperations } from "../lib/operations.ts";
import {
  meetingConcurrency,
  meetingsConnectedAt,
  meetingsRunningAt,
  participantConcurrency,
} from "./concurrency.ts";
import { exportMeetingsConnectedAt, exportMeetingsRunningAt, exportPeaks } from "./export-concurrency.ts";
import { exportFile, sendExport } from "./files-routes.ts";
import { reportScope } from "./scope.ts";

/**
 * Concurrent meetings and participants against the MCU ports (docs/reports.md); each report exports
 * its peaks per bucket and the meetings of a moment.
 */
export const reportConcurrencyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, reportsConcurrencyOps);
  const { ctx } = app;

  serve(
    "statistic",
    {
      params: ReportTypeParams,
      querystring: ConcurrencyQuery,
      response: Envelope(ConcurrencyStatistic),
    },
    async (request, reply) => {
      const type = REPORT_SEGMENT_TYPES[request.params.x];
      const rs = await reportScope(ctx, request, request.query, type);
      return reply.ok(await meetingConcurrency(ctx, rs, request.query.granularity));
    },
  );

  serve(
    "meetings",
    {
      params: ReportTypeParams,
      querystring: ConcurrentMeetingsQuery,
      response: Envelope(ReportMeetingPage),
    },
    async (request, reply) => {
      const type = REPORT_SEGMENT_TYPES[request.params.x];
      const rs = await reportScope(ctx, request, request.query, type);
      return reply.ok(await meetingsRunningAt(ctx, rs, request.query.at, request.query));
    },
  );

  serve(
    "participantStatistic",
    { querystring: ConcurrencyQuery, response: Envelope(ParticipantConcurrency) },
    async (request, reply) => {
      const rs = await reportScope(ctx, request, request.query);
      return reply.ok(await participantConcurrency(ctx, rs, request.query.granularity));
    },
  );

  serve(
    "participantMeetings",
    { querystring: ConcurrentMeetingsQuery, response: Envelope(ParticipantConcurrentMeetings) },
    async (request, reply) => {
      const rs = await reportScope(ctx, request, request.query);
      return reply.ok(await meetingsConnectedAt(ctx, rs, request.query.at, request.query));
    },
  );

  const file = { 200: exportFile };

  serve(
    "exportStatistic",
    { params: ReportTypeParams, querystring: ConcurrencyExportQuery, response: file },
    async (request, reply) => {
      const type = REPORT_SEGMENT_TYPES[request.params.x];
      const rs = await reportScope(ctx, request, request.query, type);
      const { format, granularity } = request.query;
      return sendExport(
        reply,
        exportPeaks(ctx.db, rs, "meetings", { format, granularity, lang: request.lang }),
      );
    },
  );

  serve(
    "exportMeetings",
    { params: ReportTypeParams, querystring: ConcurrentMeetingsExportQuery, response: file },
    async (request, reply) => {
      const type = REPORT_SEGMENT_TYPES[request.params.x];
      const rs = await reportScope(ctx, request, request.query, type);
      const { format, at } = request.query;
      return sendExport(reply, exportMeetingsRunningAt(ctx.db, rs, at, { format, lang: request.lang }));
    },
  );

  serve(
    "exportParticipantStatistic",
    { querystring: ConcurrencyExportQuery, response: file },
    async (request, reply) => {
      const rs = await reportScope(ctx, request, request.query);
      const { format, granularity } = request.query;
      return sendExport(
        reply,
        exportPeaks(ctx.db, rs, "participants", { format, granularity, lang: request.lang }),
      );
    },
  );

  serve(
    "exportParticipantMeetings",
    { querystring: ConcurrentMeetingsExportQuery, response: file },
    async (request, reply) => {
      const rs = await reportScope(ctx, request, request.query);
      const { format, at } = request.query;
      return sendExport(reply, exportMeetingsConnectedAt(ctx.db, rs, at, { format, lang: request.lang }));
    },
  );
};
