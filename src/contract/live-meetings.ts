/**
 * Meeting control: a running meeting as the control page sees it (spec §3 "Current meeting
 * (control)") and the calls that change it (#contract/operations/live-control) (spec §7 "Meetings", plus extend,
 * speaker, white list and the message's removal, which the spec's screens need). Rights:
 * `meetingControl` (or a SYSTEM user) for any meeting, the meeting's host for their own.
 *
 * | operation (liveControlOps, meetingReadsOps) | request                      | answer (`data`) |
 * | ------------------------------------------- | ---------------------------- | --------------- |
 * | liveControl.live                            | IdParam                      | LiveMeeting     |
 * | liveControl.layout                          | LayoutBody                   | LiveBatch       |
 * | liveControl.panePlacement                   | PanePlacementBody            | LiveBatch       |
 * | liveControl.mode                            | ModeParams                   | LiveBatch       |
 * | liveControl.microphoneAll                   | MeetingFlagParams (all mics) | LiveBatch       |
 * | liveControl.showMessage                     | MessageBody                  | LiveBatch       |
 * | liveControl.clearMessage                    | IdParam                      | LiveBatch       |
 * | liveControl.password                        | PasswordQuery ("" clears it) | LiveBatch       |
 * | liveControl.connectAll                      | MeetingFlagParams (all)      | LiveBatch       |
 * | liveControl.removeParticipants              | IdsBody (remove these)       | LiveBatch       |
 * | liveControl.inviteTerminals                 | InviteTerminalsBody          | LiveBatch       |
 * | liveControl.inviteAddresses                 | InviteAddressesBody          | LiveBatch       |
 * | liveControl.lock                            | MeetingFlagParams            | LiveBatch       |
 * | liveControl.cascade                         | IdParam                      | CascadeInfo     |
 * | liveControl.extend                          | ExtendBody                   | LiveBatch       |
 * | liveControl.whiteList                       | IdParam                      | WhiteList       |
 * | liveControl.inviteCandidates                | InviteCandidateQuery         | Page(InviteCandidate) |
 * | liveControl.setWhiteList                    | WhiteList                    | LiveBatch       |
 * | meetingReads.endMeeting                     | IdParam (end, existing)      | MeetingRow      |
 *
 * A call on a meeting that is not running answers 409 `MEETING_ENDED` ("current meeting has
 * ended", spec §8) or `MEETING_NOT_STARTED`; a bridge that refuses answers 409 `BRIDGE_REFUSED`
 * with its reason and changes nothing. See LIVE_ERROR_CODES.
 */
import { CALL_PROTOCOLS, PROTOCOLS, SERVER_MODELS, TERMINAL_STATUSES } from "#contract/limits/devices";
import {
  ABNORMAL_REASONS,
  CASCADE_STATUSES,
  CONTROL_LAYOUTS,
  DIAL_ADDRESS_MAX,
  EXTEND_MAX_MINUTES,
  EXTEND_MIN_MINUTES,
  INVITE_MAX,
  MESSAGE_COUNT_MAX,
  MESSAGE_DURATION_MAX_S,
  MESSAGE_DURATION_MIN_S,
  MESSAGE_MAX,
  WHITE_LIST_MAX,
} from "#contract/limits/live";
import { MEETING_PASSWORD_DIGITS, MESSAGE_POSITIONS } from "#contract/limits/meetings";
import { ListQuery } from "#contract/list";
import { MeetingStatus } from "#contract/meetings";
import { NStr } from "#contract/records";
import { MeetingMode } from "#contract/schedules";
import {
  Default,
  Enum,
  Id,
  Ids,
  Int,
  List,
  NamedRef,
  Nullable,
  NullableText,
  Obj,
  type Static,
  Str,
  Type,
} from "#contract/schema";

export const ControlLayout = Enum(CONTROL_LAYOUTS);
export type ControlLayout = Static<typeof ControlLayout>;

export const MessagePosition = Enum(MESSAGE_POSITIONS);
export type MessagePosition = Static<typeof MessagePosition>;

export const CascadeStatus = Enum(CASCADE_STATUSES);
export type CascadeStatus = Static<typeof CascadeStatus>;

export const AbnormalReason = Enum(ABNORMAL_REASONS);
export type AbnormalReason = Static<typeof AbnormalReason>;

export const Protocol = Enum(PROTOCOLS);
export type Protocol = Static<typeof Protocol>;

/** A participant's or call record's protocol: WEBRTC too (it joined from a browser). */
export const CallProtocol = Enum(CALL_PROTOCOLS);
export type CallProtocol = Static<typeof CallProtocol>;

export const ServerModel = Enum(SERVER_MODELS);
export type ServerModel = Static<typeof ServerModel>;

