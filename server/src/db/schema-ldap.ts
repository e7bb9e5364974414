import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { departments, millis, timestamps, users } from "./schema.ts";

/**
 * The company directory (LDAP): its connection (one row), the OU → department mapping, the link of
 * each synchronised user to its directory entry, and the synchronisation runs.
 */
export const ldapSettings = pgTable("ldap_settings", {
  id: text("id").primaryKey(),
  url: text("url").notNull(),
  bindDn: text("bind_dn").notNull(),
  /** AES-256-GCM under the server key (lib/secret-box.ts); never answered. */
  bindPasswordSealed: text("bind_password_sealed"),
  baseDn: text("base_dn").notNull(),
  userFilter: text("user_filter").notNull(),
  attrAccount: text("attr_account").notNull(),
  attrName: text("attr_name").notNull(),
  attrEmail: text("attr_email"),
  attrPhone: text("attr_phone"),
  attrId: text("attr_id").notNull(),
  updatedAt: millis("updated_at").notNull(),
});

export const ldapOuMappings = pgTable(
  "ldap_ou_mappings",
  {
    id: text("id").primaryKey(),
    ouDn: text("ou_dn").notNull(),
    /** The DN compared: lower case, no spaces around separators (people/ldap/dn.ts). */
    ouKey: text("ou_key").notNull(),
    deptId: text("dept_id")
      .notNull()
      .references(() => departments.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("ldap_ou_mappings_key_idx").on(t.ouKey),
    index("ldap_ou_mappings_dept_idx").on(t.deptId),
  ],
);

/** A user synchronised from the directory: its entry's stable id and last DN. */
export const ldapAccounts = pgTable(
  "ldap_accounts",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    entryId: text("entry_id").notNull(),
    dn: text("dn").notNull(),
    /** The last run that found the entry; a run that does not find it disables the user. */
    seenRunId: text("seen_run_id"),
    /** Disabled because the entry left the directory (it is enabled again if the entry comes back). */
    disabledBySync: boolean("disabled_by_sync").notNull().default(false),
    syncedAt: millis("synced_at").notNull(),
  },
  (t) => [
    uniqueIndex("ldap_accounts_entry_idx").on(t.entryId),
    index("ldap_accounts_seen_idx").on(t.seenRunId),
  ],
);

export const ldapSyncRuns = pgTable(
  "ldap_sync_runs",
  {
    id: text("id").primaryKey(),
    status: text("status", { enum: ["RUNNING", "SUCCEEDED", "FAILED"] }).notNull(),
    phase: text("phase").notNull(),
    failure: text("failure"),
    /** The directory's own words about a failure (never a password). */
    detail: text("detail"),
    startedAt: millis("started_at").notNull(),
    finishedAt: millis("finished_at"),
    /** The instance running it writes this at least every second; a silent run was interrupted. */
    heartbeatAt: millis("heartbeat_at").notNull(),
    startedBy: text("started_by").references(() => users.id, { onDelete: "set null" }),
    found: integer("found").notNull().default(0),
    processed: integer("processed").notNull().default(0),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    unchanged: integer("unchanged").notNull().default(0),
    disabled: integer("disabled").notNull().default(0),
    enabled: integer("enabled").notNull().default(0),
    skipped: integer("skipped").notNull().default(0),
    /** At most LDAP_MAX_REPORTED_PROBLEMS of `{ dn, account, problem }`. */
    problems: jsonb("problems").notNull().default([]),
  },
  (t) => [
    // One running synchronisation at a time, whichever instance starts it.
    uniqueIndex("ldap_sync_runs_one_running_idx").on(t.status).where(sql`${t.status} = 'RUNNING'`),
    index("ldap_sync_runs_started_idx").on(t.startedAt),
  ],
);
