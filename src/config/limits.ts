/**
 * The meeting limits of spec §9, free of build-time settings so that the server imports them too
 * (with the rules in src/utils/recurrence.ts and time-range.ts). src/config/constants.ts re-exports them.
 */
export const DEFAULT_APPOINTMENT_INTERVAL_MIN = 15;
export const DEFAULT_MEETING_DURATION_MIN = 60;
/** Hard cap on the occurrences of one recurring schedule (our own limit; spec §5 does not give one). */
export const RECURRENCE_MAX_OCCURRENCES = 366;
export const MEETING_NAME_MAX = 40;
export const MEETING_PASSWORD_DIGITS = 6;
export const CAPACITY_OPTIONS = [100, 300, 500] as const;
export const BANDWIDTH_OPTIONS_KBPS = [0, 1000, 2000, 4000, 6000, 8000, 10000, 15000, 20000, 30000] as const;
export const LAYOUTS = ["FULL", "AUTO", "ONE_PLUS_N", "TELEPRESENCE", "STACKED"] as const;
export const MESSAGE_POSITIONS = ["TOP", "MIDDLE", "BOTTOM", "SCROLL"] as const;
export const PROTOCOLS = ["SIP", "H323"] as const;
export const SERVER_MODELS = ["CMS", "MCU", "RMX", "DMA"] as const;
export const MEETING_TYPES = [
  "VIDEO_MEETING",
  "NETWORK_MEETING",
  "STREAMING",
  "RECORDING",
  "GENERAL",
] as const;
/** The most ids one `ids=a,b,c` (or `roomIds`) filter may carry. */
export const MAX_FILTER_IDS = 200;
