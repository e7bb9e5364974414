import { LAYOUTS } from "#contract/limits/meetings";

/**
 * Live meetings: meeting control, the monitors and the live stream.
 */

/** A participant's status (spec §3/§4); a reader counts any other value as disconnected. */
export const PARTICIPANT_STATUSES = ["ONLINE", "CONNECTING", "OFFLINE"] as const;
/** A connected participant's call quality (spec §3). */
export const CALL_QUALITIES = ["QUALITY_BAD", "QUALITY_GOOD", "QUALITY_EXCELLENT"] as const;
/**
 * Fixed grids a running meeting may also take, beside the layouts of spec §9 (LAYOUTS). Only these
 * have panes that can be placed (spec §5: not FULL, AUTO, ONE_PLUS_N, TELEPRESENCE or STACKED).
 */
export const FIXED_LAYOUTS = [
  "TWO_BY_TWO",
  "ONE_PLUS_FIVE",
  "ONE_PLUS_SEVEN",
  "THREE_BY_THREE",
  "FOUR_BY_FOUR",
] as const;
/** Every layout of a running meeting: the schedule's ones, then the fixed grids. */
export const CONTROL_LAYOUTS = [...LAYOUTS, ...FIXED_LAYOUTS] as const;
/** The panes of each fixed layout, in placement order (pane 0 is the large one of a 1+N grid). */
export const LAYOUT_PANES: Readonly<Record<(typeof FIXED_LAYOUTS)[number], number>> = {
  TWO_BY_TWO: 4,
  ONE_PLUS_FIVE: 6,
  ONE_PLUS_SEVEN: 8,
  THREE_BY_THREE: 9,
  FOUR_BY_FOUR: 16,
};
/** An on-screen message: at most this many characters, shown for 5 s to an hour, run 1..10 times. */
export const MESSAGE_MAX = 200;
export const MESSAGE_DURATION_MIN_S = 5;
export const MESSAGE_DURATION_MAX_S = 3600;
/** The durations the message dialog offers (seconds). */
export const MESSAGE_DURATION_OPTIONS_S = [10, 30, 60, 300, 600] as const;
export const MESSAGE_COUNT_MAX = 10;
/** Extending a running meeting: by 5..240 minutes at a time; the dialog offers these. */
export const EXTEND_MIN_MINUTES = 5;
export const EXTEND_MAX_MINUTES = 240;
export const EXTEND_OPTIONS_MINUTES = [15, 30, 60] as const;
/** At most this many terminals or addresses in one invite, and entries in a white list. */
export const INVITE_MAX = 100;
export const WHITE_LIST_MAX = 200;
/** A dial address: SIP URI, H.323 alias, E.164 number or IP, without spaces. */
export const DIAL_ADDRESS_MAX = 128;
/** Whether a meeting runs on one MCU or is cascaded over several of its pool. */
export const CASCADE_STATUSES = ["NONE", "CASCADED"] as const;
/** Why a call ended (call detail records) or a participant is disconnected. */
export const CALL_END_REASONS = [
  "HUNG_UP",
  "REMOVED",
  "MOVED",
  "MEETING_ENDED",
  "BUSY",
  "NO_ANSWER",
  "UNREACHABLE",
  "DROPPED",
  "REFUSED",
  "NO_FREE_PORT",
  "LICENCE_PORTS",
  "PROTOCOL_NOT_SUPPORTED",
] as const;
/** Why a running meeting is ABNORMAL. */
export const ABNORMAL_REASONS = [
  "NO_MCU",
  "NO_FREE_PORT",
  "LICENCE_PORTS",
  "MCU_UNREACHABLE",
  "MCU_REFUSED",
] as const;
/** Readiness of a booked meeting, from READINESS_WINDOW_MIN minutes before its start. */
export const READINESS_LEVELS = ["READY", "AT_RISK", "NOT_READY"] as const;
export const READINESS_WINDOW_MIN = 15;
/** What makes a meeting at risk or not ready (the hover text of its readiness). */
export const READINESS_REASONS = [
  "ROOM_WITHOUT_TERMINAL",
  "TERMINAL_UNREGISTERED",
  "TERMINAL_REGISTERING",
  "TERMINAL_BUSY",
  "PROTOCOL_NOT_SUPPORTED",
  "NO_MCU_ONLINE",
  "PORTS_SHORT",
  "LICENCE_PORTS_SHORT",
] as const;
/** What the audit trail records (a control action, or the driver starting and ending the meeting). */
export const AUDIT_ACTIONS = [
  "START",
  "END",
  "AUTO_END",
  "EXTEND",
  "LOCK",
  "MODE",
  "PASSWORD",
  "LAYOUT",
  "PANES",
  "MESSAGE",
  "MESSAGE_CLEARED",
  "MICROPHONE_ALL",
  "CONNECT_ALL",
  "RECONNECT",
  "INVITE",
  "REMOVE",
  "MAIN_VENUE",
  "TOP",
  "MICROPHONE",
  "SPEAKER",
  "CONNECT",
  "MOVE_OUT",
  "MOVE_IN",
  "WHITE_LIST",
] as const;
export const AUDIT_TARGET_TYPES = ["MEETING", "PARTICIPANT"] as const;
/** The two scopes of the live stream: one meeting (everything), or the monitors (meetings, terminals, MCUs). */
export const LIVE_SCOPES = ["MEETING", "MONITOR"] as const;
/** The SSE event names of the live stream (#contract/live-events). */
export const LIVE_EVENTS = { batch: "live", ready: "ready", reset: "reset", closed: "closed" } as const;
/** A stream ticket is single-use and valid this long. */
export const STREAM_TICKET_TTL_S = 60;
/** How long a join ticket's token admits its holder to a Janus room (the page joins at once). */
export const JOIN_TICKET_TTL_S = 120;
/** The statuses the meeting monitor shows (spec §4 labels: in progress, not started, abnormal, connecting). */
export const MONITOR_MEETING_STATUSES = ["ONLINE", "SCHEDULE", "ABNORMAL", "CONNECTING"] as const;