/** The MCU a meeting or a participant is on (spec §3 `server {id, serverModel}`), with its name. */
export const ServerRef = Obj({ id: Type.String(), name: Type.String(), serverModel: ServerModel });
export type ServerRef = Static<typeof ServerRef>;

/** What a caller may do with a live meeting: control it (and end it). */
export const ControlRights = Obj({ control: Type.Boolean() });
export type ControlRights = Static<typeof ControlRights>;

/** The message on the participants' screens, until `until` (epoch ms). */
export const OnScreenMessage = Obj({
  content: Type.String(),
  position: MessagePosition,
  durationSeconds: Type.Integer(),
  count: Type.Integer(),
  shownAt: Type.Integer(),
  until: Type.Integer(),
});
export type OnScreenMessage = Static<typeof OnScreenMessage>;

/** One address a locked meeting still admits when it dials in. */
export const WhiteListEntry = Obj({
  address: Str(1, DIAL_ADDRESS_MAX),
  protocol: Protocol,
  name: Default(NullableText(50), null),
});
export type WhiteListEntry = Static<typeof WhiteListEntry>;

export const WhiteList = Obj({ entries: List(WhiteListEntry, { maxItems: WHITE_LIST_MAX }) });
export type WhiteList = Static<typeof WhiteList>;

/**
 * A running (or just ended) meeting on the control page: spec §3 "Current meeting (control)".
 * `id` and `videoId` are the meeting's id; `mainVenue`, `activeSpeaker` and `panes` hold
 * participant ids (a pane may be empty: null). `seq` is the stream position this read is
 * consistent with: open the stream with `since=seq` to miss no change after it.
 */
export const LiveMeeting = Obj({
  id: Type.String(),
  videoId: Type.String(),
  scheduleId: Type.String(),
  name: Type.String(),
  server: Nullable(ServerRef),
  startTimestamp: Type.Integer(),
  endTimestamp: Type.Integer(),
  host: Nullable(NamedRef),
  password: NStr(),
  mode: MeetingMode,
  mainVenue: NStr(),
  mainVenueName: NStr(),
  meetingNumber: Type.String(),
  layout: ControlLayout,
  locked: Type.Boolean(),
  panes: List(NStr()),
  total: Type.Integer(),
  totalConnected: Type.Integer(),
  totalConnecting: Type.Integer(),
  totalDisconnected: Type.Integer(),
  joinMute: Type.Boolean(),
  autoCall: Type.Boolean(),
  autoRecording: Type.Boolean(),
  autoStreaming: Type.Boolean(),
  meetingStatus: MeetingStatus,
  activeSpeaker: NStr(),
  activeSpeakerName: NStr(),
  message: Nullable(OnScreenMessage),
  cascadeStatus: CascadeStatus,
  /** The most participants it may hold (the schedule's capacity). */
  capacity: Type.Integer(),
  /** Minutes added to its booked end so far. */
  extendedMinutes: Type.Integer(),
  abnormalReason: Nullable(AbnormalReason),
  rights: ControlRights,
  seq: Type.Integer(),
});
export type LiveMeeting = Static<typeof LiveMeeting>;

/** What a delta may change on a live meeting: any field but its identity, rights and seq. */
export const LiveMeetingChanges = Type.Partial(
  Type.Omit(LiveMeeting, ["id", "videoId", "scheduleId", "rights", "seq"]),
);
export type LiveMeetingChanges = Static<typeof LiveMeetingChanges>;

export const LayoutBody = Obj({ layout: ControlLayout });
export type LayoutBody = Static<typeof LayoutBody>;

/**
 * The participant shown in each pane of the current fixed
 * layout, in pane order (null leaves a pane to the bridge). Spec §5: positions must be set (at
 * least one, each an online participant of the meeting, none twice); not for FULL, AUTO,
 * ONE_PLUS_N, TELEPRESENCE or STACKED; impossible with no online participant.
 */
export const PanePlacementBody = Obj({ panes: List(Nullable(Id()), { maxItems: 16 }) });
export type PanePlacementBody = Static<typeof PanePlacementBody>;

export const MeetingFlagParams = Obj({ id: Id(), v: Type.Boolean() });
export type MeetingFlagParams = Static<typeof MeetingFlagParams>;

/** `/meetings/{id}/mode/{v}`: SPEECH (only the main venue speaks; needs one) or DISCUSSION. */
export const ModeParams = Obj({ id: Id(), v: MeetingMode });
export type ModeParams = Static<typeof ModeParams>;

/** Shown at `position` for `durationSeconds`, run `count` times (scroll). */
export const MessageBody = Obj({
  content: Str(1, MESSAGE_MAX),
  position: MessagePosition,
  durationSeconds: Int(MESSAGE_DURATION_MIN_S, MESSAGE_DURATION_MAX_S),
  count: Default(Int(1, MESSAGE_COUNT_MAX), 1),
});
export type MessageBody = Static<typeof MessageBody>;

