import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { DownloadQuery, FileBytes, FileRecord } from "#contract/files";
import { IdsBody } from "#contract/list";
import { filesOps } from "#contract/operations/files";
import { Done, Envelope, IdParam, Type } from "#contract/schema";
import { uniqueIds } from "../lib/batch-ids.ts";
import { contentDisposition } from "../lib/content-disposition.ts";
import { CONTENT_TYPES, IMAGE_KINDS } from "../lib/file-types.ts";
import { readUpload, readUploads } from "../lib/multipart.ts";
import { serveOperations } from "../lib/operations.ts";
import { requireAuth } from "../plugins/auth.ts";
import {
  deleteFiles,
  fileContent,
  fileRecord,
  fileRecords,
  MAX_BATCH_FILES,
  MAX_FILE_BYTES,
  storeFiles,
} from "./files.ts";

/**
 * Files (contract "Files"). Only who may read a file (settings/file-access.ts) gets its record or
 * bytes; anyone else gets 404. Downloads need the `token` header like every other call: images for
 * <img> are fetched by the console and shown through blob: URLs (allowed by the CSP), so a
 * token never travels in a URL where logs and history would keep it.
 */
const IMAGE_TYPES = new Set(IMAGE_KINDS.map((kind) => CONTENT_TYPES[kind]));

export const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, filesOps);
  const { ctx } = app;
  const fileList = Envelope(Type.Array(FileRecord));

  serve("upload", { response: Envelope(FileRecord) }, async (request, reply) => {
    const user = await requireAuth(request);
    const upload = await readUpload(request, { field: "file", maxBytes: MAX_FILE_BYTES });
    const [record] = await storeFiles(ctx, [upload], user.userId);
    return reply.ok(record);
  });

  serve("uploadMany", { response: fileList }, async (request, reply) => {
    const user = await requireAuth(request);
    const uploads = await readUploads(request, {
      field: "files",
      maxBytes: MAX_FILE_BYTES,
      maxFiles: MAX_BATCH_FILES,
    });
    return reply.ok(await storeFiles(ctx, uploads, user.userId));
  });

  serve("one", { params: IdParam(), response: Envelope(FileRecord) }, async (request, reply) =>
    reply.ok(await fileRecord(ctx.db, await requireAuth(request), request.params.id)),
  );

  serve("byIds", { body: IdsBody, response: fileList }, async (request, reply) =>
    reply.ok(await fileRecords(ctx.db, await requireAuth(request), uniqueIds(request.body.ids))),
  );

  serve("removeMany", { body: IdsBody, response: Done }, async (request, reply) => {
    await deleteFiles(ctx, await requireAuth(request), uniqueIds(request.body.ids));
    return reply.ok(null);
  });

  serve(
    "download",
    { params: IdParam(), querystring: DownloadQuery, response: FileBytes },
    async (request, reply) => {
      const file = await fileContent(ctx.db, await requireAuth(request), request.params.id);
      const inline =
        (request.query.inline === "1" || request.query.inline === "true") &&
        IMAGE_TYPES.has(file.contentType);
      return reply
        .code(200)
        .header("Content-Type", file.contentType)
        .header("Content-Length", String(file.data.length))
        .header("Content-Disposition", contentDisposition(inline ? "inline" : "attachment", file.name))
        .header("X-Content-Type-Options", "nosniff")
        .send(file.data);
    },
  );
};
