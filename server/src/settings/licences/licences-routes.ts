import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { FileBytes } from "#contract/files";
import { LicenceListQuery, LicenceRecord, LicenceSerial, LicenceStatus } from "#contract/licence";
import { LICENCE_FILE_MAX_BYTES } from "#contract/limits/settings";
import { Page } from "#contract/list";
import { licencesOps } from "#contract/operations/licences";
import { Done, Envelope, IdParam } from "#contract/schema";
import { contentDisposition } from "../../lib/content-disposition.ts";
import { readUpload } from "../../lib/multipart.ts";
import { serveOperations } from "../../lib/operations.ts";
import { requireAuth } from "../../plugins/auth.ts";
import {
  deleteLicence,
  getLicence,
  licenceFile,
  licenceStatus,
  listLicences,
  uploadLicence,
} from "./licences.ts";
import { machineSerial } from "./serial.ts";

/** Licences (spec §7 "System config and licence"), for SYSTEM users. */
export const licenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, licencesOps);
  const { ctx } = app;

  serve("serial", { response: Envelope(LicenceSerial) }, async (_request, reply) =>
    reply.ok({ serial: await machineSerial(ctx.db, ctx.now()) }),
  );

  serve("status", { response: Envelope(LicenceStatus) }, async (_request, reply) =>
    reply.ok(await licenceStatus(ctx.db, ctx.now())),
  );

  serve("upload", { response: Envelope(LicenceRecord) }, async (request, reply) => {
    const user = await requireAuth(request);
    const upload = await readUpload(request, {
      field: "file",
      maxBytes: LICENCE_FILE_MAX_BYTES,
      allowed: ["text"],
    });
    const file = { name: upload.name, text: upload.data.toString("utf8") };
    return reply.ok(await uploadLicence(ctx, file, user.userId));
  });

  serve(
    "list",
    { querystring: LicenceListQuery, response: Envelope(Page(LicenceRecord)) },
    async (request, reply) =>
      reply.ok(
        await listLicences(
          ctx.db,
          { ...request.query, page: request.query.page ?? 1, size: request.query.size ?? 20 },
          ctx.now(),
        ),
      ),
  );

  serve("one", { params: IdParam(), response: Envelope(LicenceRecord) }, async (request, reply) =>
    reply.ok(await getLicence(ctx.db, request.params.id, ctx.now())),
  );

  serve("remove", { params: IdParam(), response: Done }, async (request, reply) => {
    await deleteLicence(ctx.db, request.params.id);
    return reply.ok(null);
  });

  serve("export", { params: IdParam(), response: FileBytes }, async (request, reply) => {
    const file = await licenceFile(ctx.db, request.params.id);
    return reply
      .code(200)
      .header("Content-Type", "application/octet-stream")
      .header("Content-Disposition", contentDisposition("attachment", file.name))
      .header("X-Content-Type-Options", "nosniff")
      .send(Buffer.from(file.content, "utf8"));
  });
};
