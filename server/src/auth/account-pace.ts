import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, gt, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { loginAttempts, sessions, users } from "../db/schema.ts";
import { ApiError } from "../errors.ts";
import { t } from "../i18n.ts";
import { readMailRow } from "../notifications/mail-settings.ts";
import { enqueue } from "../notifications/outbox.ts";

/**
 * The pace of one account's password checks over all addresses, against guesses spread over many
 * addresses (each of which stays under the per-address limits). The first SPREAD_FREE tries of a
 * window run at once; after them the gaps between checks grow by PACE_STEP_MS each (1 s, 2 s, 3 s …),
 * so a window allows some fifty checks of the account instead of one per address. A try whose turn
 * is more than PACE_MAX_WAIT_MS away is refused (429) and gives its place back; one within it waits
 * for its turn. Nothing locks the owner out: a right password from an address the account has a
 * session from (its usual addresses) is never paced, and the owner is told once per window.
 */
export const SPREAD_FREE = 10;
export const PACE_STEP_MS = 1000;
export const PACE_MAX_WAIT_MS = 5000;

export interface SpreadRow {
  attempts: number;
  windowStart: number;
}

/** How long the try that made `row` must wait for its turn; 0: at once. */
export function paceWait(row: SpreadRow, now: number): number {
  const past = row.attempts - SPREAD_FREE;
  if (past <= 0) return 0;
  return Math.max(0, row.windowStart + (PACE_STEP_MS * past * (past + 1)) / 2 - now);
}

async function isUsualAddress(ctx: AppContext, account: string, address: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(sql`lower(${users.account}) = ${account}`, eq(sessions.address, address)))
    .limit(1);
  return row !== undefined;
}

/** A refused try does not hold a turn: the next one gets it. */
export async function giveTurnBack(ctx: AppContext, account: string): Promise<void> {
  await ctx.db
    .update(loginAttempts)
    .set({ attempts: sql`greatest(${loginAttempts.attempts} - 1, 0)` })
    .where(and(eq(loginAttempts.scope, "spread"), eq(loginAttempts.account, account)));
}

/** Marks this window as told; true for the one try that marked it (all instances share the row). */
async function firstToTell(ctx: AppContext, account: string, windowStart: number): Promise<boolean> {
  const marked = await ctx.db
    .insert(loginAttempts)
    .values({ scope: "told", account, address: "", attempts: 1, windowStart })
    .onConflictDoUpdate({
      target: [loginAttempts.scope, loginAttempts.account, loginAttempts.address],
      set: { windowStart },
      setWhere: sql`${loginAttempts.windowStart} < ${windowStart}`,
    })
    .returning({ account: loginAttempts.account });
  return marked.length > 0;
}

/** Mails the owner (in the notices' language) that their account is being guessed at. */
async function tellOwner(ctx: AppContext, account: string, row: SpreadRow, windowMs: number): Promise<void> {
  if (!(await firstToTell(ctx, account, row.windowStart))) return;
  const [owner] = await ctx.db
    .select({ name: users.name, email: users.email, account: users.account })
    .from(users)
    .where(sql`lower(${users.account}) = ${account}`);
  if (!owner?.email) return;
  const [addresses] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.scope, "account"),
        eq(loginAttempts.account, account),
        gt(loginAttempts.windowStart, ctx.now() - windowMs),
      ),
    );
  const language = (await readMailRow(ctx.db))?.language ?? "zh-CN";
  const params = {
    name: owner.name,
    account: owner.account,
    count: row.attempts,
    addresses: addresses?.count ?? 1,
    minutes: Math.round(windowMs / 60_000),
  };
  await enqueue(
    ctx.db,
    [
      {
        channel: "EMAIL",
        recipient: owner.email,
        recipientName: owner.name,
        subject: t(language, "auth.pacedMailSubject", params),
        body: t(language, "auth.pacedMailBody", params),
      },
    ],
    ctx.now(),
  );
}

/**
 * Holds a try of `account` (normalised) from `address` to the account's pace within its window of
 * `windowMs`: returns once it may be checked, or throws 429 when its turn is too far away.
 */
export async function keepPace(
  ctx: AppContext,
  account: string,
  address: string,
  row: SpreadRow,
  windowMs: number,
): Promise<void> {
  if (row.attempts <= SPREAD_FREE) return;
  await tellOwner(ctx, account, row, windowMs);
  const wait = paceWait(row, ctx.now());
  if (wait === 0 || (await isUsualAddress(ctx, account, address))) return;
  if (wait > PACE_MAX_WAIT_MS) {
    await giveTurnBack(ctx, account);
    throw new ApiError(429, "auth.accountPaced", {
      errorCode: "TOO_MANY_REQUESTS",
      params: { seconds: Math.ceil(wait / 1000) },
      headers: { "Retry-After": String(Math.ceil(wait / 1000)) },
    });
  }
  await sleep(wait);
}
