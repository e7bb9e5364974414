/**
 * The limits of the wire and of spec §9, shared by both sides: the contract's schemas, the server's
 * rules and the console's forms read them here. Free of build-time settings and of TypeBox, so that
 * the console takes only the numbers. src/config/constants.ts re-exports them.
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
/** Minutes east of UTC a day count or an export is written in: UTC-12 to UTC+14, China by default. */
export const MIN_UTC_OFFSET = -720;
export const MAX_UTC_OFFSET = 840;
export const DEFAULT_UTC_OFFSET = 480;
/** The most ids one `ids=a,b,c` (or `roomIds`) filter may carry. */
export const MAX_FILTER_IDS = 200;

/** Ids are strings of at most this many characters (DESIGN.md §2). */
export const ID_MAX = 64;
/** 9999-12-31T23:59:59.999Z, the latest epoch millisecond a time may carry. */
export const EPOCH_MAX = 253_402_300_799_999;
/** Lists (DESIGN.md §2): `size` defaults to 20 and is at most 500. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 500;
export const MAX_PAGE = 1_000_000;
export const KEYWORD_MAX = 100;
/** A batch body `{ ids }` carries 1..500 ids. */
export const MAX_BATCH_IDS = 500;
/** User types (spec §3): SYSTEM users see every system page. */
export const USER_TYPES = ["SYSTEM", "NORMAL"] as const;
/**
 * How users sign in: the console's own form with local passwords (LOCAL), the same form where users
 * synchronised from the directory bind with their directory password (LDAP; local accounts keep
 * theirs), or an external login page (CAS, OAUTH2, SAML).
 */
export const LOGIN_TYPES = ["LOCAL", "LDAP", "CAS", "OAUTH2", "SAML"] as const;
/** The parent id of the top departments, and the department of users without one. */
export const ORG_ROOT_ID = "0";
/** The desktop clients of the app hub. */
export const APP_PLATFORMS = ["WINDOWS", "MAC", "LINUX"] as const;
/** The meeting (product) settings: each one's default and range, in minutes but for the digit count. */
export const PRODUCT_CONFIG_RANGES = {
  appointmentInterval: { default: DEFAULT_APPOINTMENT_INTERVAL_MIN, minimum: 5, maximum: 60 },
  maxDuration: { default: 1440, minimum: 15, maximum: 1440 },
  defaultDuration: { default: DEFAULT_MEETING_DURATION_MIN, minimum: 15, maximum: 1440 },
  meetingNumberDigits: { default: 6, minimum: 4, maximum: 12 },
  joinAdvanceMinutes: { default: 15, minimum: 0, maximum: 60 },
} as const;
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
/** The levels of the location tree. */
export const LOCATION_LEVELS = ["REGION", "BUILDING", "FLOOR"] as const;

/* ---- Live meetings (meeting control, monitors, the live stream) ---- */

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
/** The protocols each MCU model dials (CMS is SIP-only; H.323 needs a gateway in front of it). */
export const MODEL_PROTOCOLS: Readonly<
  Record<(typeof SERVER_MODELS)[number], readonly (typeof PROTOCOLS)[number][]>
