import { lt } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { usedNonces } from "../db/schema.ts";

/** Nonces of encrypted passwords: each may be used once (kept for 7 days). */
const NONCE_TTL_MS = 7 * 24 * 60 * 60_000;

/** Records the nonce; false when it was already used. */
export async function spendNonce(ctx: AppContext, nonce: string): Promise<boolean> {
  const now = ctx.now();
  await ctx.db.delete(usedNonces).where(lt(usedNonces.expiresAt, now));
  const inserted = await ctx.db
    .insert(usedNonces)
    .values({ nonce, expiresAt: now + NONCE_TTL_MS })
    .onConflictDoNothing()
    .returning({ nonce: usedNonces.nonce });
  return inserted.length === 1;
}
