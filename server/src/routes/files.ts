import type { FastifyInstance } from "fastify";
import { type IdsBody, idsBodySchema, uniqueIds } from "../lib/batch-ids.ts";
import { contentDisposition } from "../lib/content-disposition.ts";
import { CONTENT_TYPES, IMAGE_KINDS } from "../lib/file-types.ts";
import { readUpload, readUploads } from "../lib/multipart.ts";
import { envelope, idParam, nullable, object } from "../lib/schemas.ts";
import { requireAuth } from "../plugins/auth.ts";
import {
  deleteFiles,
  fileContent,
  fileRecord,
  fileRecords,
  MAX_BATCH_FILES,
  MAX_FILE_BYTES,
  storeFiles,
} from "../services/files.ts";

/**
 * Files (contract "Files"). Only who may read a file (services/file-access.ts) gets its record or
 * bytes; anyone else gets 404. Downloads need the `token` header like every other call: images for
 * <img> are fetched by the console and shown through blob: URLs (allowed by the CSP), so a
 * token never travels in a URL where logs and history would keep it.
 */
const fileSchema = object({
  id: { type: "string" },
  name: { type: "string" },
  size: { type: "integer" },
  contentType: { type: "string" },
  createdAt: { type: "integer" },
  createdBy: nullable("string"),
});
const fileList = envelope({ type: "array", items: fileSchema });
const IMAGE_TYPES = new Set(IMAGE_KINDS.map((kind) => CONTENT_TYPES[kind]));

export async function fileRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.post(
    "/system/file/upload",
    { config: { permission: "login" }, schema: { response: envelope(fileSchema) } },
    async (request, reply) => {
      const user = await requireAuth(request);
      const upload = await readUpload(request, { field: "file", maxBytes: MAX_FILE_BYTES });
      const [record] = await storeFiles(ctx, [upload], user.userId);
      return reply.ok(record);
    },
  );

  app.post(
    "/system/file/upload/batch",
    { config: { permission: "login" }, schema: { response: fileList } },
    async (request, reply) => {
      const user = await requireAuth(request);
      const uploads = await readUploads(request, {
        field: "files",
        maxBytes: MAX_FILE_BYTES,
        maxFiles: MAX_BATCH_FILES,
      });
      return reply.ok(await storeFiles(ctx, uploads, user.userId));
    },
  );

  app.get<{ Params: { id: string } }>(
    "/system/file/:id",
    { config: { permission: "login" }, schema: { params: idParam(), response: envelope(fileSchema) } },
    async (request, reply) =>
      reply.ok(await fileRecord(ctx.db, await requireAuth(request), request.params.id)),
  );

  app.post<{ Body: IdsBody }>(
    "/system/file/list",
    { config: { permission: "login" }, schema: { body: idsBodySchema, response: fileList } },
    async (request, reply) =>
      reply.ok(await fileRecords(ctx.db, await requireAuth(request), uniqueIds(request.body.ids))),
  );

  app.post<{ Body: IdsBody }>(
    "/system/file/delete/batch",
    {
      config: { permission: "login" },
      schema: { body: idsBodySchema, response: envelope({ type: "null" }) },
    },
    async (request, reply) => {
      await deleteFiles(ctx, await requireAuth(request), uniqueIds(request.body.ids));
      return reply.ok(null);
    },
  );

  app.get<{ Params: { id: string }; Querystring: { inline?: string } }>(
    "/system/file/download/:id",
    {
      config: { permission: "login" },
      schema: {
        params: idParam(),
        querystring: object({ inline: { type: "string", enum: ["0", "1", "false", "true"] } }),
        response: { 200: { type: "string", description: "the file's bytes (not enveloped)" } },
      },
    },
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
}