/** Six digits, or empty to remove the password. */
export const PasswordQuery = Obj({
  password: Default(Type.String({ pattern: `^(\\d{${MEETING_PASSWORD_DIGITS}})?$` }), ""),
});
export type PasswordQuery = Static<typeof PasswordQuery>;

/** Minutes added to the end (its rooms stay booked; 409 ROOM_BUSY if taken). */
export const ExtendBody = Obj({ minutes: Int(EXTEND_MIN_MINUTES, EXTEND_MAX_MINUTES) });
export type ExtendBody = Static<typeof ExtendBody>;

/**
 * liveControl.inviteTerminals. Spec §5: a terminal must be selected (or, on the other
 * tab, an address entered): an empty list is a 400 beside `terminalIds`; a terminal already in
 * the meeting is refused (409 ALREADY_IN_MEETING), one whose protocol the meeting's MCU does not
 * dial too (409 PROTOCOL_NOT_SUPPORTED). All or nothing.
 */
export const InviteTerminalsBody = Obj({ terminalIds: Ids(INVITE_MAX) });
export type InviteTerminalsBody = Static<typeof InviteTerminalsBody>;

/**
 * A terminal the invite dialog's terminal tab offers (spec §3 "Terminal (as used in invite)"), and
 * whether it is already in the meeting (then the dialog does not offer it: the server refuses it).
 * Its call (`inCall`): the meeting it is in now, if another one.
 */
export const InviteCandidate = Obj({
  content: Obj({
    id: Type.String(),
    name: Type.String(),
    productDevice: Type.String(),
    dialAddress: Type.String(),
    protocol: Protocol,
    status: Enum(TERMINAL_STATUSES),
  }),
  roomId: NStr(),
  roomName: NStr(),
  inMeeting: Type.Boolean(),
  inCall: Nullable(NamedRef),
});
export type InviteCandidate = Static<typeof InviteCandidate>;

/** The terminals to invite: by name, address or room (`keyword`), a page at a time, by name. */
export const InviteCandidateQuery = ListQuery();
export type InviteCandidateQuery = Static<typeof InviteCandidateQuery> & { page: number; size: number };

/** One free address to dial (the invite dialog's address tab). */
export const InviteAddress = Obj({
  address: Str(1, DIAL_ADDRESS_MAX),
  protocol: Protocol,
  name: Default(NullableText(50), null),
});
export type InviteAddress = Static<typeof InviteAddress>;

/** The same rules as the terminals, beside `addresses`. */
export const InviteAddressesBody = Obj({ addresses: List(InviteAddress, { maxItems: INVITE_MAX }) });
export type InviteAddressesBody = Static<typeof InviteAddressesBody>;

/** The MCUs the meeting spans and how many participants each carries. */
export const CascadeInfo = Obj({
  cascadeStatus: CascadeStatus,
  servers: List(
    Obj({
      server: ServerRef,
      master: Type.Boolean(),
      participants: Type.Integer(),
      portsInUse: Type.Integer(),
      capacity: Type.Integer(),
    }),
  ),
});
export type CascadeInfo = Static<typeof CascadeInfo>;

/** The errorCode values the control calls answer beside their message (spec §8 texts). */
export const LIVE_ERROR_CODES = [
  /** 409: the meeting has ended ("current meeting has ended"). */
  "MEETING_ENDED",
  /** 409: the meeting has not started on its MCU yet. */
  "MEETING_NOT_STARTED",
  /** 409: pane placement or main-venue speech with no online participant ("no online participant"). */
  "NO_ONLINE_PARTICIPANT",
  /** 409: the MCU does not dial that protocol ("protocol type not supported"). */
  "PROTOCOL_NOT_SUPPORTED",
  /** 409: the terminal or address is already a participant of the meeting. */
  "ALREADY_IN_MEETING",
  /** 409: no MCU port is free for another participant, or the meeting is at its capacity. */
  "NO_FREE_PORT",
  /** 409: every concurrent port the licence in force allows is taken (all MCUs together). */
  "LICENCE_PORTS",
  /** 409: the bridge refused or did not answer; nothing changed. The message says why. */
  "BRIDGE_REFUSED",
  /** 409: extending would overlap another booking of one of its rooms. */
  "ROOM_BUSY",
  /** 409: speech mode (or removing the main venue in it) without a main venue. */
  "MAIN_VENUE_REQUIRED",
  /** 409: the meeting is locked; no one new joins (a join ticket). */
  "MEETING_LOCKED",
  /** 403: the meeting's password was not given or is wrong (a join ticket). */
  "WRONG_PASSWORD",
  /** 409: the meeting's bridge takes no browser (a join ticket for a meeting on an MCU). */
  "NO_BROWSER_JOIN",
] as const;
export type LiveErrorCode = (typeof LIVE_ERROR_CODES)[number];
