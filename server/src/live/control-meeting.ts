import { and, eq, lt, ne } from "drizzle-orm";
import type { ControlLayout, ExtendBody, MessageBody, WhiteListEntry } from "#contract/live-meetings";
import { addressKey, isDialAddress, paneCount, panePlacementProblem } from "#contract/rules/meeting-control";
import type { MeetingMode } from "#contract/schedules";
import { participants } from "../db/schema-live.ts";
import { meetings, roomBookings } from "../db/schema-meetings.ts";
import { ApiError, fieldError } from "../errors.ts";
import { isExclusionViolation } from "../lib/db-errors.ts";
import { disconnected } from "./calls.ts";
import { dialParticipants, type Run, roster, updateLive } from "./control-run.ts";
import { mainVenueRequired, noOnlineParticipant, requireCapability } from "./live-errors.ts";

/**
 * The meeting-wide control calls (contract live-meetings): each asks the bridge first, then writes
 * the new state, its deltas and its audit entry. A call that changes nothing writes nothing.
 */
const meetingTarget = (run: Run) => ({
  type: "MEETING" as const,
  id: run.context.meeting.id,
  name: run.context.schedule.name,
});

export async function setLayout(run: Run, layout: ControlLayout): Promise<void> {
  requireCapability(run.driver, run.conference.server, "layout");
  const before = run.live.layout;
  if (before === layout) return;
  await run.bridge((driver, conference) => driver.setLayout(conference, layout));
  const panes = run.live.panes.length <= paneCount(layout) ? run.live.panes : [];
  await updateLive(run, { layout, panes });
  run.change.setMeeting({ layout, panes });
  await run.change.audit({
    action: "LAYOUT",
    target: meetingTarget(run),
    before: { layout: before },
    after: { layout },
  });
}

const PANE_MESSAGES = {
  LAYOUT_NOT_SUPPORTED: "live.paneLayoutUnsupported",
  POSITIONS_NOT_SET: "live.panePositionsRequired",
  NOT_ONLINE: "live.paneNotOnline",
  DUPLICATE: "live.paneDuplicate",
} as const;

export async function placePanes(run: Run, panes: (string | null)[]): Promise<void> {
  requireCapability(run.driver, run.conference.server, "panes");
  const everyone = await roster(run);
  const online = new Set(everyone.filter((p) => p.status === "ONLINE").map((p) => p.id));
  const problem = panePlacementProblem(run.live.layout, panes, online);
  if (problem === "NO_ONLINE_PARTICIPANT") throw noOnlineParticipant();
  if (problem === "TOO_MANY_PANES") {
    throw fieldError({ panes: { key: "live.paneTooMany", params: { max: paneCount(run.live.layout) } } });
  }
  if (problem) throw fieldError({ panes: PANE_MESSAGES[problem] });
  const normalised = panes.map((id) => id || null);
  const refs = new Map(everyone.map((p) => [p.id, p.bridgeCallRef]));
  await run.bridge((driver, conference) =>
    driver.placePanes(
      conference,
      normalised.map((id) => (id ? (refs.get(id) ?? null) : null)),
    ),
  );
  const before = run.live.panes;
  await updateLive(run, { panes: normalised });
  run.change.setMeeting({ panes: normalised });
  await run.change.audit({
    action: "PANES",
    target: meetingTarget(run),
    before: { panes: before },
    after: { panes: normalised },
  });
}

export async function setMode(run: Run, mode: MeetingMode): Promise<void> {
  const before = run.live.mode;
  if (before === mode) return;
  const venue = (await roster(run)).find((p) => p.isMainVenue) ?? null;
  if (mode === "SPEECH" && !venue) throw mainVenueRequired();
  await run.bridge((driver, conference) => driver.setMode(conference, mode, venue?.bridgeCallRef ?? null));
  await updateLive(run, { mode });
  run.change.setMeeting({ mode });
  await run.change.audit({
    action: "MODE",
    target: meetingTarget(run),
    before: { mode: before },
    after: { mode },
  });
}

/** Everyone's microphone on or off (spec §1 "mute all"). */
export async function setMicrophoneAll(run: Run, microphone: boolean): Promise<void> {
  const changed = (await roster(run)).filter((p) => p.microphone !== microphone);
  await run.bridge((driver, conference) => driver.muteAll(conference, microphone));
  if (changed.length > 0) {
    await run.tx
      .update(participants)
      .set({ microphone, updatedAt: run.now })
      .where(
        and(eq(participants.meetingId, run.context.meeting.id), ne(participants.microphone, microphone)),
      );
  }
  for (const p of changed) run.change.changeParticipant(p.id, { microphone });
  await run.change.audit({
    action: "MICROPHONE_ALL",
    target: meetingTarget(run),
    before: { changed: changed.length },
    after: { microphone },
  });
}

export async function showMessage(run: Run, body: MessageBody): Promise<void> {
  await run.bridge((driver, conference) => driver.showMessage(conference, body));
  const message = {
    content: body.content,
    position: body.position,
    durationSeconds: body.durationSeconds,
    count: body.count,
    shownAt: run.now,
    until: run.now + body.durationSeconds * body.count * 1000,
  };
  await updateLive(run, { message });
  run.change.setMeeting({ message });
  await run.change.audit({
    action: "MESSAGE",
    target: meetingTarget(run),
    after: {
      content: body.content,
      position: body.position,
      durationSeconds: body.durationSeconds,
      count: body.count,
    },
  });
}

