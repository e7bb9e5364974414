import type { AuditExportQuery, AuditLogEntry, AuditLogQuery, AuditSettings } from "#contract/audit-log";
import type { Page } from "#contract/list";
import { op, operations } from "#contract/operation";

export const auditLogOps = operations("auditLog", {
  list: op<Page<AuditLogEntry>, undefined, AuditLogQuery>("GET /system/audit-log", "system"),
  export: op<Blob, undefined, AuditExportQuery>("GET /system/audit-log/export", "system", {
    audit: "export",
  }),
  features: op<string[]>("GET /system/audit-log/features", "system"),
  settings: op<AuditSettings>("GET /system/audit-log/settings", { systemType: true }),
  setSettings: op<AuditSettings, AuditSettings>("PUT /system/audit-log/settings", { systemType: true }),
});
