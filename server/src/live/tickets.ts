import { and, eq, gt, isNull } from "drizzle-orm";
import { STREAM_TICKET_TTL_S } from "#contract/limits";
import type { StreamTicket } from "#contract/live-events";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import { sessions, users } from "../db/schema.ts";
import { liveStreamTickets } from "../db/schema-live.ts";
import { meetings, schedules } from "../db/schema-meetings.ts";
import { forbidden, notFound } from "../errors.ts";
import { randomToken, sha256 } from "../lib/ids.ts";
import { mayMonitor, requireWatch } from "./rights.ts";

/**
 * Stream tickets: an EventSource cannot send the `token` header, and a session token in a URL
 * would land in proxy and server logs. So the console asks (with its token header) for a ticket
 * of one scope, single-use and valid STREAM_TICKET_TTL_S seconds, stored hashed like sessions,
 * and opens the stream with it. The stream checks the session behind it as long as it runs.
 */
export async function issueTicket(
  ctx: Pick<AppContext, "db" | "now">,
  user: SessionUser,
  meetingId: string | undefined,
): Promise<StreamTicket> {
  if (meetingId) {
    const [meeting] = await ctx.db
      .select({ hostId: schedules.hostId })
      .from(meetings)
      .innerJoin(schedules, eq(schedules.id, meetings.scheduleId))
      .where(eq(meetings.id, meetingId));
    if (!meeting) throw notFound();
    requireWatch(user, meeting.hostId);
  } else if (!mayMonitor(user)) throw forbidden();
  const ticket = randomToken();
  const now = ctx.now();
  const expiresAt = now + STREAM_TICKET_TTL_S * 1000;
  await ctx.db.insert(liveStreamTickets).values({
    hash: sha256(ticket),
    userId: user.userId,
    sessionId: user.sessionId,
    meetingId: meetingId ?? null,
    createdAt: now,
    expiresAt,
  });
  return { ticket, scope: meetingId ? "MEETING" : "MONITOR", meetingId: meetingId ?? null, expiresAt };
}

export interface Redeemed {
  sessionId: string;
  meetingId: string | null;
}

/** Uses a ticket up (atomically: two instances cannot both take it); null when unknown, used or expired. */
export async function redeemTicket(
  ctx: Pick<AppContext, "db" | "now">,
  ticket: string,
): Promise<Redeemed | null> {
  const now = ctx.now();
  const [row] = await ctx.db
    .update(liveStreamTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(liveStreamTickets.hash, sha256(ticket)),
        isNull(liveStreamTickets.usedAt),
        gt(liveStreamTickets.expiresAt, now),
      ),
    )
    .returning({ sessionId: liveStreamTickets.sessionId, meetingId: liveStreamTickets.meetingId });
  if (!row || !(await sessionAlive(ctx, row.sessionId))) return null;
  return row;
}

/** Whether a session is still open (not ended, not expired, its user enabled). */
export async function sessionAlive(ctx: Pick<AppContext, "db" | "now">, sessionId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, ctx.now()),
        eq(users.enabled, true),
      ),
    );
  return row !== undefined;
}
