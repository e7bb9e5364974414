import { and, eq, or, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { loginAttempts } from "../db/schema.ts";
import { ApiError } from "../errors.ts";
import { giveTurnBack, keepPace } from "./account-pace.ts";

/**
 * Password-guessing limits, kept in the database so they hold across instances and restarts: at
 * most 5 tries per account from one client address and 20 per client address over all accounts
 * within a 15-minute window. Keyed on the address too, so that guesses from elsewhere never lock
 * the owner out. Each try is counted before its password is checked, in one upsert, so parallel
 * tries cannot all slip under the limit; a right password gives its try back. The same upsert
 * counts the account's tries over all addresses ("spread"), which set its pace (account-pace.ts).
 */
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_LIMIT = 5;
export const ADDRESS_LIMIT = 20;

const LIMITS: Record<string, number> = { account: ACCOUNT_LIMIT, address: ADDRESS_LIMIT };

const normalise = (account: string) => account.trim().toLowerCase();

const keys = (account: string, address: string) =>
  [
    { scope: "account", account: normalise(account), address },
    { scope: "address", account: "", address },
    { scope: "spread", account: normalise(account), address: "" },
  ] as const;

/** Epoch ms until which the counted rows refuse another try, or 0 when none is over its limit. */
export function blockedUntil(rows: { scope: string; attempts: number; windowStart: number }[]): number {
  const over = rows.filter((row) => row.scope in LIMITS && row.attempts > LIMITS[row.scope]);
  return Math.max(0, ...over.map((row) => row.windowStart + FAILURE_WINDOW_MS));
}

async function countTry(ctx: AppContext, account: string, address: string) {
  const now = ctx.now();
  const expired = sql`${loginAttempts.windowStart} <= ${now - FAILURE_WINDOW_MS}`;
  return ctx.db
    .insert(loginAttempts)
    .values(keys(account, address).map((key) => ({ ...key, attempts: 1, windowStart: now })))
    .onConflictDoUpdate({
      target: [loginAttempts.scope, loginAttempts.account, loginAttempts.address],
      set: {
        attempts: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginAttempts.attempts} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now} ELSE ${loginAttempts.windowStart} END`,
      },
    })
    .returning({
      scope: loginAttempts.scope,
      attempts: loginAttempts.attempts,
      windowStart: loginAttempts.windowStart,
    });
}

/**
 * A right password: the account's tries from this address start over, the address's try and the
 * account's try over all addresses are returned.
 */
async function giveTryBack(ctx: AppContext, account: string, address: string): Promise<void> {
  const [own, shared, spread] = keys(account, address);
  await ctx.db
    .delete(loginAttempts)
    .where(
      and(
        eq(loginAttempts.scope, own.scope),
        eq(loginAttempts.account, own.account),
        eq(loginAttempts.address, address),
      ),
    );
  await ctx.db
    .update(loginAttempts)
    .set({ attempts: sql`greatest(${loginAttempts.attempts} - 1, 0)` })
    .where(
      or(
        and(eq(loginAttempts.scope, shared.scope), eq(loginAttempts.address, address)),
        and(eq(loginAttempts.scope, spread.scope), eq(loginAttempts.account, spread.account)),
      ),
    );
}

/** Skips rows that a concurrent try holds, so that pruning never waits on (or deadlocks with) one. */
async function pruneExpired(ctx: AppContext): Promise<void> {
  const { scope, account, address, windowStart } = loginAttempts;
  await ctx.db.execute(sql`
    DELETE FROM ${loginAttempts} WHERE (${scope}, ${account}, ${address}) IN (
      SELECT ${scope}, ${account}, ${address} FROM ${loginAttempts}
      WHERE ${windowStart} <= ${ctx.now() - FAILURE_WINDOW_MS}
      LIMIT 1000 FOR UPDATE SKIP LOCKED)`);
}

/**
 * Counts a password check for `account` from `address`, refuses it with 429 (Retry-After and a
 * bilingual "try again in N minutes") once over a limit, holds it to the account's pace, and then
 * runs `check`.
 */
export async function checkPasswordLimited(
  ctx: AppContext,
  account: string,
  address: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const counted = await countTry(ctx, account, address);
  const until = blockedUntil(counted);
  const waitMs = until - ctx.now();
  if (waitMs > 0) {
    await giveTurnBack(ctx, normalise(account));
    throw new ApiError(429, "auth.tooManyFailures", {
      errorCode: "TOO_MANY_REQUESTS",
      params: { minutes: Math.ceil(waitMs / 60_000) },
      headers: { "Retry-After": String(Math.ceil(waitMs / 1000)) },
    });
  }
  const spread = counted.find((row) => row.scope === "spread");
  if (spread) await keepPace(ctx, normalise(account), address, spread, FAILURE_WINDOW_MS);
  const ok = await check();
  if (ok) await giveTryBack(ctx, account, address);
  else await pruneExpired(ctx);
  return ok;
}
