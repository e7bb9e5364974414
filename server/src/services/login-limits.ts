import { and, desc, eq, gt, lt } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { loginFailures } from "../db/schema.ts";
import { ApiError } from "../errors.ts";

/**
 * Failed-login limits, kept in the database so they hold across instances and restarts:
 * at most 5 failures per account and 20 per client address within 15 minutes.
 */
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_LIMIT = 5;
export const ADDRESS_LIMIT = 20;

const normalise = (account: string) => account.trim().toLowerCase();

async function retryAt(ctx: AppContext, column: "account" | "address", value: string, limit: number) {
  const since = ctx.now() - FAILURE_WINDOW_MS;
  const rows = await ctx.db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(and(eq(loginFailures[column], value), gt(loginFailures.at, since)))
    .orderBy(desc(loginFailures.at))
    .limit(limit);
  return rows.length < limit ? 0 : rows[limit - 1].at + FAILURE_WINDOW_MS;
}

/** Milliseconds until a login may be tried again, or 0 when it may be tried now. */
export async function loginBlockedFor(ctx: AppContext, account: string, address: string): Promise<number> {
  const until = Math.max(
    await retryAt(ctx, "account", normalise(account), ACCOUNT_LIMIT),
    await retryAt(ctx, "address", address, ADDRESS_LIMIT),
  );
  return Math.max(0, until - ctx.now());
}

/** Throws 429 (with Retry-After and a bilingual "try again in N minutes") while blocked. */
export async function assertLoginAllowed(ctx: AppContext, account: string, address: string): Promise<void> {
  const waitMs = await loginBlockedFor(ctx, account, address);
  if (waitMs <= 0) return;
  throw new ApiError(429, "auth.tooManyFailures", {
    errorCode: "TOO_MANY_REQUESTS",
    params: { minutes: Math.ceil(waitMs / 60_000) },
    headers: { "Retry-After": String(Math.ceil(waitMs / 1000)) },
  });
}

export async function recordLoginFailure(ctx: AppContext, account: string, address: string): Promise<void> {
  const now = ctx.now();
  await ctx.db.delete(loginFailures).where(lt(loginFailures.at, now - FAILURE_WINDOW_MS));
  await ctx.db.insert(loginFailures).values({ account: normalise(account), address, at: now });
}

export async function clearAccountFailures(ctx: AppContext, account: string): Promise<void> {
  await ctx.db.delete(loginFailures).where(eq(loginFailures.account, normalise(account)));
}
