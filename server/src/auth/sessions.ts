import { and, eq, isNull, lt, ne, or } from "drizzle-orm";
import type { CurrentUser, UserType } from "#contract/auth";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { sessions } from "../db/schema.ts";
import { randomToken, sha256 } from "../lib/ids.ts";
import { currentUserOf } from "../people/user-columns.ts";
import { type SessionRow, sessionLookup } from "./session-lookup.ts";

/**
 * Server-side sessions. The client holds a random token; the database holds its SHA-256, so a
 * leaked database does not leak live tokens. Expiry slides with use.
 */
export const SESSION_TTL_MS = 12 * 60 * 60_000;
const SLIDE_STEP_MS = 5 * 60_000;
const KEEP_ENDED_MS = 7 * 24 * 60 * 60_000;

export type EndReason = "LOGOUT" | "RE_LOGIN" | "PASSWORD_CHANGED" | "DISABLED";

export interface SessionUser {
  sessionId: string;
  userId: string;
  account: string;
  type: UserType;
  /** The user's profile and authorities, read with the session (one query per request). */
  profile: CurrentUser;
  /** The departments the user's data authority covers (people/data-scope.ts); empty for SYSTEM users. */
  dataDeptIds: readonly string[];
}

export type ResolvedToken =
  | { ok: true; user: SessionUser }
  | { ok: false; reason: "TOKEN_INVALID" | "RE_LOGIN" };

export async function createSession(
  ctx: AppContext,
  userId: string,
  client: { userAgent: string | null; address: string },
): Promise<string> {
  const token = randomToken();
  const now = ctx.now();
  await ctx.db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now - KEEP_ENDED_MS), lt(sessions.endedAt, now - KEEP_ENDED_MS)));
  await ctx.db.insert(sessions).values({
    id: sha256(token),
    userId,
    createdAt: now,
    expiresAt: now + SESSION_TTL_MS,
    userAgent: client.userAgent?.slice(0, 200) ?? null,
    address: client.address,
  });
  return token;
}

/** The session row of a token hash: from this instance's session cache when it holds it. */
async function sessionRow(ctx: AppContext, id: string): Promise<SessionRow | undefined> {
  const cache = ctx.sessionCache;
  const cached = cache?.get(id);
  if (cached) return cached;
  const stamp = cache?.stamp() ?? 0;
  const [row] = await sessionLookup(ctx.db).execute({ id });
  if (row && cache) cache.put(id, row, stamp);
  return row;
}

/** The session user of a token (the sliding expiry is written rarely). */
export function resolveToken(ctx: AppContext, token: string): Promise<ResolvedToken> {
  return resolveSession(ctx, sha256(token));
}

/** The session user of a session id (the hash of its token), as resolveToken. */
export async function resolveSession(ctx: AppContext, sessionId: string): Promise<ResolvedToken> {
  const now = ctx.now();
  const row = await sessionRow(ctx, sessionId);
  if (!row) return { ok: false, reason: "TOKEN_INVALID" };
  if (row.endedAt !== null)
    return { ok: false, reason: row.endReason === "RE_LOGIN" ? "RE_LOGIN" : "TOKEN_INVALID" };
  if (row.expiresAt <= now || !row.enabled) return { ok: false, reason: "TOKEN_INVALID" };
  if (row.expiresAt - now < SESSION_TTL_MS - SLIDE_STEP_MS) {
    await ctx.db
      .update(sessions)
      .set({ expiresAt: now + SESSION_TTL_MS })
      .where(and(eq(sessions.id, row.sessionId), isNull(sessions.endedAt)));
    // A cached row slides with the stored one (the expiry's update notifies no one).
    row.expiresAt = now + SESSION_TTL_MS;
  }
  const profile = currentUserOf(row);
  return {
    ok: true,
    user: {
      sessionId: row.sessionId,
      userId: row.userId,
      account: row.account,
      type: row.type,
      profile,
      dataDeptIds: row.type === "SYSTEM" ? [] : row.dataDeptIds,
    },
  };
}

export async function endSession(ctx: AppContext, sessionId: string, reason: EndReason): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ endedAt: ctx.now(), endReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

/** Ends every open session of a user, optionally keeping one. */
export async function endUserSessions(
  db: Db,
  now: number,
  userId: string,
  reason: EndReason,
  keepSessionId?: string,
): Promise<void> {
  const open = and(eq(sessions.userId, userId), isNull(sessions.endedAt));
  await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(keepSessionId ? and(open, ne(sessions.id, keepSessionId)) : open);
}
