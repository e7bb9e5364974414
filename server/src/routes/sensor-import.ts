import type { FastifyInstance, FastifyRequest } from "fastify";
import { fieldError } from "../errors.ts";
import { envelope, object } from "../lib/schemas.ts";
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  importSensors,
} from "../services/sensor-import.ts";
import { assertFormat, readCsv, readXlsx, type SheetFormat, templateFile } from "../services/sheet-files.ts";

/** Sensor import: the template download and the XLSX/CSV uploads (permission `device`). */
const CONTENT_TYPES: Record<SheetFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
};

const reportSchema = object({
  total: { type: "integer" },
  imported: { type: "integer" },
  failed: { type: "integer" },
  rows: {
    type: "array",
    items: object({ row: { type: "integer" }, ok: { type: "boolean" }, message: { type: "string" } }),
  },
});

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

export async function sensorImportRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const config = { permission: "device" as const };
  const base = "/device/human-detector/sensor/import";

  app.post<{ Querystring: { format: SheetFormat } }>(
    `${base}/template`,
    {
      config,
      schema: {
        querystring: object({ format: { type: "string", enum: ["xlsx", "csv"] } }, ["format"]),
        response: { 200: { type: "string", format: "binary" } },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const data = await templateFile(format, IMPORT_COLUMNS);
      return reply
        .code(200)
        .type(CONTENT_TYPES[format])
        .header("Content-Disposition", `attachment; filename="sensor-import-template.${format}"`)
        .send(data);
    },
  );

  for (const format of ["xlsx", "csv"] as const) {
    app.post(
      `${base}/${format}`,
      { config, schema: { response: envelope(reportSchema) } },
      async (request, reply) => {
        const data = await uploadedFile(request, IMPORT_MAX_BYTES);
        assertFormat(data, format);
        const rows = format === "xlsx" ? await readXlsx(data, IMPORT_MAX_ROWS) : readCsv(data);
        return reply.ok(await importSensors(ctx, request.lang, rows));
      },
    );
  }
}
