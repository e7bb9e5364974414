/**
 * The meeting control rules of spec §5 both sides run: pane placement, invite and move, plus the
 * protocols each MCU model dials and how dial addresses compare. Each answers the problem it finds
 * (null: none); the dialogs and the server word it themselves.
 */
import { type CALL_PROTOCOLS, MODEL_PROTOCOLS, type SERVER_MODELS } from "#contract/limits/devices";
import { DIAL_ADDRESS_MAX, FIXED_LAYOUTS, LAYOUT_PANES } from "#contract/limits/live";

type Protocol = (typeof CALL_PROTOCOLS)[number];
type ServerModel = (typeof SERVER_MODELS)[number];
type FixedLayout = (typeof FIXED_LAYOUTS)[number];

const isFixed = (layout: string): layout is FixedLayout =>
  (FIXED_LAYOUTS as readonly string[]).includes(layout);

/** The panes a layout has for placement: 0 for FULL, AUTO, ONE_PLUS_N, TELEPRESENCE and STACKED. */
export const paneCount = (layout: string): number => (isFixed(layout) ? LAYOUT_PANES[layout] : 0);

/** Spec §5: pane placement is not supported for full, auto, 1+N, telepresence or stacked layouts. */
export const supportsPanePlacement = (layout: string): boolean => paneCount(layout) > 0;

export type PanePlacementProblem =
  | "LAYOUT_NOT_SUPPORTED"
  | "NO_ONLINE_PARTICIPANT"
  | "POSITIONS_NOT_SET"
  | "TOO_MANY_PANES"
  | "NOT_ONLINE"
  | "DUPLICATE";

/**
 * Spec §5 "Layout pane placement", in the order a user meets them: the layout must have panes,
 * someone must be online, positions must be set (at least one pane given), no more panes than the
 * layout has, each placed participant online, none placed twice.
 */
export function panePlacementProblem(
  layout: string,
  panes: readonly (string | null)[],
  onlineIds: ReadonlySet<string>,
): PanePlacementProblem | null {
  if (!supportsPanePlacement(layout)) return "LAYOUT_NOT_SUPPORTED";
  if (onlineIds.size === 0) return "NO_ONLINE_PARTICIPANT";
  const placed = panes.filter((id): id is string => id !== null && id !== "");
  if (placed.length === 0) return "POSITIONS_NOT_SET";
  if (panes.length > paneCount(layout)) return "TOO_MANY_PANES";
  if (placed.some((id) => !onlineIds.has(id))) return "NOT_ONLINE";
  if (new Set(placed).size !== placed.length) return "DUPLICATE";
  return null;
}

/** Whether an MCU model dials a protocol (CMS is SIP-only; none dials a browser, WEBRTC). */
export const protocolSupported = (model: ServerModel, protocol: Protocol): boolean =>
  (MODEL_PROTOCOLS[model] as readonly Protocol[]).includes(protocol);

/** Spec §5 "Invite": a terminal must be selected or an address entered. */
export function inviteProblem(
  terminalIds: readonly string[],
  addresses: readonly unknown[],
): "NOTHING_SELECTED" | null {
  return terminalIds.length === 0 && addresses.length === 0 ? "NOTHING_SELECTED" : null;
}

/** A dial address: printable, no spaces, at most DIAL_ADDRESS_MAX characters. */
export const isDialAddress = (address: string): boolean =>
  address.length > 0 && address.length <= DIAL_ADDRESS_MAX && /^[\w.~:@+#*\-[\]/=;!$&'()%,]+$/u.test(address);

/** The address without a `sip:`/`h323:` scheme, lower-cased: how "already in the meeting" compares. */
export const addressKey = (address: string): string =>
  address
    .trim()
    .replace(/^(sips?|h323):/i, "")
    .toLowerCase();

export type MoveProblem = "NO_TARGET" | "NO_PARTICIPANT" | "SAME_MEETING";

/** Spec §5 "Move": a target meeting and at least one participant, and not the meeting they are in. */
export function moveProblem(
  sourceMeetingId: string | null,
  targetMeetingId: string | null | undefined,
  participantIds: readonly string[],
): MoveProblem | null {
  if (!targetMeetingId) return "NO_TARGET";
  if (participantIds.length === 0) return "NO_PARTICIPANT";
  if (sourceMeetingId !== null && sourceMeetingId === targetMeetingId) return "SAME_MEETING";
  return null;
}

/** The meeting monitor's label of a status (spec §4: in progress, not started, abnormal, connecting). */
export function monitorLabel(
  status: string,
): "inProgress" | "notStarted" | "abnormal" | "connecting" | "ended" {
  switch (status) {
    case "ONLINE":
      return "inProgress";
    case "SCHEDULE":
      return "notStarted";
    case "ABNORMAL":
      return "abnormal";
    case "CONNECTING":
      return "connecting";
    default:
      return "ended";
  }
}

/**
 * What a bridge can be asked beyond the calls every model takes. An SFU (JANUS) composes no
 * picture (no layout, no panes), dials nobody, moves nobody and cannot mute what one participant
 * hears: participants join it themselves and choose what they receive.
 */
export interface BridgeCapabilities {
  layout: boolean;
  panes: boolean;
  dialOut: boolean;
  move: boolean;
  /** Muting what one participant hears (its speaker). */
  speakerMute: boolean;
}
export type BridgeCapability = keyof BridgeCapabilities;

const MCU_CAPABILITIES: BridgeCapabilities = {
  layout: true,
  panes: true,
  dialOut: true,
  move: true,
  speakerMute: true,
};
export const SFU_CAPABILITIES: BridgeCapabilities = {
  layout: false,
  panes: false,
  dialOut: false,
  move: false,
  speakerMute: false,
};

/** The capabilities of a server model (the console's controls follow them; the driver declares the same). */
export const modelCapabilities = (model: ServerModel): BridgeCapabilities =>
  model === "JANUS" ? SFU_CAPABILITIES : MCU_CAPABILITIES;
