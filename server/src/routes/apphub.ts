import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { desc, eq } from "drizzle-orm";
import { AppVersion, AppVersionQuery } from "#contract/apphub";
import { Envelope, Nullable } from "#contract/schema";
import { appVersions } from "../db/schema.ts";

/** Desktop app versions (spec §7 "App hub"). */
export const apphubRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    "/apphub/app/version/check/latest",
    {
      config: { permission: "public" },
      schema: { querystring: AppVersionQuery, response: Envelope(Nullable(AppVersion)) },
    },
    async (request, reply) => {
      const [row] = await ctx.db
        .select()
        .from(appVersions)
        .where(eq(appVersions.platform, request.query.platform))
        .orderBy(desc(appVersions.createdAt), desc(appVersions.id))
        .limit(1);
      if (!row) return reply.ok(null);
      const downloadUrl =
        row.downloadUrl ?? (row.fileId ? `/api/v1/system/file/download/${row.fileId}` : null);
      const { fileId: _fileId, ...rest } = row;
      return reply.ok({ ...rest, downloadUrl });
    },
  );
};
