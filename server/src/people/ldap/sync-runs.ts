import { and, count, desc, eq, lt, sql } from "drizzle-orm";
import type { LdapEntryProblem, LdapFailure, LdapSyncRun, LdapSyncStatus } from "#contract/ldap";
import { LDAP_MAX_REPORTED_PROBLEMS } from "#contract/limits";
import type { Db } from "../../db/database.ts";
import { users } from "../../db/schema.ts";
import { ldapAccounts, ldapSyncRuns } from "../../db/schema-ldap.ts";
import { ApiError } from "../../errors.ts";
import { type Lang, t } from "../../i18n.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import type { Problem } from "./sync-writer.ts";

/**
 * The synchronisation runs in the database, so that every server instance answers the same status
 * and only one runs at a time (a unique index over the running row). The instance running one writes
 * its progress at least every second; a run silent for STALE_MS was interrupted (its instance died).
 */
export const PROGRESS_EVERY_MS = 500;
export const STALE_MS = 30_000;

export type RunRow = typeof ldapSyncRuns.$inferSelect;
export type Phase = LdapSyncRun["phase"];

export interface RunProgress {
  phase: Phase;
  found: number;
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  disabled: number;
  enabled: number;
  skipped: number;
  problems: Problem[];
}

export const emptyProgress = (): RunProgress => ({
  phase: "CONNECTING",
  found: 0,
  processed: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  disabled: 0,
  enabled: 0,
  skipped: 0,
  problems: [],
});

/** Runs whose instance stopped writing are marked as interrupted. */
export async function expireStaleRuns(db: Db, now: number): Promise<void> {
  await db
    .update(ldapSyncRuns)
    .set({ status: "FAILED", failure: "INTERRUPTED", finishedAt: now })
    .where(and(eq(ldapSyncRuns.status, "RUNNING"), lt(ldapSyncRuns.heartbeatAt, now - STALE_MS)));
}

/** Claims the one running slot; 409 SYNC_RUNNING when a run holds it. */
export async function insertRun(db: Db, id: string, startedBy: string | null, now: number): Promise<RunRow> {
  await expireStaleRuns(db, now);
  try {
    const [row] = await db
      .insert(ldapSyncRuns)
      .values({ id, status: "RUNNING", phase: "CONNECTING", startedAt: now, heartbeatAt: now, startedBy })
      .returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, "ldap.syncRunning", { errorCode: "SYNC_RUNNING" });
    throw error;
  }
}

const counts = (progress: RunProgress) => ({
  phase: progress.phase,
  found: progress.found,
  processed: progress.processed,
  created: progress.created,
  updated: progress.updated,
  unchanged: progress.unchanged,
  disabled: progress.disabled,
  enabled: progress.enabled,
  skipped: progress.skipped,
  problems: progress.problems.slice(0, LDAP_MAX_REPORTED_PROBLEMS),
});

export async function saveProgress(db: Db, id: string, progress: RunProgress, now: number): Promise<void> {
  await db
    .update(ldapSyncRuns)
    .set({ ...counts(progress), heartbeatAt: now })
    .where(and(eq(ldapSyncRuns.id, id), eq(ldapSyncRuns.status, "RUNNING")));
}

export async function finishRun(
  db: Db,
  id: string,
  progress: RunProgress,
  now: number,
  failure: { failure: LdapFailure; detail: string | null } | null,
): Promise<void> {
  await db
    .update(ldapSyncRuns)
    .set({
      ...counts(progress),
      ...(failure ?? { failure: null, detail: null }),
      phase: failure ? progress.phase : "DONE",
      status: failure ? "FAILED" : "SUCCEEDED",
      heartbeatAt: now,
      finishedAt: now,
    })
    .where(eq(ldapSyncRuns.id, id));
}

const problemView =
  (lang: Lang) =>
  (problem: Problem): LdapEntryProblem => ({
    ...problem,
    message: t(lang, `ldap.problem.${problem.problem}`),
  });

export function runView(row: RunRow, startedBy: string | null, lang: Lang): LdapSyncRun {
  const failure = row.failure as LdapFailure | null;
  return {
    id: row.id,
    status: row.status,
    phase: row.phase as Phase,
    failure,
    message: failure ? t(lang, `ldap.failure.${failure}`) : null,
    detail: row.detail,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    startedBy,
    found: row.found,
    processed: row.processed,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    disabled: row.disabled,
    enabled: row.enabled,
    skipped: row.skipped,
    problems: ((row.problems ?? []) as Problem[]).map(problemView(lang)),
  };
}

export async function runById(db: Db, id: string, lang: Lang): Promise<LdapSyncRun | null> {
  const [row] = await db
    .select({ run: ldapSyncRuns, startedBy: users.name })
    .from(ldapSyncRuns)
    .leftJoin(users, eq(users.id, ldapSyncRuns.startedBy))
    .where(eq(ldapSyncRuns.id, id));
  return row ? runView(row.run, row.startedBy, lang) : null;
}

export async function syncStatus(db: Db, now: number, lang: Lang): Promise<LdapSyncStatus> {
  await expireStaleRuns(db, now);
  const [latest] = await db
    .select({ run: ldapSyncRuns, startedBy: users.name })
    .from(ldapSyncRuns)
    .leftJoin(users, eq(users.id, ldapSyncRuns.startedBy))
    .orderBy(desc(ldapSyncRuns.startedAt))
    .limit(1);
  const [succeeded] = await db
    .select({ at: ldapSyncRuns.finishedAt })
    .from(ldapSyncRuns)
    .where(eq(ldapSyncRuns.status, "SUCCEEDED"))
    .orderBy(desc(ldapSyncRuns.startedAt))
    .limit(1);
  const [people] = await db
    .select({
      total: count(),
      enabled: sql<number>`count(*) filter (where ${users.enabled})::int`,
    })
    .from(ldapAccounts)
    .innerJoin(users, eq(users.id, ldapAccounts.userId));
  return {
    running: latest?.run.status === "RUNNING",
    run: latest ? runView(latest.run, latest.startedBy, lang) : null,
    lastSucceededAt: succeeded?.at ?? null,
    directoryUsers: people?.total ?? 0,
    enabledDirectoryUsers: people?.enabled ?? 0,
  };
}
