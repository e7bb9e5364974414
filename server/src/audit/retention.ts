import { lt, sql } from "drizzle-orm";
import { AUDIT_RETENTION_DAYS } from "#contract/limits/audit";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { auditLog } from "../db/schema-audit.ts";
import { getSystemConfig, setSystemConfig } from "../settings/system-config.ts";

/**
 * How long audit entries are kept (AUDIT_RETENTION_DAYS, default 365 days), and the one way an
 * entry leaves the log: the pruning below, which every instance runs hourly (a second instance's
 * run finds nothing left). Migration 0028 lets a DELETE through only inside it.
 */
export const RETENTION_KEY = "AUDIT_RETENTION_DAYS";
const DAY_MS = 86_400_000;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

export async function readRetentionDays(db: Db): Promise<number> {
  const stored = Number(await getSystemConfig(db, RETENTION_KEY));
  const { minimum, maximum } = AUDIT_RETENTION_DAYS;
  return Number.isInteger(stored) && stored >= minimum && stored <= maximum
    ? stored
    : AUDIT_RETENTION_DAYS.default;
}

export async function saveRetentionDays(ctx: Pick<AppContext, "db" | "now">, days: number): Promise<number> {
  await setSystemConfig(ctx.db, RETENTION_KEY, String(days), ctx.now());
  return readRetentionDays(ctx.db);
}

/** Deletes the entries older than the retention; answers how many went. */
export async function pruneAuditLog(db: Db, now: number): Promise<number> {
  const cutoff = now - (await readRetentionDays(db)) * DAY_MS;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('audit_log.pruning', 'on', true)`);
    await tx.execute(sql`select set_config('audit_log.prune_before', ${String(cutoff)}, true)`);
    const gone = await tx.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id });
    return gone.length;
  });
}

/** Prunes now and then hourly; returns the stop function. Never keeps the process alive. */
export function startAuditPruner(
  ctx: Pick<AppContext, "db" | "now">,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): () => void {
  const tick = () => pruneAuditLog(ctx.db, ctx.now()).catch((error) => options.onError?.(error));
  void tick();
  const timer = setInterval(() => void tick(), options.intervalMs ?? PRUNE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
