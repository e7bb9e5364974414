import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { sensorImportOps } from "#contract/operations/sensor-import";
import { Envelope } from "#contract/schema";
import {
  ImportReport,
  SHEET_FORMATS,
  SheetBytes,
  type SheetFormat,
  TemplateQuery,
} from "#contract/sensor-import";
import { fieldError } from "../errors.ts";
import { serveOperations } from "../lib/operations.ts";
import { assertFormat, readCsv, readXlsx, templateFile } from "../lib/sheet-files.ts";
import { requestScope } from "../people/data-scope.ts";
import { IMPORT_COLUMNS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, importSensors } from "./sensor-import.ts";

/** Sensor import: the template download and the XLSX/CSV uploads (permission `device`). */
const CONTENT_TYPES: Record<SheetFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
};

/** The uploaded `file` part, refused (400 `file`) when absent or over the limit, read into memory. */
async function uploadedFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw fieldError({ file: "import.fileRequired" });
  const tooLarge = fieldError({
    file: { key: "import.fileTooLarge", params: { limit: maxBytes / 1024 / 1024 } },
  });
  let part: Awaited<ReturnType<FastifyRequest["file"]>>;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch {
    throw fieldError({ file: "import.fileRequired" });
  }
  if (part?.fieldname !== "file") throw fieldError({ file: "import.fileRequired" });
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge;
    throw fieldError({ file: "import.malformed" });
  }
}

export const sensorImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, sensorImportOps);
  const { ctx } = app;

  serve("template", { querystring: TemplateQuery, response: SheetBytes }, async (request, reply) => {
    const { format } = request.query;
    const data = await templateFile(format, IMPORT_COLUMNS);
    return reply
      .code(200)
      .type(CONTENT_TYPES[format])
      .header("Content-Disposition", `attachment; filename="sensor-import-template.${format}"`)
      .send(data);
  });

  for (const format of SHEET_FORMATS) {
    serve(
      format === "xlsx" ? "importXlsx" : "importCsv",
      { response: Envelope(ImportReport) },
      async (request, reply) => {
        const data = await uploadedFile(request, IMPORT_MAX_BYTES);
        assertFormat(data, format);
        const rows = format === "xlsx" ? await readXlsx(data, IMPORT_MAX_ROWS) : readCsv(data);
        return reply.ok(await importSensors(ctx, request.lang, rows, await requestScope(request)));
      },
    );
  }
};
