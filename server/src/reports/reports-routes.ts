import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { sql } from "drizzle-orm";
import { reportsOps } from "#contract/operations/reports";
import { ReportSettings } from "#contract/reports";
import { Envelope } from "#contract/schema";
import { fieldError } from "../errors.ts";
import { serveOperations } from "../lib/operations.ts";
import { setSystemConfig } from "../settings/system-config.ts";
import { reportConcurrencyRoutes } from "./concurrency-routes.ts";
import { reportMeetingRoutes } from "./meetings-routes.ts";
import { isTimeZone, REPORT_TIME_ZONE_KEY, reportTimeZone } from "./range.ts";
import { reportRoomRoutes } from "./rooms-routes.ts";

/** The reports under /report (docs/reports.md) and the organisation's time zone they group by. */
export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, reportsOps);
  const { ctx } = app;
  await app.register(reportMeetingRoutes);
  await app.register(reportConcurrencyRoutes);
  await app.register(reportRoomRoutes);

  serve("settings", { response: Envelope(ReportSettings) }, async (_request, reply) =>
    reply.ok({ timeZone: await reportTimeZone(ctx.db) }),
  );

  serve(
    "setSettings",
    { body: ReportSettings, response: Envelope(ReportSettings) },
    async (request, reply) => {
      const { timeZone } = request.body;
      if (!isTimeZone(timeZone)) throw fieldError({ timeZone: "report.timeZoneInvalid" });
      if (timeZone !== (await reportTimeZone(ctx.db))) {
        await ctx.db.transaction(async (tx) => {
          await setSystemConfig(tx, REPORT_TIME_ZONE_KEY, timeZone, ctx.now());
          // Every meeting's local days change: the roll-ups are recomputed at the next report.
          await tx.execute(sql`insert into report_dirty select id from meetings on conflict do nothing`);
          await tx.execute(sql`delete from report_hours`);
          await tx.execute(sql`delete from report_room_days`);
          await tx.execute(sql`delete from report_room_months`);
        });
      }
      return reply.ok({ timeZone });
    },
  );
};
