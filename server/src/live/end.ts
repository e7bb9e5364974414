import { and, eq, ne } from "drizzle-orm";
import type { LiveBatch } from "#contract/live-events";
import { liveMeetings, participants } from "../db/schema-live.ts";
import { meetings } from "../db/schema-meetings.ts";
import { disconnected } from "./calls.ts";
import { Change } from "./change.ts";
import type { LiveDeps } from "./deps.ts";
import { conferenceOf, type LiveContext, lockMeeting, readLiveContext } from "./live-context.ts";

/**
 * Ending a meeting on its bridge: the conference ends, every call is hung up (its record closed,
 * MEETING_ENDED), and the live row keeps when. The caller sets the meeting's own status and times
 * (DELETE /meetings/{id} ends it now; the driver at its end time). A bridge that refuses throws
 * BridgeError before anything is written.
 */
export async function endOnBridge(deps: LiveDeps, change: Change, context: LiveContext): Promise<void> {
  const conference = conferenceOf(context);
  if (conference && !context.live?.endedAt) await deps.drivers(conference.server.model).end(conference);
  await hangUpEveryone(change, context);
}

async function hangUpEveryone(change: Change, context: LiveContext): Promise<void> {
  const { tx, at } = change;
  const id = context.meeting.id;
  const open = await tx
    .select()
    .from(participants)
    .where(and(eq(participants.meetingId, id), ne(participants.status, "OFFLINE")));
  for (const p of open) await disconnected(change, p, at, "MEETING_ENDED");
  if (context.live) {
    await tx
      .update(liveMeetings)
      .set({ endedAt: at, activeSpeakerId: null, message: null, updatedAt: at })
      .where(eq(liveMeetings.meetingId, id));
    change.setMeeting({ activeSpeaker: null, activeSpeakerName: null, message: null });
  }
}

/**
 * The driver ends a meeting at its end time (unless extended): OFFLINE, every call hung up. A bridge
 * that does not answer does not keep it running here: its own end time ends it there too.
 */
export async function autoEnd(deps: LiveDeps, meetingId: string): Promise<LiveBatch | null> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    if (!(await lockMeeting(tx, meetingId))) return null;
    const context = await readLiveContext(tx, meetingId);
    if (!context || context.meeting.status === "OFFLINE" || context.meeting.endAt > now) return null;
    const change = new Change(tx, meetingId, now, null);
    const conference = conferenceOf(context);
    if (conference && !context.live?.endedAt) {
      await deps
        .drivers(conference.server.model)
        .end(conference)
        .catch(() => undefined);
    }
    await hangUpEveryone(change, context);
    await tx.update(meetings).set({ status: "OFFLINE", updatedAt: now }).where(eq(meetings.id, meetingId));
    change.setMeeting({ meetingStatus: "OFFLINE" });
    await change.audit({
      action: "AUTO_END",
      target: { type: "MEETING", id: meetingId, name: context.schedule.name },
      before: { meetingStatus: context.meeting.status },
      after: { meetingStatus: "OFFLINE" },
    });
    return change.commit();
  });
}
