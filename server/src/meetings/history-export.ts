import type { HistoryExportFormat, MeetingRow } from "#contract/meetings";
import type { Db } from "../db/database.ts";
import { isMessageKey, type Lang, type MessageKey, t } from "../i18n.ts";
import { safeCell } from "../lib/csv.ts";
import { type TableFile, tableFile } from "../lib/sheet-files.ts";
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

const WIDTHS = [30, 14, 14, 18, 18, 14, 30, 12, 16];

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

export async function exportHistory(
  db: Db,
  query: MeetingQuery,
  options: { format: HistoryExportFormat; lang: Lang; utcOffset: number },
  context: RowContext,
): Promise<TableFile> {
  const { format, lang, utcOffset } = options;
  const records = await meetingRecords(db, query, "ended", context, {
    defaultDirection: "desc",
    limit: EXPORT_MAX_ROWS,
  });
  const header = COLUMNS.map((key) => t(lang, key));
  const rows = records.map((row) => cells(row, lang, utcOffset));
  const stamp = formatTime(context.now, utcOffset).slice(0, 10).replaceAll("/", "");
  const fileName = `${t(lang, "history.fileName")}-${stamp}.${format}`;
  return tableFile(format, { header, rows, sheetName: t(lang, "history.sheet"), widths: WIDTHS }, fileName);
}
