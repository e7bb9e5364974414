import { and, eq, isNull, lte } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { meetings } from "../db/schema-meetings.ts";

/**
 * Persists the status readers already see: a SCHEDULE meeting whose end has passed becomes
 * OFFLINE. Reads never depend on it (they compute the effective status in SQL); it keeps the
 * stored status honest for anything that reads the table directly.
 */
export const SETTLE_INTERVAL_MS = 60_000;

export async function settlePastMeetings(db: Db, now: number): Promise<number> {
  const settled = await db
    .update(meetings)
    .set({ status: "OFFLINE", updatedAt: now })
    .where(and(eq(meetings.status, "SCHEDULE"), lte(meetings.endAt, now), isNull(meetings.cancelledAt)))
    .returning({ id: meetings.id });
  return settled.length;
}

/** Settles now and then every intervalMs; returns the stop function. Never keeps the process alive. */
export function startMeetingSettler(
  ctx: Pick<AppContext, "db" | "now">,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await settlePastMeetings(ctx.db, ctx.now());
    } catch (error) {
      options.onError?.(error);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), options.intervalMs ?? SETTLE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
