import type { AuditExportFormat, AuditLogEntry } from "#contract/audit-log";
import { AUDIT_EXPORT_MAX_ROWS } from "#contract/limits/audit";
import type { Db } from "../db/database.ts";
import { auditLog } from "../db/schema-audit.ts";
import { type Lang, type MessageKey, t } from "../i18n.ts";
import { safeCell } from "../lib/csv.ts";
import { type TableFile, tableFile } from "../lib/sheet-files.ts";
import { formatTime } from "../meetings/history-export.ts";
import type { DataScope } from "../people/data-scope.ts";
import { type AuditFilters, auditOrder, auditWhere, entryOfRow } from "./queries.ts";

/**
 * GET /system/audit-log/export: the filtered entries (at most AUDIT_EXPORT_MAX_ROWS) as XLSX or CSV
 * in the request's language; before and after as JSON text, secrets already masked when recorded.
 */
const COLUMNS = [
  "audit.column.at",
  "audit.column.kind",
  "audit.column.operation",
  "audit.column.outcome",
  "audit.column.status",
  "audit.column.actor",
  "audit.column.account",
  "audit.column.target",
  "audit.column.address",
  "audit.column.reason",
  "audit.column.before",
  "audit.column.after",
] as const satisfies readonly MessageKey[];

const WIDTHS = [18, 12, 24, 8, 8, 20, 14, 28, 16, 24, 40, 40];

const json = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value));

function cells(entry: AuditLogEntry, lang: Lang, utcOffset: number): (string | number)[] {
  const actor = entry.actor ? `${entry.actor.name} (${entry.actor.account})` : "";
  const target = entry.target ? [entry.target.name, entry.target.id].filter(Boolean).join(" / ") : "";
  const texts = [
    formatTime(entry.at, utcOffset),
    t(lang, `audit.kind.${entry.kind}`),
    entry.operation,
    t(lang, `audit.outcome.${entry.outcome}`),
  ].map(safeCell);
  const rest = [
    actor,
    entry.account ?? "",
    target,
    entry.address,
    entry.reason ?? "",
    json(entry.before),
    json(entry.after),
  ].map(safeCell);
  return [...texts, entry.status, ...rest];
}

export async function exportAudit(
  db: Db,
  query: AuditFilters,
  scope: DataScope,
  options: { format: AuditExportFormat; lang: Lang; utcOffset: number; now: number },
): Promise<TableFile> {
  const { format, lang, utcOffset } = options;
  const rows = await db
    .select()
    .from(auditLog)
    .where(auditWhere(query, scope))
    .orderBy(...auditOrder(query))
    .limit(AUDIT_EXPORT_MAX_ROWS);
  const header = COLUMNS.map((key) => t(lang, key));
  const lines = rows.map((row) => cells(entryOfRow(row), lang, utcOffset));
  const stamp = formatTime(options.now, utcOffset).slice(0, 10).replaceAll("/", "");
  const fileName = `${t(lang, "audit.fileName")}-${stamp}.${format}`;
  return tableFile(
    format,
    { header, rows: lines, sheetName: t(lang, "audit.sheet"), widths: WIDTHS },
    fileName,
  );
}
