import { and, asc, eq, gt, isNull, lte } from "drizzle-orm";
import type { JoinTicket, JoinTicketBody } from "#contract/join-tickets";
import { JOIN_TICKET_TTL_S } from "#contract/limits/live";
import type { SessionUser } from "../auth/sessions.ts";
import { users } from "../db/schema.ts";
import { meetings, schedules } from "../db/schema-meetings.ts";
import { ApiError } from "../errors.ts";
import { randomToken } from "../lib/ids.ts";
import { endpointOf, roomIdOf } from "../mcu/janus/janus-http.ts";
import type { LiveDeps } from "./deps.ts";
import { conferenceOf, lockMeeting, readLiveContext } from "./live-context.ts";
import { meetingNotStarted, onBridge } from "./live-errors.ts";

/**
 * A join ticket for the running meeting with that number, for the signed-in caller: the meeting
 * must run on a bridge that takes browsers (JANUS), be unlocked, and the password (when it has
 * one) given. The token is admitted on the bridge until it expires; the browser joins the room
 * with it. Refusals change nothing and name no secret.
 */
export async function issueJoinTicket(
  deps: LiveDeps,
  user: SessionUser,
  number: string,
  body: JoinTicketBody,
): Promise<JoinTicket> {
  const now = deps.now();
  const [found] = await deps.db
    .select({ id: meetings.id })
    .from(meetings)
    .innerJoin(schedules, eq(schedules.id, meetings.scheduleId))
    .where(
      and(
        eq(schedules.meetingNumber, number),
        isNull(meetings.cancelledAt),
        isNull(schedules.cancelledAt),
        lte(meetings.startAt, now),
        gt(meetings.endAt, now),
      ),
    )
    .orderBy(asc(meetings.startAt))
    .limit(1);
  if (!found) throw new ApiError(404, "meetingReads.notFound", { errorCode: "MEETING_NOT_FOUND" });
  return deps.db.transaction(async (tx) => {
    if (!(await lockMeeting(tx, found.id))) throw meetingNotStarted();
    const context = await readLiveContext(tx, found.id);
    const live = context?.live;
    const conference = context ? conferenceOf(context) : null;
    if (!context || !live?.startedAt || live.endedAt || !conference) throw meetingNotStarted();
    const driver = deps.drivers(conference.server.model);
    if (!driver.admit) throw new ApiError(409, "live.noBrowserJoin", { errorCode: "NO_BROWSER_JOIN" });
    if (live.locked) throw new ApiError(409, "live.meetingLocked", { errorCode: "MEETING_LOCKED" });
    if (live.password && body.password !== live.password)
      throw new ApiError(403, "live.wrongPassword", { errorCode: "WRONG_PASSWORD" });
    const expiresAt = now + JOIN_TICKET_TTL_S * 1000;
    // The expiry leads the token, so the bridge's driver can drop expired ones without a store.
    const token = `${Math.floor(expiresAt / 1000)}.${randomToken()}`;
    await onBridge(
      conference.server.name,
      () => driver.admit?.(conference, token, expiresAt) ?? Promise.resolve(),
    );
    const [me] = await tx.select({ name: users.name }).from(users).where(eq(users.id, user.userId));
    return {
      janusUrl: endpointOf(conference.server).api,
      room: roomIdOf(conference.ref),
      token,
      pin: live.password,
      display: body.display?.trim() || me?.name || "",
      expiresAt,
    };
  });
}
