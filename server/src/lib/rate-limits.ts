import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { rateLimitWindows } from "../db/schema.ts";
import { ApiError } from "../errors.ts";
import type { MessageKey } from "../i18n.ts";

/**
 * Fixed-window request limits kept in the database, so that every server instance counts the same
 * hits: one row per bucket and subject (a user id, a client address), counted by one atomic upsert.
 */
export interface RateRule {
  bucket: string;
  limit: number;
  windowMs: number;
  /** The 429's message; it may name {seconds}, the wait. */
  message: MessageKey;
}

/** Counts one request of `subject`; throws 429 with Retry-After once the window holds more than the limit. */
export async function hitRateLimit(db: Db, rule: RateRule, subject: string, now: number): Promise<void> {
  const { bucket, windowMs } = rule;
  const expired = sql`${rateLimitWindows.windowStart} <= ${now - windowMs}`;
  const [window] = await db
    .insert(rateLimitWindows)
    .values({ bucket, subject, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitWindows.bucket, rateLimitWindows.subject],
      set: {
        windowStart: sql`case when ${expired} then ${now} else ${rateLimitWindows.windowStart} end`,
        hits: sql`case when ${expired} then 1 else ${rateLimitWindows.hits} + 1 end`,
      },
    })
    .returning({ windowStart: rateLimitWindows.windowStart, hits: rateLimitWindows.hits });
  if (window.hits === 1) {
    // A new window: the bucket's ended windows are of no further use.
    await db
      .delete(rateLimitWindows)
      .where(and(eq(rateLimitWindows.bucket, bucket), lte(rateLimitWindows.windowStart, now - windowMs)));
  }
  if (window.hits <= rule.limit) return;
  const seconds = Math.max(1, Math.ceil((window.windowStart + windowMs - now) / 1000));
  throw new ApiError(429, rule.message, {
    errorCode: "TOO_MANY_REQUESTS",
    params: { seconds },
    headers: { "Retry-After": String(seconds) },
  });
}
