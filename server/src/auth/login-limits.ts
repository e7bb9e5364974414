import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { loginAttempts } from "../db/schema.ts";
import { ApiError } from "../errors.ts";

/**
 * Password-guessing limits, kept in the database so they hold across instances and restarts: at
 * most 5 tries per account from one client address and 20 per client address over all accounts
 * within a 15-minute window. Keyed on the address too, so that guesses from elsewhere never lock
 * the owner out. Each try is counted before its password is checked, in one upsert, so parallel
 * tries cannot all slip under the limit; a right password gives its try back.
 */
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_LIMIT = 5;
export const ADDRESS_LIMIT = 20;

type Scope = "account" | "address";
const LIMITS: Record<Scope, number> = { account: ACCOUNT_LIMIT, address: ADDRESS_LIMIT };

const normalise = (account: string) => account.trim().toLowerCase();

const keys = (account: string, address: string) =>
  [
    { scope: "account", account: normalise(account), address },
    { scope: "address", account: "", address },
  ] as const;

/** Epoch ms until which the counted rows refuse another try, or 0 when none is over its limit. */
export function blockedUntil(rows: { scope: string; attempts: number; windowStart: number }[]): number {
  const over = rows.filter((row) => row.attempts > LIMITS[row.scope as Scope]);
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

/** A right password: the account's tries from this address start over, the address's try is returned. */
async function giveTryBack(ctx: AppContext, account: string, address: string): Promise<void> {
  const [own, shared] = keys(account, address);
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
    .where(and(eq(loginAttempts.scope, shared.scope), eq(loginAttempts.address, address)));
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
 * bilingual "try again in N minutes") once over a limit, and otherwise runs `check`.
 */
export async function checkPasswordLimited(
  ctx: AppContext,
  account: string,
  address: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const until = blockedUntil(await countTry(ctx, account, address));
  const waitMs = until - ctx.now();
  if (waitMs > 0) {
    throw new ApiError(429, "auth.tooManyFailures", {
      errorCode: "TOO_MANY_REQUESTS",
      params: { minutes: Math.ceil(waitMs / 60_000) },
      headers: { "Retry-After": String(Math.ceil(waitMs / 1000)) },
    });
  }
  const ok = await check();
  if (ok) await giveTryBack(ctx, account, address);
  else await pruneExpired(ctx);
  return ok;
}