> = {
  CMS: ["SIP"],
  MCU: ["SIP", "H323"],
  RMX: ["SIP", "H323"],
  DMA: ["SIP", "H323"],
};
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
export const ABNORMAL_REASONS = ["NO_MCU", "NO_FREE_PORT", "LICENCE_PORTS", "MCU_UNREACHABLE"] as const;
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
/** The statuses the meeting monitor shows (spec §4 labels: in progress, not started, abnormal, connecting). */
export const MONITOR_MEETING_STATUSES = ["ONLINE", "SCHEDULE", "ABNORMAL", "CONNECTING"] as const;
/** People (spec §3 "User form"): the sexes a user may state, and the lengths of the user's fields. */
export const USER_SEXES = ["MALE", "FEMALE"] as const;
export const ACCOUNT_MAX = 64;
/** An account: letters, digits and `._@-`, starting with a letter or digit. */
export const ACCOUNT_PATTERN = "^[A-Za-z0-9][A-Za-z0-9._@-]*$";
export const PERSON_NAME_MAX = 50;
export const EMAIL_MAX = 128;
export const PHONE_MAX = 32;
export const ADDRESS_MAX = 200;
/** Departments, role groups and roles: a name of at most this many characters. */
export const DEPT_NAME_MAX = 50;
export const ROLE_NAME_MAX = 50;
export const ROLE_DESCRIPTION_MAX = 200;
/** The most users one batch call (delete, role change, role members) names. */
export const MAX_BATCH_USERS = 500;
/** The most departments one data-authority call names. */
export const MAX_AUTHORITY_DEPTS = 2000;
/** Unpaged people lists (a role's add-users picker, the administrators) stop at this many. */
export const PEOPLE_LIST_CAP = 1000;
/** The kind of node in the role-group tree. */
export const ROLE_TREE_NODE_TYPES = ["GROUP", "ROLE"] as const;
/** A permission name sent as a role's resource is at most this long (unknown names are refused). */
export const PERMISSION_NAME_MAX = 64;
/**
 * The password rule an administrator sets (user setting, authentication): the shortest length and how
 * many of the four classes (upper-case, lower-case, digit, symbol) a password holds. At most
 * PASSWORD_MAX_LENGTH characters whatever the rule.
 */
export const PASSWORD_MAX_LENGTH = 32;
export const PASSWORD_POLICY_RANGES = {
  minLength: { default: 8, minimum: 6, maximum: PASSWORD_MAX_LENGTH },
  minClasses: { default: 3, minimum: 1, maximum: 4 },
} as const;
/** The directory connection (LDAP): lengths of its settings. */
export const LDAP_URL_MAX = 255;
export const LDAP_DN_MAX = 1000;
export const LDAP_FILTER_MAX = 1000;
/** `ldap://host[:port]` or `ldaps://host[:port]`, nothing after the address. */
export const LDAP_URL_PATTERN =
  "^ldaps?://[A-Za-z0-9.\\-]+(:[0-9]{1,5})?/?$|^ldaps?://\\[[0-9A-Fa-f:.]+\\](:[0-9]{1,5})?/?$";
/** An attribute name of the directory (letters, digits and hyphens, starting with a letter). */
export const LDAP_ATTRIBUTE_PATTERN = "^[A-Za-z][A-Za-z0-9-]{0,63}$";
/** The attributes a directory user is read with, by default (inetOrgPerson, OpenLDAP's entryUUID). */
export const LDAP_DEFAULT_ATTRIBUTES = {
  account: "uid",
  name: "cn",
  email: "mail",
  phone: "telephoneNumber",
  id: "entryUUID",
} as const;
export const LDAP_DEFAULT_USER_FILTER = "(objectClass=inetOrgPerson)";
/** The most OU mappings, and OUs read from the directory for choosing one. */
export const LDAP_MAX_OUS = 1000;
/** A synchronisation: running, or how it ended. */
export const LDAP_SYNC_STATUSES = ["RUNNING", "SUCCEEDED", "FAILED"] as const;
/** What a running synchronisation is doing. */
export const LDAP_SYNC_PHASES = ["CONNECTING", "SEARCHING", "WRITING", "DISABLING", "DONE"] as const;
/** Why a synchronisation or a connection test failed (the first four change nothing by construction). */
export const LDAP_FAILURES = [
  "NOT_CONFIGURED",
  "KEY_UNREADABLE",
  "CONNECT_FAILED",
  "BIND_FAILED",
  "BASE_NOT_FOUND",
  "SEARCH_FAILED",
  "EMPTY_DIRECTORY",
  "INTERRUPTED",
  "WRITE_FAILED",
] as const;
/** Why one directory entry was left out of a synchronisation. */
export const LDAP_ENTRY_PROBLEMS = [
  "ACCOUNT_MISSING",
  "ACCOUNT_INVALID",
  "ACCOUNT_LOCAL",
  "ACCOUNT_DUPLICATE",
  "ID_MISSING",
] as const;
/** The most entry problems a synchronisation keeps (the count goes on). */
export const LDAP_MAX_REPORTED_PROBLEMS = 100;
/** Where a user comes from: created here, or synchronised from the directory. */
export const USER_SOURCES = ["LOCAL", "LDAP"] as const;

