/**
 * The audit log (docs/audit-log.md): every administrative change, sign-in, failed sign-in and export,
 * with who, what, the values before and after (secrets masked), when and from which address.
 * Append-only: no call edits or deletes an entry; the retention setting prunes old ones.
 *
 * | route                         | request          | answer (`data`)       | who                    |
 * | ----------------------------- | ---------------- | --------------------- | ---------------------- |
 * | GET /system/audit-log         | AuditLogQuery    | Page(AuditLogEntry)   | system, by data scope  |
 * | GET /system/audit-log/export  | AuditExportQuery | the file              | system, by data scope  |
 * | GET /system/audit-log/settings| -                | AuditSettings         | SYSTEM users           |
 * | PUT /system/audit-log/settings| AuditSettings    | AuditSettings         | SYSTEM users           |
 */
import {
  AUDIT_EXPORT_FORMATS,
  AUDIT_KINDS,
  AUDIT_OUTCOMES,
  AUDIT_RETENTION_DAYS,
} from "#contract/limits/audit";
import { ListQuery } from "#contract/list";
import { UtcOffset } from "#contract/meetings";
import { Enum, Epoch, Id, Int, Nullable, Obj, type Static, Str, Type } from "#contract/schema";

export const AuditKind = Enum(AUDIT_KINDS);
export type AuditKind = Static<typeof AuditKind>;
export const AuditOutcome = Enum(AUDIT_OUTCOMES);
export type AuditOutcome = Static<typeof AuditOutcome>;

/** Who acted, with the name and account they had then; null: nobody signed in (a failed sign-in). */
export const AuditActor = Obj({ id: Type.String(), name: Type.String(), account: Type.String() });
export type AuditActor = Static<typeof AuditActor>;

export const AuditTarget = Obj({ id: Type.String(), name: Nullable(Type.String()) });
export type AuditTarget = Static<typeof AuditTarget>;

export const AuditLogEntry = Obj({
  id: Type.String(),
  at: Type.Integer(),
  kind: AuditKind,
  /** The operation's name (`rooms.update`), its feature the part before the dot. */
  operation: Type.String(),
  feature: Type.String(),
  outcome: AuditOutcome,
  /** The HTTP status answered. */
  status: Type.Integer(),
  actor: Nullable(AuditActor),
  /** The account a sign-in named (also when no such account exists). */
  account: Nullable(Type.String()),
  target: Nullable(AuditTarget),
  address: Type.String(),
  /** What the target was and became; secrets read as `******`. */
  before: Type.Unknown(),
  after: Type.Unknown(),
  /** Why it failed (the answer's message key). */
  reason: Nullable(Type.String()),
});
export type AuditLogEntry = Static<typeof AuditLogEntry>;

const filters = {
  from: Epoch(),
  to: Epoch(),
  actorId: Id(),
  feature: Str(1, 64, { pattern: "^[A-Za-z][A-Za-z0-9]*$" }),
  kind: AuditKind,
  outcome: AuditOutcome,
};

/** Newest first unless sorted otherwise; `from` inclusive, `to` exclusive. */
export const AuditLogQuery = ListQuery(filters);
export type AuditLogQuery = Static<typeof AuditLogQuery>;

export const AuditExportFormat = Enum(AUDIT_EXPORT_FORMATS);
export type AuditExportFormat = Static<typeof AuditExportFormat>;

/** The export: the list's filters and sort, no paging; times written at `utcOffset`. */
export const AuditExportQuery = Obj({
  ...Type.Omit(AuditLogQuery, ["page", "size"]).properties,
  format: AuditExportFormat,
  utcOffset: UtcOffset(),
});
export type AuditExportQuery = Static<typeof AuditExportQuery>;

export const AuditSettings = Obj({
  retentionDays: Int(AUDIT_RETENTION_DAYS.minimum, AUDIT_RETENTION_DAYS.maximum),
});
export type AuditSettings = Static<typeof AuditSettings>;

/** The features that have entries, for the filter. */
export const AuditFeatures = Type.Array(Type.String());
