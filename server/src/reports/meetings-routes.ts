import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { sql } from "drizzle-orm";
import { reportsMeetingsOps } from "#contract/operations/reports-meetings";
import type { UserOptionsQuery } from "#contract/org";
import {
  DeptMeetingsQuery,
  DeptStatistic,
  DeptTrend,
  DetailExportQuery,
  DetailMeetingsQuery,
  DetailStatistic,
  ParticipantsQuery,
  ReportMeetingPage,
  ReportParticipantPage,
  ReportQuery,
  ReportUserPage,
  ReportUsersQuery,
  UserMeetingsExportQuery,
  UserMeetingsQuery,
  UserReportQuery,
  UserStatistic,
} from "#contract/reports";
import { Envelope } from "#contract/schema";
import { serveOperations } from "../lib/operations.ts";
import { scopeOf } from "../people/data-scope.ts";
import { userOptions } from "../people/org-options.ts";
import { requireAuth } from "../plugins/auth.ts";
import { exportMeetings, fileSubject } from "./export-tables.ts";
import { exportFile, sendExport } from "./files-routes.ts";
import { inPeriod, listReportMeetings } from "./meeting-list.ts";
import { participantsOf } from "./participants.ts";
import { allOf, reportScope, someOf } from "./scope.ts";
import {
  deptStatistic,
  deptTrend,
  detailStatistic,
  reportUser,
  reportUsersWithin,
  userMeetingCondition,
  userStatistic,
} from "./statistics.ts";

/** Department, personal and detail reports (docs/reports.md). */
export const reportMeetingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, reportsMeetingsOps);
  const { ctx } = app;

  serve(
    "deptStatistic",
    { querystring: ReportQuery, response: Envelope(DeptStatistic) },
    async (request, reply) =>
      reply.ok(await deptStatistic(ctx, await reportScope(ctx, request, request.query))),
  );

  serve("deptTrend", { querystring: ReportQuery, response: Envelope(DeptTrend) }, async (request, reply) =>
    reply.ok(await deptTrend(ctx, await reportScope(ctx, request, request.query), request.query.granularity)),
  );

  serve(
    "deptMeetings",
    { querystring: DeptMeetingsQuery, response: Envelope(ReportMeetingPage) },
    async (request, reply) => {
      const { own, period, granularity, organiserId, ...query } = request.query;
      const rs = inPeriod(await reportScope(ctx, request, query), period, granularity ?? "day");
      const where = someOf(
        own && rs.department ? sql`f.dept_id = ${rs.department.id}` : undefined,
        organiserId ? sql`f.organiser_id = ${organiserId}` : undefined,
      );
      return reply.ok(
        await listReportMeetings(ctx, rs, { ...query, where, wholeScope: period === undefined }),
      );
    },
  );

  serve(
    "userStatistic",
    { querystring: UserReportQuery, response: Envelope(UserStatistic) },
    async (request, reply) => {
      const { departmentId: _ignored, ...query } = request.query;
      const rs = await reportScope(ctx, request, query);
      const user = await reportUser(ctx, rs, query.userId);
      return reply.ok(await userStatistic(ctx, rs, user, query.granularity));
    },
  );

  /** A user's meetings (the caller's, or one of their data authority's): the scope and the condition. */
  const userMeetings = async (
    request: Parameters<typeof reportScope>[1],
    query: Omit<UserMeetingsExportQuery, "format">,
  ) => {
    const { userId, roomId, period, granularity, departmentId: _ignored, ...range } = query;
    const base = await reportScope(ctx, request, range);
    const user = await reportUser(ctx, base, userId);
    const rs = { ...inPeriod(base, period, granularity ?? "day"), deptIds: null };
    const inRoom = roomId
      ? sql`exists (select 1 from room_bookings rb where rb.meeting_id = f.meeting_id and rb.room_id = ${roomId})`
      : undefined;
    return { rs, user, inRoom, wholeRange: period === undefined };
  };

  serve(
    "userMeetings",
    { querystring: UserMeetingsQuery, response: Envelope(ReportMeetingPage) },
    async (request, reply) => {
      const { rs, user, inRoom, wholeRange } = await userMeetings(request, request.query);
      const { page, size, sort, keyword } = request.query;
      return reply.ok(
        await listReportMeetings(ctx, rs, {
          page,
          size,
          sort,
          keyword,
          where: inRoom,
          user: { id: user.id, wholeRange },
        }),
      );
    },
  );

  serve(
    "exportUserMeetings",
    { querystring: UserMeetingsExportQuery, response: { 200: exportFile } },
    async (request, reply) => {
      const { rs, user, inRoom } = await userMeetings(request, request.query);
      const where = allOf(userMeetingCondition(user.id), inRoom);
      const { format, sort, keyword } = request.query;
      const exported = exportMeetings(ctx.db, rs, {
        format,
        lang: request.lang,
        sort,
        keyword,
        where,
        names: {
          file: "report.fileName.personal",
          sheet: "report.sheet.meetings",
          subject: fileSubject(user.name),
        },
      });
      return sendExport(reply, exported);
    },
  );

  serve(
    "users",
    { querystring: ReportUsersQuery, response: Envelope(ReportUserPage) },
    async (request, reply) => {
      const user = await requireAuth(request);
      const within = reportUsersWithin(scopeOf(user), user.userId);
      // Validation applied the defaults: `page` and `size` are there.
      return reply.ok(await userOptions(ctx.db, request.query as UserOptionsQuery, within));
    },
  );

  serve(
    "detailStatistic",
    { querystring: ReportQuery, response: Envelope(DetailStatistic) },
    async (request, reply) =>
      reply.ok(
        await detailStatistic(ctx, await reportScope(ctx, request, request.query), request.query.granularity),
      ),
  );

  const detailWhere = (query: { organiserId?: string; roomId?: string }) =>
    someOf(
      query.organiserId ? sql`f.organiser_id = ${query.organiserId}` : undefined,
      query.roomId
        ? sql`exists (select 1 from room_bookings rb where rb.meeting_id = f.meeting_id and rb.room_id = ${query.roomId})`
        : undefined,
    );

  serve(
    "details",
    { querystring: DetailMeetingsQuery, response: Envelope(ReportMeetingPage) },
    async (request, reply) => {
      const { period, granularity, ...query } = request.query;
      const rs = inPeriod(await reportScope(ctx, request, query), period, granularity ?? "day");
      return reply.ok(
        await listReportMeetings(ctx, rs, {
          ...query,
          where: detailWhere(query),
          wholeScope: period === undefined,
        }),
      );
    },
  );

  serve(
    "exportDetails",
    { querystring: DetailExportQuery, response: { 200: exportFile } },
    async (request, reply) => {
      const { period, granularity, ...query } = request.query;
      const rs = inPeriod(await reportScope(ctx, request, query), period, granularity ?? "day");
      const { format, sort, keyword } = query;
      const exported = exportMeetings(ctx.db, rs, {
        format,
        lang: request.lang,
        sort,
        keyword,
        where: detailWhere(request.query),
      });
      return sendExport(reply, exported);
    },
  );

  serve(
    "participants",
    { querystring: ParticipantsQuery, response: Envelope(ReportParticipantPage) },
    async (request, reply) => reply.ok(await participantsOf(ctx, request, request.query)),
  );
};
