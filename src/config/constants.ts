/** Business constants of spec §9 and the wire settings of DESIGN.md §2, in one place. */
export const API_BASE = "/api/v1";
export const PRODUCT: string = import.meta.env?.VITE_PRODUCT ?? "meeting";

export const REQUEST_TIMEOUT_MS = 600_000;
export const UPLOAD_TIMEOUT_MS = 600_000;
export const REDIRECT_DELAY_MS = 3_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const MIN_DESKTOP_WIDTH = 1192;
export const ORG_TREE_DEPTH = 1;
export const DATE_FORMAT = "YYYY/MM/DD HH:mm";

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

export const LANGUAGES = ["zh-CN", "en-US"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "zh-CN";
