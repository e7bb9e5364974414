import ExcelJS from "exceljs";
import type { HistoryExportFormat, MeetingRow } from "#contract/meetings";
import type { Db } from "../db/database.ts";
import { isMessageKey, type Lang, type MessageKey, t } from "../i18n.ts";
import { type MeetingQuery, meetingRecords } from "./queries.ts";
import type { RowContext } from "./rows.ts";

/**
 * GET /report/me/schedules/export: the caller's ended meetings as XLSX or CSV, in the request's
 * language. Every text cell a spreadsheet could read as a formula is prefixed with an apostrophe.
 */
export const EXPORT_MAX_ROWS = 10_000;

const COLUMNS = [
  "history.column.name",
  "history.column.number",
  "history.column.type",
  "history.column.start",
  "history.column.end",
  "history.column.host",
  "history.column.rooms",
  "history.column.attendees",
  "history.column.contact",
] as const satisfies readonly MessageKey[];

const FORMULA_START = /^[=+\-@\t\r]/;

/** Neutralises spreadsheet formulas (CSV injection): "=cmd()" -> "'=cmd()". */
export const safeCell = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

const pad = (n: number) => String(n).padStart(2, "0");

/** YYYY/MM/DD HH:mm at utcOffset minutes east of UTC. */
export function formatTime(ms: number, utcOffset: number): string {
  const d = new Date(ms + utcOffset * 60_000);
  return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

function typeName(lang: Lang, type: string): string {
  const key = `meetingType.${type}`;
  return isMessageKey(key) ? t(lang, key) : type;
}

function cells(row: MeetingRow, lang: Lang, utcOffset: number): (string | number)[] {
  const separator = lang === "en-US" ? ", " : "、";
  const texts = [
    row.name,
    row.networkNumber,
    typeName(lang, row.type),
    formatTime(row.startAt, utcOffset),
    formatTime(row.endAt, utcOffset),
    row.host?.name ?? "",
    row.rooms.map((room) => room.name).join(separator),
  ].map(safeCell);
  return [...texts, row.attendeeCount, safeCell(row.contact ?? "")];
}

const csvField = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

async function xlsxOf(header: string[], rows: (string | number)[][], sheetName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(header);
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  const widths = [30, 14, 14, 18, 18, 14, 30, 12, 16];
  widths.forEach((width, index) => {
    sheet.getColumn(index + 1).width = width;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface ExportedFile {
  data: Buffer;
  fileName: string;
  contentType: string;
}

export async function exportHistory(
  db: Db,
  query: MeetingQuery,
  options: { format: HistoryExportFormat; lang: Lang; utcOffset: number },
  context: RowContext,
): Promise<ExportedFile> {
  const { format, lang, utcOffset } = options;
  const records = await meetingRecords(db, query, "ended", context, {
    defaultDirection: "desc",
    limit: EXPORT_MAX_ROWS,
  });
  const header = COLUMNS.map((key) => t(lang, key));
  const rows = records.map((row) => cells(row, lang, utcOffset));
  const stamp = formatTime(context.now, utcOffset).slice(0, 10).replaceAll("/", "");
  const fileName = `${t(lang, "history.fileName")}-${stamp}.${format}`;
  if (format === "csv") {
    const lines = [header, ...rows].map((line) => line.map(csvField).join(","));
    return {
      data: Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`, "utf8"),
      fileName,
      contentType: "text/csv; charset=utf-8",
    };
  }
  return {
    data: await xlsxOf(header, rows, t(lang, "history.sheet")),
    fileName,
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  };
}
