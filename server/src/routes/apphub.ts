import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { appVersions } from "../db/schema.ts";
import { object } from "../lib/schemas.ts";

/** Desktop app versions (spec §7 "App hub"). */
export const PLATFORMS = ["WINDOWS", "MAC"] as const;
type Platform = (typeof PLATFORMS)[number];

const versionSchema = {
  type: ["object", "null"],
  properties: {
    id: { type: "string" },
    platform: { type: "string" },
    version: { type: "string" },
    fileName: { type: "string" },
    size: { type: "integer" },
    releaseNotes: { type: ["string", "null"] },
    downloadUrl: { type: ["string", "null"] },
    createdAt: { type: "integer" },
  },
};

export async function apphubRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get<{ Querystring: { platform: Platform } }>(
    "/apphub/app/version/check/latest",
    {
      config: { permission: "public" },
      schema: {
        querystring: object({ platform: { type: "string", enum: [...PLATFORMS] } }, ["platform"]),
        response: {
          200: {
            type: "object",
            properties: { status: { type: "integer" }, message: { type: "string" }, data: versionSchema },
          },
        },
      },
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
}
