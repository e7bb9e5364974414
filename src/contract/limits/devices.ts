/**
 * Devices (spec §4): MCU servers, terminals, detectors, sensors and door screens.
 */

export const PROTOCOLS = ["SIP", "H323"] as const;
/** A participant's call: a dialled protocol, or WEBRTC (a browser in a Janus VideoRoom). */
export const CALL_PROTOCOLS = [...PROTOCOLS, "WEBRTC"] as const;
/** JANUS: a Janus WebRTC server's VideoRoom (an SFU: browsers join it, it dials nobody). */
export const SERVER_MODELS = ["CMS", "MCU", "RMX", "DMA", "JANUS"] as const;
/** Terminal status (spec §4). */
export const TERMINAL_STATUSES = ["DISCONNECT", "CONNECTED", "CONNECTING"] as const;
/** Whether a detector or an MCU server answers. */
export const DEVICE_STATUSES = ["ONLINE", "OFFLINE"] as const;
/** How the console reaches an MCU server's management interface. */
export const MCU_PROTOCOLS = ["HTTP", "HTTPS"] as const;
/** Sensor status (spec §4). */
export const SENSOR_STATUSES = ["FREE", "BUSYNESS", "ABNORMAL"] as const;
/** Room board (door screen) status (spec §4). */
export const ROOM_BOARD_STATUSES = ["UNBOUND", "CONNECTED", "DISCONNECT", "LOGOUT"] as const;
/** The protocols each MCU model dials (CMS is SIP-only; H.323 needs a gateway in front of it). */
export const MODEL_PROTOCOLS: Readonly<
  Record<(typeof SERVER_MODELS)[number], readonly (typeof PROTOCOLS)[number][]>
> = {
  CMS: ["SIP"],
  MCU: ["SIP", "H323"],
  RMX: ["SIP", "H323"],
  DMA: ["SIP", "H323"],
  JANUS: [],
};
/** Why a probed MCU (a Janus server) is OFFLINE. */
export const MCU_OFFLINE_REASONS = ["UNREACHABLE", "NOT_JANUS", "WRONG_SECRET", "PLUGIN_MISSING"] as const;
/** The Janus admin API's port when none is given (Janus's own default). */
export const JANUS_ADMIN_PORT = 7088;
