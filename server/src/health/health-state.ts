import { sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { readMigrations } from "../db/migrate.ts";
import type { ldapSyncRuns } from "../db/schema-ldap.ts";

/**
 * What the readiness probe and the metrics report about the database and the work behind it, read in
 * one statement (one round trip, indexes or small tables only): the migrations applied, the MCU
 * servers by model and status, the mail outbox, the last LDAP synchronisation, and the meetings
 * running now with their connected and connecting participants.
 */
export interface McuCount {
  model: string;
  status: string;
  servers: number;
}

export type LdapSyncState = Pick<
  typeof ldapSyncRuns.$inferSelect,
  | "status"
  | "failure"
  | "startedAt"
  | "finishedAt"
  | "created"
  | "updated"
  | "unchanged"
  | "disabled"
  | "enabled"
  | "skipped"
>;

export interface HealthState {
  /** Migrations of this build the database has not applied (0: migrated). */
  pendingMigrations: number;
  mcus: McuCount[];
  outbox: { pending: number; failed: number };
  ldapSync: LdapSyncState | null;
  meetingsRunning: number;
  participants: { online: number; connecting: number };
}

let expectedTags: string[] | null = null;
const migrationTags = () => {
  expectedTags ??= readMigrations().map((migration) => migration.tag);
  return expectedTags;
};

interface StateRow {
  applied: number;
  mcus: McuCount[] | null;
  outbox_pending: number;
  outbox_failed: number;
  ldap: LdapSyncState | null;
  meetings_running: number;
  online: number;
  connecting: number;
}

export async function readHealthState(db: Db): Promise<HealthState> {
  const tags = migrationTags();
  const result = (await db.execute(sql`
    select
      (select count(*)::int from schema_migrations where tag in ${tags}) as applied,
      (select json_agg(json_build_object('model', model, 'status', status, 'servers', n) order by model, status)
         from (select model, status, count(*)::int as n from mcu_servers group by model, status) m) as mcus,
      (select count(*)::int from notice_outbox where status = 'PENDING') as outbox_pending,
      (select count(*)::int from notice_outbox where status = 'FAILED') as outbox_failed,
      (select json_build_object('status', status, 'failure', failure, 'startedAt', started_at,
          'finishedAt', finished_at, 'created', created, 'updated', updated, 'unchanged', unchanged,
          'disabled', disabled, 'enabled', enabled, 'skipped', skipped)
         from ldap_sync_runs order by started_at desc limit 1) as ldap,
      (select count(*)::int from live_meetings l join meetings m on m.id = l.meeting_id
         where l.started_at is not null and l.ended_at is null and m.status <> 'OFFLINE') as meetings_running,
      (select count(*)::int from participants where status = 'ONLINE') as online,
      (select count(*)::int from participants where status = 'CONNECTING') as connecting`)) as unknown as {
    rows: StateRow[];
  };
  const row = result.rows[0];
  return {
    pendingMigrations: tags.length - row.applied,
    mcus: row.mcus ?? [],
    outbox: { pending: row.outbox_pending, failed: row.outbox_failed },
    ldapSync: row.ldap,
    meetingsRunning: row.meetings_running,
    participants: { online: row.online, connecting: row.connecting },
  };
}
