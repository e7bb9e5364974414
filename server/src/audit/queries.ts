import { and, desc, eq, gte, lt, or, type SQL, sql } from "drizzle-orm";
import type { AuditLogEntry, AuditLogQuery } from "#contract/audit-log";
import type { Page } from "#contract/list";
import type { Db } from "../db/database.ts";
import { auditLog } from "../db/schema-audit.ts";
import { boundedTotal, likePattern, limitOffset, orderBy } from "../lib/list-query.ts";
import { type DataScope, deptIn } from "../people/data-scope.ts";

/**
 * Reading the audit log, scoped by data authority (docs/audit-log.md): a SYSTEM user reads every
 * entry; anyone else (a holder of `system`) the entries whose actor belonged, or whose target
 * belongs, to a department their data authority covers. An entry with neither (a failed sign-in
 * of an unknown account, a change of a shared setting by an administrator of no department) is
 * for SYSTEM users only.
 */
export function auditScope(scope: DataScope): SQL | undefined {
  if (scope.all) return undefined;
  return or(deptIn(auditLog.actorDeptId, scope), deptIn(auditLog.targetDeptId, scope)) ?? sql`false`;
}

export type AuditFilters = Omit<AuditLogQuery, "page" | "size">;

export function auditWhere(query: AuditFilters, scope: DataScope): SQL | undefined {
  const keyword = query.keyword?.trim();
  return and(
    auditScope(scope),
    query.from !== undefined ? gte(auditLog.at, query.from) : undefined,
    query.to !== undefined ? lt(auditLog.at, query.to) : undefined,
    query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
    query.feature ? eq(auditLog.feature, query.feature) : undefined,
    query.kind ? eq(auditLog.kind, query.kind) : undefined,
    query.outcome ? eq(auditLog.outcome, query.outcome) : undefined,
    keyword ? sql`${auditLog.searchText} like lower(${likePattern(keyword)})` : undefined,
  );
}

const SORTS = { at: auditLog.at, operation: auditLog.operation, status: auditLog.status };

export function auditOrder(query: AuditFilters): SQL[] {
  return orderBy(query, SORTS, [desc(auditLog.at)]).concat(desc(auditLog.id));
}

type Row = typeof auditLog.$inferSelect;

export function entryOfRow(row: Row): AuditLogEntry {
  return {
    id: String(row.id),
    at: row.at,
    kind: row.kind,
    operation: row.operation,
    feature: row.feature,
    outcome: row.outcome,
    status: row.status,
    actor:
      row.actorId !== null
        ? { id: row.actorId, name: row.actorName ?? "", account: row.actorAccount ?? "" }
        : null,
    account: row.account,
    target: row.targetId !== null ? { id: row.targetId, name: row.targetName } : null,
    address: row.address,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
  };
}

export async function auditPage(
  db: Db,
  query: AuditLogQuery,
  scope: DataScope,
): Promise<Page<AuditLogEntry>> {
  const where = auditWhere(query, scope);
  const { limit, offset } = limitOffset(query);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(...auditOrder(query))
    .limit(limit)
    .offset(offset);
  const total = await boundedTotal(db, db.select({ id: auditLog.id }).from(auditLog).where(where).$dynamic());
  return { records: rows.map(entryOfRow), ...total };
}

/** The features the caller's entries name, for the filter. */
export async function auditFeatures(db: Db, scope: DataScope): Promise<string[]> {
  const rows = await db
    .selectDistinct({ feature: auditLog.feature })
    .from(auditLog)
    .where(auditScope(scope))
    .orderBy(auditLog.feature);
  return rows.map((row) => row.feature);
}
