/** The audit log (docs/audit-log.md): what an entry records, and how long entries are kept. */
export const AUDIT_KINDS = ["CHANGE", "SIGN_IN", "SIGN_IN_FAILED", "EXPORT"] as const;
export const AUDIT_OUTCOMES = ["SUCCESS", "FAILURE"] as const;
/** The fields the list sorts by. */
export const AUDIT_SORT_FIELDS = ["at", "operation", "status"] as const;
export const AUDIT_EXPORT_FORMATS = ["xlsx", "csv"] as const;
/** Days an entry is kept before the retention prunes it. */
export const AUDIT_RETENTION_DAYS = { minimum: 30, maximum: 3650, default: 365 } as const;
/** The most rows one export writes. */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;
/** What a masked secret reads as. */
export const MASKED = "******";
