import { and, eq, gt, gte, lt } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { meetings, roomBookings } from "../db/schema-meetings.ts";
import { ApiError, forbidden, notFound } from "../errors.ts";
import { Change } from "../live/change.ts";
import type { LiveDeps } from "../live/deps.ts";
import { endOnBridge } from "../live/end.ts";
import { readLiveContext } from "../live/live-context.ts";
import { onBridge } from "../live/live-errors.ts";
import { actorOf } from "../live/rights.ts";
import { findMeetingRow } from "./queries.ts";
import type { RowContext } from "./rows.ts";
import { effectiveStatus, mayEnd } from "./rules.ts";
import { administers } from "./visibility.ts";

/**
 * DELETE /{product}/meetings/{id}: the host or a meeting administrator ends a meeting within its
 * time (from joinAdvanceMinutes before its start until its end). It becomes OFFLINE, ends now, and
 * its room bookings are cut at now (dropped when they had not begun), freeing the rooms. A meeting
 * running on a bridge ends there first (every call hung up); a bridge that refuses leaves it as it
 * was (409 BRIDGE_REFUSED). The audit trail and the live stream record the end.
 */
export async function endMeeting(ctx: AppContext, live: LiveDeps, id: string, context: RowContext) {
  const { user, now, joinAdvanceMinutes } = context;
  const row = await findMeetingRow(ctx.db, id, context);
  if (!row) throw notFound();
  const administered = await administers(ctx.db, user, row.scheduleId);
  if (!mayEnd(user, { creatorId: row.creator.id, hostId: row.host?.id ?? null, administered })) {
    throw forbidden();
  }
  if (row.status === "OFFLINE") throw new ApiError(409, "meetingReads.ended");
  if (now < row.startAt - joinAdvanceMinutes * 60_000) throw new ApiError(409, "meetingReads.notStarted");
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ startAt: meetings.startAt, endAt: meetings.endAt, status: meetings.status })
      .from(meetings)
      .where(eq(meetings.id, id))
      .for("update");
    if (!current || effectiveStatus(current, now) === "OFFLINE")
      throw new ApiError(409, "meetingReads.ended");
    const running = await readLiveContext(tx, id);
    const change = new Change(tx, id, now, actorOf(user));
    const server = running?.master?.name ?? "";
    if (running?.live?.startedAt) await onBridge(server, () => endOnBridge(live, change, running));
    const endAt = Math.max(now, current.startAt);
    await tx
      .update(meetings)
      .set({
        status: "OFFLINE",
        endedAt: now,
        endedBy: user.userId,
        endAt,
        updatedAt: now,
      })
      .where(eq(meetings.id, id));
    await tx.delete(roomBookings).where(and(eq(roomBookings.meetingId, id), gte(roomBookings.startAt, now)));
    await tx
      .update(roomBookings)
      .set({ endAt: now })
      .where(and(eq(roomBookings.meetingId, id), lt(roomBookings.startAt, now), gt(roomBookings.endAt, now)));
    change.setMeeting({ meetingStatus: "OFFLINE", endTimestamp: endAt });
    await change.audit({
      action: "END",
      target: { type: "MEETING", id, name: row.name },
      before: { meetingStatus: current.status },
      after: { meetingStatus: "OFFLINE" },
    });
    await change.commit();
  });
  const ended = await findMeetingRow(ctx.db, id, { ...context, now: ctx.now() });
  if (!ended) throw notFound();
  return ended;
}
