/**
 * Pushed updates: a Server-Sent Events stream of deltas, keyed by meeting and participant id, in
 * one global sequence (`seq`) across server instances.
 *
 * | operation                           | request                        | answer                        |
 * | ----------------------------------- | ------------------------------ | ----------------------------- |
 * | liveStream.ticket                   | StreamTicketBody (token header) | StreamTicket                 |
 * | liveStream.stream                   | StreamQuery (no token)         | text/event-stream (below)     |
 *
 * 1. Read the state (liveControl.live and participants.list, or a monitor page): each
 *    answer carries `seq`, the position it is consistent with.
 * 2. Ask a ticket (liveStream.ticket, with the `token` header): `meetingId` for one meeting's stream
 *    (rights: meetingControl or its host), none for the monitors' (meetingMonitor, serverMonitor,
 *    mcuMonitor or meetingControl). A ticket is single-use and expires after STREAM_TICKET_TTL_S, so
 *    the session token never appears in a URL (EventSource cannot send headers).
 * 3. Open an EventSource on liveStream.stream with `ticket` and `since=<seq>`. The server first sends
 *    every batch after `since`, then `ready`, then batches as they happen. Events:
 *    - `live` (id: seq) data LiveBatch: apply its deltas in order; skip a batch whose seq you have.
 *    - `ready` data LiveReady: caught up.
 *    - `reset` data LiveReady: `since` is older than what is kept (LIVE_REPLAY_KEEP_MINUTES): read the state
 *      again, then continue from the reset's seq.
 *    - `closed` data LiveClosed: the session ended (logout, disabled): stop.
 *    - a comment line every ~15 s keeps proxies from closing the connection.
 * 4. If the connection drops, close the EventSource, ask a new ticket and reopen with
 *    `since=<last seq applied>`: nothing is lost while the batches are kept.
 *
 * Every control call answers the LiveBatch it produced, so the caller can apply it at once.
 * Scope MEETING gets all deltas of its meeting; scope MONITOR gets `meeting`, `terminal` and
 * `mcu` deltas of every meeting (no participant or audit deltas).
 */
import { LIVE_SCOPES } from "#contract/limits/live";
import { LiveMeetingChanges } from "#contract/live-meetings";
import { MonitorMeeting, TerminalCall } from "#contract/live-monitor";
import { AuditEntry } from "#contract/meeting-audit";
import { Participant, ParticipantChanges } from "#contract/participants";
import { Enum, Id, Int, List, Nullable, Obj, type Static, Str, Type } from "#contract/schema";

/** How many minutes of batches the server keeps for resynchronisation. */
export const LIVE_REPLAY_KEEP_MINUTES = 60;

export const LiveScope = Enum(LIVE_SCOPES);
export type LiveScope = Static<typeof LiveScope>;

/** A change of a live meeting's fields (status, layout, totals, speaker...). */
export const MeetingDelta = Obj({
  type: Enum(["meeting"] as const),
  meetingId: Type.String(),
  changes: LiveMeetingChanges,
});
export type MeetingDelta = Static<typeof MeetingDelta>;

/**
 * A meeting's whole monitor row, sent when it starts on its MCU (it appears among the running
 * ones). A booked meeting entering the readiness window is not pushed: the monitor polls for it.
 */
export const MonitorRowDelta = Obj({
  type: Enum(["monitorRow"] as const),
  meetingId: Type.String(),
  row: MonitorMeeting,
});
export type MonitorRowDelta = Static<typeof MonitorRowDelta>;

/** A participant joined the roster (invited, dialled at start, moved in). */
export const ParticipantAddedDelta = Obj({
  type: Enum(["participantAdded"] as const),
  meetingId: Type.String(),
  participant: Participant,
});
export type ParticipantAddedDelta = Static<typeof ParticipantAddedDelta>;

/** Some fields of a participant changed. */
export const ParticipantDelta = Obj({
  type: Enum(["participant"] as const),
  meetingId: Type.String(),
  participantId: Type.String(),
  changes: ParticipantChanges,
});
export type ParticipantDelta = Static<typeof ParticipantDelta>;

/** A participant left the roster (removed, moved out). */
export const ParticipantRemovedDelta = Obj({
  type: Enum(["participantRemoved"] as const),
  meetingId: Type.String(),
  participantId: Type.String(),
});
export type ParticipantRemovedDelta = Static<typeof ParticipantRemovedDelta>;

/** An entry appended to the meeting's audit trail. */
export const AuditDelta = Obj({
  type: Enum(["audit"] as const),
  meetingId: Type.String(),
  entry: AuditEntry,
});
export type AuditDelta = Static<typeof AuditDelta>;

/** A terminal's call changed: the meeting it is in now (null: none). */
export const TerminalDelta = Obj({
  type: Enum(["terminal"] as const),
  terminalId: Type.String(),
  call: Nullable(TerminalCall),
});
export type TerminalDelta = Static<typeof TerminalDelta>;

/** An MCU's ports in use changed. */
export const McuDelta = Obj({
  type: Enum(["mcu"] as const),
  mcuId: Type.String(),
  portsInUse: Type.Integer(),
});
export type McuDelta = Static<typeof McuDelta>;

export const LiveDelta = Type.Union([
  MeetingDelta,
  MonitorRowDelta,
  ParticipantAddedDelta,
  ParticipantDelta,
  ParticipantRemovedDelta,
  AuditDelta,
  TerminalDelta,
  McuDelta,
]);
export type LiveDelta = Static<typeof LiveDelta>;

/** The deltas of one committed change, in order, at one position of the sequence. */
export const LiveBatch = Obj({
  seq: Type.Integer(),
  at: Type.Integer(),
  /** The meeting it concerns; null for a change of devices alone. */
  meetingId: Nullable(Type.String()),
  deltas: List(LiveDelta),
});
export type LiveBatch = Static<typeof LiveBatch>;

/** `ready` and `reset`: the position the client is at (ready) or must continue from (reset). */
export const LiveReady = Obj({ seq: Type.Integer() });
export type LiveReady = Static<typeof LiveReady>;

export const LiveClosed = Obj({ reason: Enum(["SESSION_ENDED"] as const) });
export type LiveClosed = Static<typeof LiveClosed>;

/** The SSE event names of the stream (kept in #contract/limits/live: the console reads them at run time). */
export { LIVE_EVENTS } from "#contract/limits/live";

/** The meeting to follow, or none for the monitors. */
export const StreamTicketBody = Obj({ meetingId: Type.Optional(Id()) });
export type StreamTicketBody = Static<typeof StreamTicketBody>;

export const StreamTicket = Obj({
  ticket: Type.String(),
  scope: LiveScope,
  meetingId: Nullable(Type.String()),
  expiresAt: Type.Integer(),
});
export type StreamTicket = Static<typeof StreamTicket>;

/** The ticket, and the last seq the client has (default: only new changes). */
export const StreamQuery = Obj({
  ticket: Str(16, 128),
  since: Type.Optional(Int(0, Number.MAX_SAFE_INTEGER)),
});
export type StreamQuery = Static<typeof StreamQuery>;

/** What the stream route declares as its answer (the body is text/event-stream, described above). */
export const LiveStreamText = Type.String({
  description: "text/event-stream of live, ready, reset and closed events",
});
