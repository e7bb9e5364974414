/**
 * The participants of a running meeting (spec §3 "Participant", "Participant filter") and the calls
 * on them (#contract/operations/participants; spec §7 "Meetings"). Rights: `meetingControl` (or a SYSTEM user)
 * for any meeting, the meeting's host for their own; anyone else gets 403.
 *
 * | operation (participantsOps)  | request                    | answer (`data`)  |
 * | ---------------------------- | -------------------------- | ---------------- |
 * | participants.list            | ParticipantQuery           | ParticipantPage  |
 * | participants.call            | (reconnect the offline)    | LiveBatch        |
 * | participants.important       | ParticipantFlagParams      | LiveBatch        |
 * | participants.microphone      | ParticipantFlagParams      | LiveBatch        |
 * | participants.speaker         | ParticipantFlagParams      | LiveBatch        |
 * | participants.connect         | ParticipantFlagParams      | LiveBatch        |
 * | participants.topState        | (toggles)                  | LiveBatch        |
 * | participants.top             | ParticipantFlagParams      | LiveBatch        |
 * | participants.move            | ParticipantMoveParams      | LiveBatch        |
 * | participants.remove          | IdParam                    | LiveBatch        |
 * | participants.moveMany        | MoveBody                   | LiveBatch        |
 *
 * Every action answers the LiveBatch it produced (#contract/live-events): the same deltas, with the
 * same `seq`, that every other console receives over the stream.
 */
import { CALL_END_REASONS, CALL_QUALITIES, INVITE_MAX, PARTICIPANT_STATUSES } from "#contract/limits/live";
import { ListQuery } from "#contract/list";
import { CallProtocol, ControlLayout, ServerRef } from "#contract/live-meetings";
import { NStr } from "#contract/records";
import { Enum, Epoch, Id, List, Nullable, Obj, type Static, Type } from "#contract/schema";

export const ParticipantStatus = Enum(PARTICIPANT_STATUSES);
export type ParticipantStatus = Static<typeof ParticipantStatus>;

export const CallQuality = Enum(CALL_QUALITIES);
export type CallQuality = Static<typeof CallQuality>;

export const CallEndReason = Enum(CALL_END_REASONS);
export type CallEndReason = Static<typeof CallEndReason>;

/**
 * One participant (spec §3). `callDirection` true: the bridge dialled it (invites, the rooms'
 * terminals); false: it dialled in. `parStatus`: a reader counts any value other than ONLINE and
 * CONNECTING as disconnected (rules/participant-status). `layout` null: it sees the meeting's.
 * `sort` is the roster order; `top` pins it to the top of the roster.
 */
export const Participant = Obj({
  id: Type.String(),
  meetingId: Type.String(),
  name: Type.String(),
  server: Nullable(ServerRef),
  callAddress: Type.String(),
  roomId: NStr(),
  roomName: NStr(),
  terminalId: NStr(),
  callDirection: Type.Boolean(),
  protocol: CallProtocol,
  parStatus: ParticipantStatus,
  isMainVenue: Type.Boolean(),
  top: Type.Boolean(),
  microphone: Type.Boolean(),
  speaker: Type.Boolean(),
  presentation: Type.Boolean(),
  layout: Nullable(ControlLayout),
  sort: Type.Integer(),
  quality: Nullable(CallQuality),
  connectTimestamp: Nullable(Type.Integer()),
  disconnectTimestamp: Nullable(Type.Integer()),
  /** Why it is disconnected (a failed dial, a drop, a hang-up); null while connected or connecting. */
  disconnectReason: Nullable(CallEndReason),
  activeSpeaker: Type.Boolean(),
});
export type Participant = Static<typeof Participant>;

/** What a delta may change on a participant: any field but its identity. */
export const ParticipantChanges = Type.Partial(Type.Omit(Participant, ["id", "meetingId"]));
export type ParticipantChanges = Static<typeof ParticipantChanges>;

/** The roster totals of spec §4: connected, connecting, disconnected (any other status). */
export const ParticipantTotals = Obj({
  total: Type.Integer(),
  totalConnected: Type.Integer(),
  totalConnecting: Type.Integer(),
  totalDisconnected: Type.Integer(),
});
export type ParticipantTotals = Static<typeof ParticipantTotals>;

/** Comma-separated participant statuses, e.g. `ONLINE,CONNECTING`; none or all three: no filter (spec §4). */
export const ParticipantStatusList = Type.String({
  pattern: "^(ONLINE|CONNECTING|OFFLINE)(,(ONLINE|CONNECTING|OFFLINE)){0,2}$",
});

/**
 * participants.list (spec §3 "Participant filter"): the meeting, a filter text (`keyword`: name or
 * address), the statuses, and the list convention's paging (size up to 500, a whole roster). Sorts:
 * `sort` (roster order: pinned first, then the main venue, then `sort`), `name`, `parStatus`.
 */
export const ParticipantQuery = Obj({
  ...ListQuery({ status: ParticipantStatusList }).properties,
  meetingId: Id(),
});
export type ParticipantQuery = Static<typeof ParticipantQuery> & { page: number; size: number };

/** A page of the roster, its totals over the whole meeting, and the stream position it was read at. */
export const ParticipantPage = Obj({
  records: List(Participant),
  total: Type.Integer(),
  totals: ParticipantTotals,
  /** Open the stream with `since=seq` to get every change after this read. */
  seq: Type.Integer(),
});
export type ParticipantPage = Static<typeof ParticipantPage>;

/** `/participants/{id}/<flag>/{v}`: v is `true` or `false`. */
export const ParticipantFlagParams = Obj({ id: Id(), v: Type.Boolean() });
export type ParticipantFlagParams = Static<typeof ParticipantFlagParams>;

/** `/participants/{id}/move/{target}`: target is the meeting to move to. */
export const ParticipantMoveParams = Obj({ id: Id(), target: Id() });
export type ParticipantMoveParams = Static<typeof ParticipantMoveParams>;

export const MoveTargetParam = Obj({ target: Id() });
export type MoveTargetParam = Static<typeof MoveTargetParam>;

/**
 * The participants to move (spec §5: a target meeting and at
 * least one participant; the server answers a field message for none).
 */
export const MoveBody = Obj({ ids: List(Id(), { maxItems: INVITE_MAX }) });
export type MoveBody = Static<typeof MoveBody>;

/** A connect/disconnect of one call, for the reports (call detail record). */
export const CallRecord = Obj({
  id: Type.String(),
  meetingId: Type.String(),
  participantId: NStr(),
  name: Type.String(),
  callAddress: Type.String(),
  protocol: CallProtocol,
  terminalId: NStr(),
  roomId: NStr(),
  server: Nullable(ServerRef),
  callDirection: Type.Boolean(),
  dialledAt: Type.Integer(),
  /** Null when the call never connected (see endReason). */
  connectedAt: Nullable(Type.Integer()),
  /** Null while the call is up. */
  disconnectedAt: Nullable(Type.Integer()),
  endReason: Nullable(CallEndReason),
});
export type CallRecord = Static<typeof CallRecord>;

/** The meeting's call records, oldest first by default. */
export const CallRecordQuery = ListQuery({ since: Epoch() });
export type CallRecordQuery = Static<typeof CallRecordQuery> & { page: number; size: number };
