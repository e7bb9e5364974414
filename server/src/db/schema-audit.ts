import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { AuditKind, AuditOutcome } from "#contract/audit-log";
import { millis } from "./schema.ts";

/**
 * The audit log (docs/audit-log.md): one row per administrative change, sign-in, failed sign-in
 * and export. Names are kept as they were then, and no foreign key ties a row to a user or a
 * target, so that deleting them leaves the log as it is. Append-only: the database refuses UPDATE,
 * TRUNCATE and any DELETE but the retention's (migration 0028).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: millis("at").notNull(),
    kind: text("kind").$type<AuditKind>().notNull(),
    operation: text("operation").notNull(),
    feature: text("feature").notNull(),
    outcome: text("outcome").$type<AuditOutcome>().notNull(),
    status: integer("status").notNull(),
    actorId: text("actor_id"),
    actorName: text("actor_name"),
    actorAccount: text("actor_account"),
    /** The actor's department then: the data authority that may read the row. */
    actorDeptId: text("actor_dept_id"),
    account: text("account"),
    targetId: text("target_id"),
    targetName: text("target_name"),
    /** The target's department, when it has one (a room, a user). */
    targetDeptId: text("target_dept_id"),
    address: text("address").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    reason: text("reason"),
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `lower(${[
            "operation",
            "actor_name",
            "actor_account",
            "account",
            "target_id",
            "target_name",
            "address",
          ]
            .map((column) => `coalesce("${column}", '')`)
            .join(" || chr(31) || ")})`,
        ),
      ),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at, t.id),
    index("audit_log_actor_idx").on(t.actorId, t.at),
    index("audit_log_feature_idx").on(t.feature, t.at),
    index("audit_log_actor_dept_idx").on(t.actorDeptId, t.at),
    index("audit_log_target_dept_idx").on(t.targetDeptId, t.at),
    index("audit_log_search_text_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
  ],
);
