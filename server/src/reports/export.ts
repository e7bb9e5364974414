import { PassThrough, type Readable } from "node:stream";
import { type SQL, sql } from "drizzle-orm";
import type { ReportExportFormat } from "#contract/reports";
import type { Db } from "../db/database.ts";
import { isMessageKey, type Lang, type MessageKey, t } from "../i18n.ts";
import { CSV_BOM, csvLine, safeCell } from "../lib/csv.ts";
import { loadExcel } from "../lib/sheet-files.ts";

/**
 * Streamed report exports (docs/reports.md): the statement runs once behind a server-side cursor,
 * FETCH_ROWS rows at a time, each chunk written out (CSV lines, or rows committed to exceljs'
 * streaming workbook writer) before the next is read, so memory stays flat however many rows. Text
 * a spreadsheet could read as a formula is neutralised (safeCell of lib/csv).
 */
const FETCH_ROWS = 1000;

export interface ExportColumn<R> {
  header: MessageKey;
  width: number;
  cell: (row: R, lang: Lang) => string | number;
}

export interface StreamedExport {
  stream: Readable;
  fileName: string;
  contentType: string;
}

/** A text cell, neutralised. */
export const text = (value: string | null | undefined): string => safeCell(value ?? "");

/** A message of the request's language, or the key's last part when there is none. */
export function label(lang: Lang, key: string): string {
  return isMessageKey(key) ? t(lang, key) : key;
}

/**
 * Waits while the client reads slower than the database answers; a stream closed meanwhile (the
 * client went away) throws, which rolls the cursor's transaction back and frees its connection.
 */
async function drained(stream: PassThrough): Promise<void> {
  if (stream.writableNeedDrain && !stream.destroyed) {
    await new Promise<void>((resolve) => {
      stream.once("drain", resolve);
      stream.once("close", resolve);
    });
  }
  if (stream.destroyed) throw new Error("export stream closed");
}

export function streamExport<R>(
  db: Db,
  statement: SQL,
  columns: readonly ExportColumn<R>[],
  options: { format: ReportExportFormat; lang: Lang; fileName: string; sheet: string },
): StreamedExport {
  const { format, lang } = options;
  const out = new PassThrough();
  const header = columns.map((column) => t(lang, column.header));
  const cells = (row: R) => columns.map((column) => column.cell(row, lang));

  const run = async () => {
    const workbook =
      format === "xlsx"
        ? new (await loadExcel()).stream.xlsx.WorkbookWriter({ stream: out, useStyles: true })
        : null;
    const sheet = workbook?.addWorksheet(options.sheet);
    if (sheet) {
      sheet.columns = columns.map((column, index) => ({ header: header[index], width: column.width }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
    } else {
      out.write(CSV_BOM + csvLine(header));
    }
    await db.transaction(async (tx) => {
      await tx.execute(sql`declare report_export no scroll cursor for ${statement}`);
      for (;;) {
        const { rows } = (await tx.execute(sql.raw(`fetch ${FETCH_ROWS} from report_export`))) as unknown as {
          rows: R[];
        };
        for (const row of rows) {
          if (sheet) sheet.addRow(cells(row)).commit();
          else out.write(csvLine(cells(row)));
        }
        await drained(out);
        if (rows.length < FETCH_ROWS) break;
      }
    });
    if (sheet && workbook) {
      sheet.commit();
      await workbook.commit();
    } else {
      out.end();
    }
  };
  run().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return {
    stream: out,
    fileName: `${options.fileName}.${format}`,
    contentType:
      format === "csv"
        ? "text/csv; charset=utf-8"
        : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  };
}
