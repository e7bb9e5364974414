import type { AuditKind } from "#contract/audit-log";
import type { Db } from "../db/database.ts";
import { auditLog } from "../db/schema-audit.ts";
import { type GroupWriter, groupWriter } from "../lib/group-writer.ts";
import { maskSecrets } from "./mask.ts";

/** One entry as written (audit/recorder.ts, auth/login.ts): secrets are masked here, whoever writes. */
export interface AuditWrite {
  at: number;
  kind: AuditKind;
  operation: string;
  status: number;
  actor: { id: string; name: string; account: string; deptId: string | null } | null;
  account?: string | null;
  target?: { id: string; name?: string | null; deptId?: string | null } | null;
  address: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** A recorded value larger than this is kept as a note of its size. */
const VALUE_MAX_CHARS = 64 * 1024;

/** PostgreSQL text and jsonb cannot hold U+0000, which a refused request may carry. */
const clean = <T extends string | null | undefined>(text: T): T =>
  (typeof text === "string" ? text.replaceAll("\u0000", "") : text) as T;

function recorded(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  const text = JSON.stringify(maskSecrets(value), (_key, field: unknown) =>
    typeof field === "string" ? clean(field) : field,
  );
  if (text === undefined) return null;
  return text.length > VALUE_MAX_CHARS ? { truncated: true, chars: text.length } : JSON.parse(text);
}

/** The name a record goes by, from the fields entities name themselves with. */
export function nameOf(record: unknown): string | null {
  if (!record || typeof record !== "object") return null;
  const fields = record as Record<string, unknown>;
  for (const field of ["name", "roomName", "title", "account", "version", "fileName", "code"]) {
    const value = fields[field];
    if (typeof value === "string" && value.length > 0) return value.slice(0, 200);
  }
  return null;
}

export function deptOf(record: unknown): string | null {
  if (!record || typeof record !== "object") return null;
  const value = (record as Record<string, unknown>).deptId;
  return typeof value === "string" ? value : null;
}

function rowOf(entry: AuditWrite): typeof auditLog.$inferInsert {
  return {
    at: entry.at,
    kind: entry.kind,
    operation: entry.operation,
    feature: entry.operation.split(".")[0] ?? entry.operation,
    outcome: entry.status < 400 ? "SUCCESS" : "FAILURE",
    status: entry.status,
    actorId: entry.actor?.id ?? null,
    actorName: clean(entry.actor?.name ?? null),
    actorAccount: entry.actor?.account ?? null,
    actorDeptId: entry.actor?.deptId ?? null,
    account: clean(entry.account ?? entry.actor?.account ?? null),
    targetId: clean(entry.target?.id.slice(0, 1000) ?? null),
    targetName: clean(entry.target?.name ?? null),
    targetDeptId: entry.target?.deptId ?? null,
    address: entry.address,
    before: recorded(entry.before),
    after: recorded(entry.after),
    reason: clean(entry.reason ?? null),
  };
}

const writers = new WeakMap<Db, GroupWriter<typeof auditLog.$inferInsert>>();

/**
 * Writes an entry and resolves once it is committed. Entries that arrive while a write is under
 * way go together in the next INSERT (one statement and one commit for many calls under load).
 */
export function writeAudit(db: Db, entry: AuditWrite): Promise<void> {
  let writer = writers.get(db);
  if (!writer) {
    writer = groupWriter(async (rows) => {
      await db.insert(auditLog).values(rows);
    });
    writers.set(db, writer);
  }
  return writer.write(rowOf(entry));
}
