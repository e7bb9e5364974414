import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  AppPlatformLatest,
  AppVersion,
  AppVersionEdit,
  AppVersionListQuery,
  AppVersionQuery,
} from "#contract/apphub";
import { FileBytes } from "#contract/files";
import { APP_PLATFORMS } from "#contract/limits/settings";
import { Page } from "#contract/list";
import { apphubOps } from "#contract/operations/apphub";
import { Done, Envelope, IdParam, Nullable, Type } from "#contract/schema";
import { notFound } from "../../errors.ts";
import { contentDisposition } from "../../lib/content-disposition.ts";
import { serveOperations } from "../../lib/operations.ts";
import {
  deleteVersion,
  editVersion,
  getVersion,
  latestVersion,
  listVersions,
  uploadVersion,
} from "./app-versions.ts";
import { movePackageFiles, openPackage } from "./package-store.ts";

/**
 * Desktop client versions (spec §7 "App hub"): SYSTEM users upload, edit and delete them; anyone
 * reads the latest per platform and downloads a package (the public /download page).
 */
export const apphubRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, apphubOps);
  const { ctx } = app;
  app.addHook("onReady", async () => {
    const moved = await movePackageFiles(ctx).catch((error: unknown) => {
      app.log.error({ err: error }, "moving client packages into the database");
      return 0;
    });
    if (moved > 0) app.log.info({ moved }, "client packages moved into the database");
  });

  serve(
    "latest",
    { querystring: AppVersionQuery, response: Envelope(Nullable(AppVersion)) },
    async (request, reply) => reply.ok(await latestVersion(ctx.db, request.query.platform)),
  );

  serve("apps", { response: Envelope(Type.Array(AppPlatformLatest)) }, async (_request, reply) =>
    reply.ok(
      await Promise.all(
        APP_PLATFORMS.map(async (platform) => ({
          platform,
          latest: await latestVersion(ctx.db, platform),
        })),
      ),
    ),
  );

  serve(
    "versions",
    { querystring: AppVersionListQuery, response: Envelope(Page(AppVersion)) },
    async (request, reply) => reply.ok(await listVersions(ctx.db, request.query)),
  );

  serve("upload", { response: Envelope(AppVersion) }, async (request, reply) =>
    reply.ok(await uploadVersion(ctx, request)),
  );

  serve(
    "update",
    { params: IdParam(), body: AppVersionEdit, response: Envelope(AppVersion) },
    async (request, reply) => reply.ok(await editVersion(ctx.db, request.params.id, request.body)),
  );

  serve("remove", { params: IdParam(), response: Done }, async (request, reply) => {
    await deleteVersion(ctx, request.params.id);
    return reply.ok(null);
  });

  serve("download", { params: IdParam(), response: FileBytes }, async (request, reply) => {
    const file = await openPackage(ctx, await getVersion(ctx.db, request.params.id));
    if (!file) throw notFound();
    file.stream.on("error", (error) => request.log.error({ err: error }, "package download cut"));
    return reply
      .code(200)
      .header("Content-Type", "application/octet-stream")
      .header("Content-Length", String(file.size))
      .header("Content-Disposition", contentDisposition("attachment", file.fileName))
      .header("X-Content-Type-Options", "nosniff")
      .header("Cache-Control", "no-cache")
      .send(file.stream as unknown as Uint8Array);
  });
};