/** Single sign-on: the external login types, and what their settings may hold. */
export const SSO_PROTOCOLS = ["CAS", "OAUTH2", "SAML"] as const;
export const SSO_URL_MAX = 500;
/** An http(s) address with a host, no spaces. */
export const SSO_URL_PATTERN = "^https?://[^\\s/?#]+[^\\s]*$";
export const SSO_METADATA_MAX = 100_000;
export const SSO_CERTIFICATE_MAX = 10_000;
/** The claim or attribute that names the account when the form gives none. */
export const SSO_DEFAULT_ACCOUNT_ATTRIBUTE = {
  CAS: "user",
  OAUTH2: "preferred_username",
  SAML: "nameID",
} as const;
export const SSO_DEFAULT_SCOPES = "openid profile email";
/** Why a single sign-on did not end in a session (the /singleLogin page says it in words). */
export const SSO_FAILURES = [
  "NOT_CONFIGURED",
  "STATE_INVALID",
  "PROVIDER_UNREACHABLE",
  "PROVIDER_REFUSED",
  "RESPONSE_INVALID",
  "ACCOUNT_MISSING",
  "UNKNOWN_ACCOUNT",
  "ACCOUNT_DISABLED",
  "GRANT_INVALID",
] as const;
/** Notifications: the channels a template is sent through, and the meeting events that send one. */
export const NOTICE_CHANNELS = ["EMAIL", "IM", "SMS"] as const;
export const NOTICE_EVENTS = ["SCHEDULED", "UPDATED", "CANCELLED"] as const;
/** What a template may name between double braces, e.g. {{meetingName}}. */
export const NOTICE_PLACEHOLDERS = [
  "meetingName",
  "startTime",
  "endTime",
  "rooms",
  "meetingNumber",
  "host",
] as const;
export const NOTICE_SUBJECT_MAX = 200;
export const NOTICE_BODY_MAX = 4000;
/** How the server talks to the mail server: plain, upgraded with STARTTLS, or TLS from the start. */
export const MAIL_SECURITIES = ["NONE", "STARTTLS", "TLS"] as const;
export const MAIL_HOST_MAX = 253;
/** A mail address as the forms check it (one @, a dot in the domain, no spaces). */
export const EMAIL_PATTERN = "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$";
/** A queued send: waiting (or between retries), sent, or given up after its last retry. */
export const OUTBOX_STATUSES = ["PENDING", "SENT", "FAILED"] as const;
/** The languages a notification can be written in. */
export const NOTICE_LANGUAGES = ["zh-CN", "en-US"] as const;
/** Time servers the network tab keeps, and why a test of one can fail. */
export const NTP_SERVERS_MAX = 4;
export const NTP_FAILURES = ["TIMEOUT", "UNREACHABLE", "BAD_REPLY"] as const;
/** The login page: its title per language, and its images (checked by content, at most this large). */
export const LOGIN_TITLE_MAX = 64;
export const LOGIN_IMAGE_KINDS = ["logo", "background"] as const;
export const LOGIN_IMAGE_MAX_BYTES = { logo: 512 * 1024, background: 4 * 1024 * 1024 } as const;
/** Feedback users send from the user menu: its kinds, states, length, and how many one user may send per hour. */
export const FEEDBACK_CATEGORIES = ["PROBLEM", "SUGGESTION", "OTHER"] as const;
export const FEEDBACK_STATUSES = ["OPEN", "HANDLED"] as const;
export const FEEDBACK_CONTENT_MAX = 2000;
export const FEEDBACK_PER_HOUR = 10;
/** The dictionaries administrators manage (their values are what rooms store: ROOM_TYPE, ROOM_EQUIPMENT). */
export const DICT_TYPES = ["ROOM_TYPE", "ROOM_EQUIPMENT"] as const;
export const DICT_VALUE_PATTERN = "^[A-Z][A-Z0-9_]{0,31}$";
export const DICT_LABEL_MAX = 50;
export const DICT_ITEMS_MAX = 200;
/** Licences: what runs without one (docs/licences.md), and the size of a licence file. */
export const EVALUATION_LICENCE = { rooms: 100, ports: 100 } as const;
export const LICENCE_FILE_MAX_BYTES = 64 * 1024;
/** Why an uploaded licence is refused. */
export const LICENCE_PROBLEMS = ["MALFORMED", "FORGED", "EXPIRED", "OTHER_SERIAL", "OVER_USE"] as const;
/** Desktop client packages: the largest upload, and the package kinds recognised by their bytes. */
export const APP_PACKAGE_MAX_BYTES = 1024 * 1024 * 1024;
export const APP_PACKAGE_KINDS = ["exe", "msi", "dmg", "pkg", "deb", "rpm", "AppImage", "zip"] as const;
/** Which package kinds each platform takes. */
export const APP_PLATFORM_KINDS = {
  WINDOWS: ["exe", "msi", "zip"],
  MAC: ["dmg", "pkg", "zip"],
  LINUX: ["deb", "rpm", "AppImage", "zip"],
} as const;
export const APP_VERSION_MAX = 32;
export const RELEASE_NOTES_MAX = 2000;
/** Reports (docs/reports.md): how a series is bucketed, in the organisation's time zone (weeks start on Monday). */
export const REPORT_GRANULARITIES = ["day", "week", "month"] as const;
/** The concurrency reports may also bucket by hour. */
export const CONCURRENCY_GRANULARITIES = ["hour", "day", "week", "month"] as const;
/** The `{x}` of /report/statistic/{x}/by-concurrent: a meeting type's path segment, or every type. */
export const REPORT_TYPE_SEGMENTS = ["all", "video", "network", "streaming", "recording", "general"] as const;
/** What each `{x}` segment selects (null: every type). */
export const REPORT_SEGMENT_TYPES = {
  all: null,
  video: "VIDEO_MEETING",
  network: "NETWORK_MEETING",
  streaming: "STREAMING",
  recording: "RECORDING",
  general: "GENERAL",
} as const satisfies Record<(typeof REPORT_TYPE_SEGMENTS)[number], (typeof MEETING_TYPES)[number] | null>;
/** Booked versus used: what became of a booking (src/contract/rules/booking-usage.ts). */
export const BOOKING_USAGES = ["USED", "PARTLY_USED", "NO_SHOW", "GHOST"] as const;
/** How booked versus used is grouped. */
export const BOOKING_USAGE_GROUPINGS = ["department", "room", "organiser"] as const;
export const REPORT_EXPORT_FORMATS = ["xlsx", "csv"] as const;
/** The longest range a report covers, in days (a year and a month). */
export const REPORT_MAX_DAYS = 400;
/** The most bars a by-user or by-room chart answers (the largest first). */
export const REPORT_MAX_BARS = 50;
/** A day (`YYYY-MM-DD`, in the organisation's time zone) or an epoch millisecond inside that day. */
export const REPORT_DAY_PATTERN = "^(\\d{4}-\\d{2}-\\d{2}|\\d{1,15})$";
/** An IANA time zone name (the organisation's, a setting). */
export const TIME_ZONE_MAX = 64;
/** Sorts of the report meeting lists, and of the booking lists (default `startAt,desc`). */
export const REPORT_MEETING_SORTS = [
  "startAt",
  "minutes",
  "participants",
  "connectedMinutes",
  "name",
] as const;
export const BOOKING_SORTS = ["startAt", "bookedMinutes", "usedMinutes"] as const;
