import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { LdapSyncRun } from "#contract/ldap";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { sessions, users } from "../../db/schema.ts";
import { ldapAccounts, ldapOuMappings } from "../../db/schema-ldap.ts";
import { ApiError } from "../../errors.ts";
import type { Lang } from "../../i18n.ts";
import { newId } from "../../lib/ids.ts";
import { readCacheOf } from "../../lib/read-cache.ts";
import { openDirectory, searchUsers } from "./directory.ts";
import { DirectoryError } from "./errors.ts";
import { type Connection, storedConnection } from "./settings.ts";
import {
  emptyProgress,
  finishRun,
  insertRun,
  PROGRESS_EVERY_MS,
  type RunProgress,
  runById,
  saveProgress,
} from "./sync-runs.ts";
import { type Mapping, type ValidEntry, validate, writeBatch } from "./sync-writer.ts";

/**
 * The user synchronisation (GET /system/sync/user). It is started, answered at once, and runs in the
 * background of the instance that started it, writing its progress for GET /system/sync/user/status.
 * It binds, reads every user entry, and only then writes: a bind or search failure changes nothing.
 * Users are written a batch per transaction; then linked users the run did not find are disabled
 * (never deleted) and their sessions end. Running it again with the directory unchanged changes
 * nothing.
 */
const BATCH = 500;

/** The background runs of one server: stopped and awaited when the server closes. */
export class SyncJobs {
  private readonly running = new Set<Promise<void>>();
  private readonly controller = new AbortController();

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  track(job: Promise<void>): void {
    this.running.add(job);
    void job.finally(() => this.running.delete(job));
  }

  async close(): Promise<void> {
    this.controller.abort();
    await Promise.allSettled([...this.running]);
  }
}

class Interrupted extends Error {}

export async function mappingsOf(db: Db): Promise<Mapping[]> {
  return db.select({ ouKey: ldapOuMappings.ouKey, deptId: ldapOuMappings.deptId }).from(ldapOuMappings);
}

/** Reads every user entry; the run's entries, de-duplicated by id and account, and their problems. */
async function readDirectory(connection: Connection, progress: RunProgress, signal: AbortSignal) {
  const client = await openDirectory(connection);
  const entries: ValidEntry[] = [];
  const ids = new Set<string>();
  const accounts = new Set<string>();
  try {
    progress.phase = "SEARCHING";
    for await (const page of searchUsers(client, connection)) {
      if (signal.aborted) throw new Interrupted();
      progress.found += page.length;
      for (const entry of page) {
        const checked = validate(entry);
        if ("problem" in checked) {
          progress.skipped++;
          progress.problems.push(checked);
          continue;
        }
        const account = checked.account.toLowerCase();
        if (ids.has(checked.id) || accounts.has(account)) {
          progress.skipped++;
          progress.problems.push({ dn: entry.dn, account: entry.account, problem: "ACCOUNT_DUPLICATE" });
          continue;
        }
        ids.add(checked.id);
        accounts.add(account);
        entries.push(checked);
      }
    }
  } finally {
    await client.unbind().catch(() => undefined);
  }
  return { entries, ids };
}

/** Disables the linked users the run did not find, and ends their sessions. */
async function disableLeavers(ctx: AppContext, runId: string): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const leavers = await tx
      .update(users)
      .set({ enabled: false, updatedAt: now })
      .where(
        and(
          eq(users.enabled, true),
          inArray(
            users.id,
            tx
              .select({ id: ldapAccounts.userId })
              .from(ldapAccounts)
              .where(or(isNull(ldapAccounts.seenRunId), sql`${ldapAccounts.seenRunId} <> ${runId}`)),
          ),
        ),
      )
      .returning({ id: users.id });
    if (leavers.length === 0) return 0;
    const ids = leavers.map((row) => row.id);
    await tx.update(ldapAccounts).set({ disabledBySync: true }).where(inArray(ldapAccounts.userId, ids));
    await tx
      .update(sessions)
      .set({ endedAt: now, endReason: "DISABLED" })
      .where(and(inArray(sessions.userId, ids), isNull(sessions.endedAt)));
    return leavers.length;
  });
}

async function linkedCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(ldapAccounts);
  return row?.n ?? 0;
}

async function runSync(ctx: AppContext, runId: string, signal: AbortSignal): Promise<void> {
  const progress = emptyProgress();
  let saving = Promise.resolve();
  const save = () => {
    saving = saving.then(() => saveProgress(ctx.db, runId, progress, ctx.now())).catch(() => undefined);
    return saving;
  };
  const ticker = setInterval(save, PROGRESS_EVERY_MS);
  let failure: { failure: DirectoryError["failure"]; detail: string | null } | null = null;
  try {
    const connection = await storedConnection(ctx);
    const { entries, ids } = await readDirectory(connection, progress, signal);
    if (entries.length === 0 && (await linkedCount(ctx.db)) > 0) throw new DirectoryError("EMPTY_DIRECTORY");
    progress.phase = "WRITING";
    await save();
    const mappings = await mappingsOf(ctx.db);
    for (let start = 0; start < entries.length; start += BATCH) {
      if (signal.aborted) throw new Interrupted();
      const batch = entries.slice(start, start + BATCH);
      const counts = await ctx.db.transaction((tx) =>
        writeBatch(tx, batch, { runId, mappings, now: ctx.now(), foundIds: ids }),
      );
      // Background writes: the list counts cached for this database must not outlive them.
      readCacheOf(ctx.db).clear();
      progress.processed += batch.length;
      progress.created += counts.created;
      progress.updated += counts.updated;
      progress.unchanged += counts.unchanged;
      progress.enabled += counts.enabled;
      progress.skipped += counts.skipped;
      progress.problems.push(...counts.problems);
    }
    if (signal.aborted) throw new Interrupted();
    progress.phase = "DISABLING";
    await save();
    progress.disabled = await disableLeavers(ctx, runId);
    readCacheOf(ctx.db).clear();
  } catch (error) {
    if (error instanceof DirectoryError) failure = { failure: error.failure, detail: error.detail };
    else if (error instanceof Interrupted) failure = { failure: "INTERRUPTED", detail: null };
    else failure = { failure: "WRITE_FAILED", detail: null };
    if (!(error instanceof DirectoryError) && !(error instanceof Interrupted)) throw error;
  } finally {
    clearInterval(ticker);
    await saving;
    await finishRun(ctx.db, runId, progress, ctx.now(), failure).catch(() => undefined);
  }
}

/** Starts a synchronisation in the background; 409 when one is running. */
export async function startSync(
  ctx: AppContext,
  jobs: SyncJobs,
  startedBy: string,
  lang: Lang,
  onError: (error: unknown) => void,
): Promise<LdapSyncRun> {
  // Not configured: refused before any run is recorded (an unreadable key is reported by the run).
  await storedConnection(ctx).catch((error) => {
    if (error instanceof DirectoryError && error.failure === "NOT_CONFIGURED") {
      throw new ApiError(400, "ldap.notConfigured");
    }
  });
  const runId = newId();
  await insertRun(ctx.db, runId, startedBy, ctx.now());
  jobs.track(runSync(ctx, runId, jobs.signal).catch(onError));
  return (await runById(ctx.db, runId, lang))!;
}
