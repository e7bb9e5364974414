import type {
  CallProtocol,
  ControlLayout,
  MessagePosition,
  ServerModel,
  WhiteListEntry,
} from "#contract/live-meetings";
import type { CallEndReason, CallQuality } from "#contract/participants";
import type { BridgeCapabilities } from "#contract/rules/meeting-control";
import type { MeetingMode } from "#contract/schedules";

/**
 * The MCU driver: what the console asks of a bridge, one interface for every server model. The
 * simulator (simulator.ts) implements it for the MCU models; the Janus driver (janus/) for JANUS,
 * over Janus's HTTP API; another bridge implements the same calls over its own API (the suite in
 * tests/server/mcu-driver-contract.ts says what each must do). A driver keeps no state that
 * matters: the meeting and its participants live in the database, and `observe` is given them,
 * so that any instance can take a meeting over.
 *
 * Every call either succeeds or throws a BridgeError, which the caller turns into a clear 409
 * (BRIDGE_REFUSED) without changing anything.
 */
export interface BridgeServer {
  id: string;
  name: string;
  model: ServerModel;
  address: string;
  port: number;
  protocol: "HTTP" | "HTTPS";
  username: string;
  /** The stored management password (never leaves the server). */
  password: string;
  status: "ONLINE" | "OFFLINE";
  capacity: number;
  /** A JANUS server's admin API port (null: Janus's default). */
  adminPort?: number | null;
}

/** A conference on a bridge: the server it runs on and its id there. */
export interface Conference {
  server: BridgeServer;
  ref: string;
  meetingId: string;
}

export interface ConferenceSpec {
  meetingId: string;
  name: string;
  number: string;
  password: string | null;
  layout: ControlLayout;
  mode: MeetingMode;
  endAt: number;
  capacity: number;
  joinMute: boolean;
}

/** Whom to dial: a participant of ours, at an address, over a protocol. */
export interface CallTarget {
  participantId: string;
  name: string;
  address: string;
  protocol: CallProtocol;
  /** A room terminal's registration status (the simulator cannot reach an unregistered one). */
  terminalStatus: "DISCONNECT" | "CONNECTED" | "CONNECTING" | null;
  microphone: boolean;
}

export interface BridgeMessage {
  content: string;
  position: MessagePosition;
  durationSeconds: number;
  count: number;
}

/** The state `observe` reads: the meeting and its participants as the database holds them. */
export interface ObservedMeeting {
  meetingId: string;
  mode: MeetingMode;
  activeSpeakerId: string | null;
  participants: ObservedParticipant[];
  /** The conference as it stands, for a bridge that lost it (restarted) to make it again. */
  restore?: ConferenceSpec;
}

export interface ObservedParticipant {
  id: string;
  callRef: string | null;
  status: "ONLINE" | "CONNECTING" | "OFFLINE";
  isMainVenue: boolean;
  microphone: boolean;
  quality: CallQuality | null;
  dialledAt: number | null;
  attempt: number;
  terminalStatus: CallTarget["terminalStatus"];
  /** Dialled to a free address rather than a room terminal. */
  address: boolean;
}

/** What happened on the bridge, in time order. */
export type BridgeEvent =
  | { kind: "connected"; participantId: string; at: number; quality: CallQuality }
  | { kind: "disconnected"; participantId: string; at: number; reason: CallEndReason }
  | { kind: "quality"; participantId: string; at: number; quality: CallQuality }
  | { kind: "speaker"; participantId: string | null; at: number }
  /** Someone in the conference the roster does not hold yet (joined by itself: a browser). */
  | { kind: "joined"; callRef: string; name: string; at: number };

export type BridgeFailure = "UNREACHABLE" | "REFUSED" | "UNSUPPORTED";

export class BridgeError extends Error {
  readonly failure: BridgeFailure;
  constructor(failure: BridgeFailure, detail: string) {
    super(detail);
    this.failure = failure;
  }
}

export interface McuDriver {
  /** What this bridge can be asked beyond the common calls; the server refuses the rest before calling. */
  capabilities(server: BridgeServer): BridgeCapabilities;
  /** Creates the conference; answers its id on the bridge. */
  start(server: BridgeServer, spec: ConferenceSpec): Promise<string>;
  end(conference: Conference): Promise<void>;
  extend(conference: Conference, endAt: number): Promise<void>;
  /** Dials out (also an invite); answers the call's id on the bridge. */
  dial(conference: Conference, target: CallTarget): Promise<string>;
  hangUp(conference: Conference, callRef: string): Promise<void>;
  /** Microphone (audio from the participant), speaker (audio to it) and camera of one call. */
  mute(
    conference: Conference,
    callRef: string,
    change: { microphone?: boolean; speaker?: boolean; camera?: boolean },
  ): Promise<void>;
  muteAll(conference: Conference, microphone: boolean): Promise<void>;
  setLayout(conference: Conference, layout: ControlLayout): Promise<void>;
  /** The call shown in each pane of the current fixed layout (null: the bridge chooses). */
  placePanes(conference: Conference, panes: (string | null)[]): Promise<void>;
  showMessage(conference: Conference, message: BridgeMessage | null): Promise<void>;
  /** Locked: only the white list may still dial in. */
  lock(conference: Conference, locked: boolean, whiteList: WhiteListEntry[]): Promise<void>;
  setMode(conference: Conference, mode: MeetingMode, mainVenueCallRef: string | null): Promise<void>;
  setPassword(conference: Conference, password: string | null): Promise<void>;
  /** Moves a call into another conference; answers its id there. */
  move(from: Conference, callRef: string, to: Conference): Promise<string>;
  /**
   * Lets the holder of a join ticket's `token` (valid until `expiresAt`, epoch ms) join from a
   * browser; absent: the bridge takes no browser (an MCU dials its participants).
   */
  admit?(conference: Conference, token: string, expiresAt: number): Promise<void>;
  /** What happened since second `fromSecond` up to `now` (both epoch seconds). */
  observe(
    conference: Conference,
    meeting: ObservedMeeting,
    fromSecond: number,
    now: number,
  ): Promise<BridgeEvent[]>;
}

/** The driver of each server model. */
export type DriverRegistry = (model: ServerModel) => McuDriver;
