import { useTranslate } from "@refinedev/core";
import { AUDIT_EXPORT_FORMATS } from "#contract/limits/audit";
import { auditLogOps } from "#contract/operations/audit-log";
import { FileExportButtons } from "../../components/FileExportButtons";
import { download } from "../../providers/http/call";
import { type AuditState, exportQuery } from "./audit-state";

/** XLSX and CSV of the filtered entries (the server writes at most 10 000 rows). */
export function AuditExportButtons({ state }: { state: AuditState }) {
  const t = useTranslate();
  return (
    <FileExportButtons
      formats={AUDIT_EXPORT_FORMATS}
      download={(format) => download(auditLogOps.export, { query: exportQuery(state, format) })}
      fileName={t("audit-log.exportFileName")}
      labelOf={(format) => t(`audit-log.export.${format}`)}
      done={t("audit-log.exported")}
      failed={t("audit-log.exportFailed")}
    />
  );
}
