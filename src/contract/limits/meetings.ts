/**
 * Meetings and their schedules (spec §4, §5, §9): what a booking may hold and how the lists read them.
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
export const MEETING_TYPES = [
  "VIDEO_MEETING",
  "NETWORK_MEETING",
  "STREAMING",
  "RECORDING",
  "GENERAL",
] as const;
/** A meeting's status (spec §4); a SCHEDULE meeting whose end has passed reads as OFFLINE. */
export const MEETING_STATUSES = ["SCHEDULE", "ONLINE", "ABNORMAL", "CONNECTING", "OFFLINE"] as const;
/** The statuses a not-yet-ended meeting can have: the /home list's status filter. */
export const OPEN_MEETING_STATUSES = MEETING_STATUSES.filter((s) => s !== "OFFLINE");
export const MEETING_MODES = ["SPEECH", "DISCUSSION"] as const;
export const RECURRENCE_KINDS = ["DAILY", "WEEKLY", "MONTHLY"] as const;
/** The tabs of the /home list: every visible meeting, the public ones, those I host, those I attend. */
export const MEETING_TABS = ["all", "public", "hosted", "invited"] as const;
/** What an edit of a series changes: the one occurrence or all its open ones. */
export const EDIT_SCOPES = ["one", "all"] as const;
export const HISTORY_EXPORT_FORMATS = ["xlsx", "csv"] as const;
/** The meeting (product) settings: each one's default and range, in minutes but for the digit count. */
export const PRODUCT_CONFIG_RANGES = {
  appointmentInterval: { default: DEFAULT_APPOINTMENT_INTERVAL_MIN, minimum: 5, maximum: 60 },
  maxDuration: { default: 1440, minimum: 15, maximum: 1440 },
  defaultDuration: { default: DEFAULT_MEETING_DURATION_MIN, minimum: 15, maximum: 1440 },
  meetingNumberDigits: { default: 6, minimum: 4, maximum: 12 },
  joinAdvanceMinutes: { default: 15, minimum: 0, maximum: 60 },
} as const;