export async function clearMessage(run: Run): Promise<void> {
  const before = run.live.message;
  if (!before) return;
  await run.bridge((driver, conference) => driver.showMessage(conference, null));
  await updateLive(run, { message: null });
  run.change.setMeeting({ message: null });
  await run.change.audit({
    action: "MESSAGE_CLEARED",
    target: meetingTarget(run),
    before: { content: before.content },
  });
}

/** "" removes the password. The trail records whether there is one, never its digits. */
export async function setPassword(run: Run, password: string): Promise<void> {
  const next = password === "" ? null : password;
  const before = run.live.password;
  if (before === next) return;
  await run.bridge((driver, conference) => driver.setPassword(conference, next));
  await updateLive(run, { password: next });
  run.change.setMeeting({ password: next });
  await run.change.audit({
    action: "PASSWORD",
    target: meetingTarget(run),
    before: { hasPassword: before !== null },
    after: { hasPassword: next !== null },
  });
}

export async function setLocked(run: Run, locked: boolean): Promise<void> {
  if (run.live.locked === locked) return;
  await run.bridge((driver, conference) => driver.lock(conference, locked, run.live.whiteList));
  await updateLive(run, { locked });
  run.change.setMeeting({ locked });
  await run.change.audit({
    action: "LOCK",
    target: meetingTarget(run),
    before: { locked: !locked },
    after: { locked },
  });
}

export async function setWhiteList(run: Run, entries: WhiteListEntry[]): Promise<void> {
  const bad = entries.findIndex((entry) => !isDialAddress(entry.address.trim()));
  if (bad >= 0) throw fieldError({ [`entries.${bad}.address`]: "live.addressInvalid" });
  const seen = new Set<string>();
  const list = entries
    .map((entry) => ({ ...entry, address: entry.address.trim(), name: entry.name?.trim() || null }))
    .filter((entry) => !seen.has(addressKey(entry.address)) && seen.add(addressKey(entry.address)));
  await run.bridge((driver, conference) => driver.lock(conference, run.live.locked, list));
  const before = run.live.whiteList.map((entry) => entry.address);
  await updateLive(run, { whiteList: list });
  await run.change.audit({
    action: "WHITE_LIST",
    target: meetingTarget(run),
    before: { addresses: before },
    after: { addresses: list.map((entry) => entry.address) },
  });
}

/** Connects (dials) everyone disconnected, or disconnects everyone connected or connecting. */
export async function connectAll(run: Run, connect: boolean): Promise<void> {
  const everyone = await roster(run);
  if (connect) {
    const offline = everyone.filter((p) => p.status === "OFFLINE");
    await dialParticipants(run, offline, false);
    await run.change.audit({
      action: "CONNECT_ALL",
      target: meetingTarget(run),
      after: { connect, participants: offline.length },
    });
    return;
  }
  const open = everyone.filter((p) => p.status !== "OFFLINE");
  for (const p of open) {
    if (p.bridgeCallRef)
      await run.bridge((driver, conference) => driver.hangUp(conference, p.bridgeCallRef as string));
    await disconnected(run.change, p, run.now, "HUNG_UP");
  }
  await run.change.audit({
    action: "CONNECT_ALL",
    target: meetingTarget(run),
    after: { connect, participants: open.length },
  });
}

/** Calls that failed or dropped (not those hung up on purpose) are dialled again. */
const RETRIED = new Set(["BUSY", "NO_ANSWER", "UNREACHABLE", "DROPPED", "REFUSED", "NO_FREE_PORT"]);

export async function reconnect(run: Run): Promise<void> {
  const failed = (await roster(run)).filter(
    (p) => p.status === "OFFLINE" && RETRIED.has(p.disconnectReason ?? ""),
  );
  await dialParticipants(run, failed, false);
  await run.change.audit({
    action: "RECONNECT",
    target: meetingTarget(run),
    after: { participants: failed.length },
  });
}

/** Extends the meeting and its room bookings; another booking in the way is a 409 ROOM_BUSY. */
export async function extend(run: Run, body: ExtendBody): Promise<void> {
  const before = run.context.meeting.endAt;
  const endAt = before + body.minutes * 60_000;
  const id = run.context.meeting.id;
  try {
    await run.tx.transaction(async (inner) => {
      await inner
        .update(roomBookings)
        .set({ endAt })
        .where(and(eq(roomBookings.meetingId, id), lt(roomBookings.startAt, endAt)));
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw new ApiError(409, "meeting.roomBusy", { errorCode: "ROOM_BUSY" });
    throw error;
  }
  // The bookings first (a busy room refuses before the bridge is asked), then the bridge.
  await run.bridge((driver, conference) => driver.extend(conference, endAt));
  await run.tx.update(meetings).set({ endAt, updatedAt: run.now }).where(eq(meetings.id, id));
  const extendedMinutes = run.live.extendedMinutes + body.minutes;
  await updateLive(run, { extendedMinutes });
  run.change.setMeeting({ endTimestamp: endAt, extendedMinutes });
  await run.change.audit({
    action: "EXTEND",
    target: meetingTarget(run),
    before: { endAt: before },
    after: { endAt, minutes: body.minutes },
  });
}
