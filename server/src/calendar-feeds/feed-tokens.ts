import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { calendarFeeds } from "../db/schema-calendar-feeds.ts";
import { newId, sha256 } from "../lib/ids.ts";

/**
 * The secret of a feed's address. The token is derived from the row's nonce under the server key
 * (its owner reads it again to copy the address), and only its SHA-256 is stored: a copy of the
 * database alone opens no feed. Rotating draws a new nonce, so the old token finds nothing.
 */
export type FeedOwner = { kind: "user"; userId: string } | { kind: "room"; roomId: string };
export type FeedRow = typeof calendarFeeds.$inferSelect;

const ownerColumn = (owner: FeedOwner) =>
  owner.kind === "user" ? eq(calendarFeeds.userId, owner.userId) : eq(calendarFeeds.roomId, owner.roomId);

const ownerValues = (owner: FeedOwner) =>
  owner.kind === "user" ? { userId: owner.userId, roomId: null } : { userId: null, roomId: owner.roomId };

const newNonce = () => randomBytes(16).toString("base64url");

async function tokenOf(ctx: AppContext, nonce: string): Promise<string> {
  return (await ctx.secrets()).derive(`calendar-feed:${nonce}`);
}

export interface IssuedFeed {
  token: string;
  rotatedAt: number;
}

/** The owner's token, made on first use; a row whose hash no longer matches (a new server key) follows the key. */
export async function feedToken(ctx: AppContext, owner: FeedOwner): Promise<IssuedFeed> {
  let [found] = await ctx.db.select().from(calendarFeeds).where(ownerColumn(owner));
  if (!found) {
    const nonce = newNonce();
    // Two first reads at once keep the one row that won.
    await ctx.db
      .insert(calendarFeeds)
      .values({
        id: newId(),
        ...ownerValues(owner),
        nonce,
        tokenHash: sha256(await tokenOf(ctx, nonce)),
        rotatedAt: ctx.now(),
      })
      .onConflictDoNothing();
    [found] = await ctx.db.select().from(calendarFeeds).where(ownerColumn(owner));
  }
  const token = await tokenOf(ctx, found.nonce);
  if (sha256(token) !== found.tokenHash) {
    await ctx.db
      .update(calendarFeeds)
      .set({ tokenHash: sha256(token) })
      .where(eq(calendarFeeds.id, found.id));
  }
  return { token, rotatedAt: found.rotatedAt };
}

/** A new token for the owner; the previous one stops working at once. */
export async function rotateFeed(ctx: AppContext, owner: FeedOwner): Promise<IssuedFeed> {
  const now = ctx.now();
  const nonce = newNonce();
  const token = await tokenOf(ctx, nonce);
  const tokenHash = sha256(token);
  await ctx.db
    .insert(calendarFeeds)
    .values({ id: newId(), ...ownerValues(owner), nonce, tokenHash, rotatedAt: now })
    .onConflictDoUpdate({
      target: owner.kind === "user" ? calendarFeeds.userId : calendarFeeds.roomId,
      set: { nonce, tokenHash, rotatedAt: now },
    });
  return { token, rotatedAt: now };
}

/** The feed a token opens, or null. */
export async function feedOfToken(db: Db, token: string): Promise<FeedRow | null> {
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, sha256(token)));
  return row ?? null;
}
