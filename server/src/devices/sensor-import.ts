import { and, inArray, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { SENSOR_STATUSES } from "#contract/limits";
import type { ImportReport } from "#contract/sensor-import";
import type { AppContext } from "../context.ts";
import { humanDetectors, sensors } from "../db/schema-devices.ts";
import { fieldError } from "../errors.ts";
import { type Lang, type MessageKey, type MessageParams, t } from "../i18n.ts";
import { uniqueOr409 } from "../lib/crud-helpers.ts";
import { newId } from "../lib/ids.ts";
import type { SheetRow } from "../lib/sheet-files.ts";
import { type DataScope, detectorScope } from "../people/data-scope.ts";

/**
 * Sensor import from a sheet with the template's columns: every row is checked, the valid ones
 * are inserted together in one transaction and each row gets its verdict.
 */
export const IMPORT_COLUMNS = ["name", "serialNumber", "detectorSerialNumber", "position", "status"] as const;
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;
const REQUIRED = ["name", "serialNumber", "detectorSerialNumber"] as const;

type Column = (typeof IMPORT_COLUMNS)[number];

interface Problem {
  field: Column;
  key: MessageKey;
  params?: MessageParams;
}

function headerIndex(header: SheetRow | undefined): Record<Column, number> {
  if (!header) throw fieldError({ file: "import.malformed" });
  const names = header.cells.map((cell) => cell.trim().toLowerCase());
  const index = Object.fromEntries(
    IMPORT_COLUMNS.map((column) => [column, names.indexOf(column.toLowerCase())]),
  );
  const missing = REQUIRED.filter((column) => index[column] < 0);
  if (missing.length > 0) {
    throw fieldError({ file: { key: "import.missingColumns", params: { columns: missing.join(", ") } } });
  }
  return index as Record<Column, number>;
}

const lowerIn = (column: PgColumn, values: string[]) =>
  inArray(sql`lower(${column})`, values.length > 0 ? values : [""]);

/** Rows name detectors by serial number; a detector the caller's data authority does not cover is unknown. */
export async function importSensors(
  ctx: AppContext,
  lang: Lang,
  sheet: SheetRow[],
  scope: DataScope,
): Promise<ImportReport> {
  const index = headerIndex(sheet[0]);
  const rows = sheet.slice(1).filter((row) => row.cells.some((cell) => cell.trim() !== ""));
  if (rows.length > IMPORT_MAX_ROWS) {
    throw fieldError({ file: { key: "import.tooManyRows", params: { limit: IMPORT_MAX_ROWS } } });
  }
  const read = (row: SheetRow, column: Column) =>
    index[column] < 0 ? "" : (row.cells[index[column]] ?? "").trim();

  const serials = [...new Set(rows.map((row) => read(row, "serialNumber").toLowerCase()))];
  const detectorSerials = [...new Set(rows.map((row) => read(row, "detectorSerialNumber").toLowerCase()))];
  const [taken, detectors] = await Promise.all([
    ctx.db
      .select({ serial: sql<string>`lower(${sensors.serialNumber})` })
      .from(sensors)
      .where(lowerIn(sensors.serialNumber, serials)),
    ctx.db
      .select({ id: humanDetectors.id, serial: sql<string>`lower(${humanDetectors.serialNumber})` })
      .from(humanDetectors)
      .where(and(lowerIn(humanDetectors.serialNumber, detectorSerials), detectorScope(scope))),
  ]);
  const takenSet = new Set(taken.map((row) => row.serial));
  const detectorBySerial = new Map(detectors.map((row) => [row.serial, row.id]));
  const firstRowOf = new Map<string, number>();

  const now = ctx.now();
  const report: ImportReport = { total: rows.length, imported: 0, failed: 0, rows: [] };
  const values: (typeof sensors.$inferInsert)[] = [];
  for (const row of rows) {
    const name = read(row, "name");
    const serialNumber = read(row, "serialNumber");
    const detectorSerial = read(row, "detectorSerialNumber");
    const position = read(row, "position");
    const status = read(row, "status").toUpperCase() || "FREE";
    const problems: Problem[] = [];
    if (!name) problems.push({ field: "name", key: "validation.required" });
    else if (name.length > 50)
      problems.push({ field: "name", key: "validation.maxLength", params: { limit: 50 } });
    const serialKey = serialNumber.toLowerCase();
    if (!serialNumber) problems.push({ field: "serialNumber", key: "validation.required" });
    else if (serialNumber.length > 64)
      problems.push({ field: "serialNumber", key: "validation.maxLength", params: { limit: 64 } });
    else if (takenSet.has(serialKey)) problems.push({ field: "serialNumber", key: "import.taken" });
    else if (firstRowOf.has(serialKey))
      problems.push({
        field: "serialNumber",
        key: "import.duplicateInFile",
        params: { row: firstRowOf.get(serialKey)! },
      });
    const detectorId = detectorBySerial.get(detectorSerial.toLowerCase());
    if (!detectorSerial) problems.push({ field: "detectorSerialNumber", key: "validation.required" });
    else if (!detectorId) problems.push({ field: "detectorSerialNumber", key: "import.detectorUnknown" });
    if (position.length > 50)
      problems.push({ field: "position", key: "validation.maxLength", params: { limit: 50 } });
    if (!(SENSOR_STATUSES as readonly string[]).includes(status))
      problems.push({
        field: "status",
        key: "validation.enum",
        params: { values: SENSOR_STATUSES.join(", ") },
      });
    if (serialNumber && !firstRowOf.has(serialKey)) firstRowOf.set(serialKey, row.row);

    if (problems.length > 0) {
      const message = problems
        .map((p) => t(lang, "import.rowField", { field: p.field, message: t(lang, p.key, p.params) }))
        .join("; ");
      report.rows.push({ row: row.row, ok: false, message });
      report.failed++;
      continue;
    }
    values.push({
      id: newId(),
      name,
      serialNumber,
      detectorId: detectorId!,
      position: position || null,
      status: status as (typeof SENSOR_STATUSES)[number],
      createdAt: now,
      updatedAt: now,
    });
    report.rows.push({ row: row.row, ok: true });
    report.imported++;
  }
  if (values.length > 0) {
    await uniqueOr409("sensor.serialNumberTaken", () =>
      ctx.db.transaction(async (tx) => {
        for (let start = 0; start < values.length; start += 500) {
          await tx.insert(sensors).values(values.slice(start, start + 500));
        }
      }),
    );
  }
  return report;
}
