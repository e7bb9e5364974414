/**
 * Which built chunks a console address needs, known to both sides: the console loads them lazily
 * (src/routing/page-chunks.ts) and starts them together on a deep link; the server, which answers
 * every console address with index.html, names the same chunks in that page as modulepreload links,
 * so the browser fetches them in its first round instead of discovering them one import at a time.
 * Sources are the paths of Vite's build manifest. Pure data and functions: no TypeBox here.
 */
export const PAGE_CHUNK_SOURCES = {
  resources: "src/resource-kit/ResourcePage.tsx",
  resourceScreens: "src/resource-kit/ScreenSwitch.tsx",
  meetings: "src/pages/meetings/MeetingsPage.tsx",
  calendar: "src/pages/meetings/calendar/RoomCalendar.tsx",
  scheduleForm: "src/pages/meetings/schedule/ScheduleFormPage.tsx",
  history: "src/pages/history/HistoryPage.tsx",
  profile: "src/pages/profile/ProfilePage.tsx",
  authority: "src/pages/authority/AuthorityPage.tsx",
  settings: "src/pages/system-settings/SettingsPage.tsx",
  licence: "src/pages/licence/LicencePage.tsx",
  appPackages: "src/pages/app-packages/AppPackagesPage.tsx",
  openApi: "src/pages/open-api/OpenApiPage.tsx",
  meetingControl: "src/pages/meeting-control/MeetingControlPage.tsx",
  hostControl: "src/pages/meeting-control/HostControlPage.tsx",
  meetingMonitor: "src/pages/monitor/MeetingMonitorPage.tsx",
  terminalMonitor: "src/pages/monitor/TerminalMonitorPage.tsx",
  mcuMonitor: "src/pages/monitor/McuMonitorPage.tsx",
  reports: "src/pages/reports/ReportsPage.tsx",
  reportCharts: "src/pages/reports/charts/ReportChart.tsx",
} as const;

export type PageChunk = keyof typeof PAGE_CHUNK_SOURCES;

/** What every console address runs: the console itself (with its first-data prefetch). */
export const CONSOLE_SOURCES = ["src/App.tsx"] as const;

/** The locale files the entry carries in both languages: the public pages and the console's frame. */
export const SHELL_LOCALE_FILES = ["common", "errors", "login", "public"] as const;

/**
 * Every other locale file (locales/<lang>/<file>.json) sits in one group; each group is a chunk per
 * language, downloaded in the current language only: `console` with the console, the others with
 * the pages that read them (PAGE_LOCALES). A unit test walks each page's sources to hold it to this.
 */
export const LOCALE_GROUPS = {
  /** The console's header (feedback), every declared resource (Refine reads their names), the kit's screens and live states. */
  console: [
    "feedback",
    "kit",
    "kit-fields",
    "validation",
    "live",
    "dictionaries",
    "floor-maps",
    "floor-map-editor",
    "human-detectors",
    "locations",
    "mcu-servers",
    "org-tree",
    "resource-pools",
    "room-boards",
    "rooms",
    "sensors",
    "terminals",
    "users",
  ],
  meetingList: ["meeting-list"],
  meetings: ["meetings"],
  calendar: ["calendar"],
  history: ["history"],
  profile: ["profile"],
  meetingControl: ["meeting-control"],
  monitor: ["monitor"],
  authority: ["authority"],
  settings: ["settings", "auth-settings", "notice-settings", "sso", "sync-settings"],
  licence: ["licence"],
  appPackages: ["app-packages"],
  openApi: ["open-api"],
  reports: ["reports"],
} as const;

export type LocaleGroup = keyof typeof LOCALE_GROUPS;

/** The locale groups each page chunk reads beside the console's. */
export const PAGE_LOCALES: Record<PageChunk, readonly LocaleGroup[]> = {
  resources: [],
  resourceScreens: [],
  meetings: ["meetingList"],
  calendar: ["calendar"],
  scheduleForm: ["meetings"],
  history: ["history", "meetingList"],
  profile: ["profile"],
  authority: ["authority"],
  settings: ["settings"],
  licence: ["licence"],
  appPackages: ["appPackages"],
  openApi: ["openApi"],
  meetingControl: ["meetingControl", "meetingList"],
  hostControl: ["meetingControl"],
  meetingMonitor: ["monitor"],
  terminalMonitor: ["monitor"],
  mcuMonitor: ["monitor"],
  reports: ["reports", "meetingList"],
  reportCharts: ["reports"],
};

/** The group of a locale file, or null for the shell's files (in the entry). */
export function localeGroupOf(file: string): LocaleGroup | null {
  for (const [group, files] of Object.entries(LOCALE_GROUPS) as [LocaleGroup, readonly string[]][]) {
    if (files.includes(file)) return group;
  }
  return null;
}

/** The built chunk's name of a locale group in one language (Vite's manifest names it so). */
export const localeChunkName = (language: string, group: LocaleGroup) => `locale-${language}-${group}`;

/** The locale groups the console needs with these page chunks, the console's own first. */
export function localeGroupsFor(chunks: readonly PageChunk[]): LocaleGroup[] {
  return [...new Set<LocaleGroup>(["console", ...chunks.flatMap((chunk) => PAGE_LOCALES[chunk])])];
}

/** Public pages of spec §2, rendered by the light entry (no console). */
export const PUBLIC_PATHS = [
  "/login",
  "/admin/login",
  "/singleLogin",
  "/not-support-mobile",
  "/download",
  "/systec/NoPermission",
] as const;

const BESPOKE: Record<string, PageChunk> = {
  "/home": "meetings",
  "/history": "history",
  "/personal/userinfo": "profile",
  "/system/authority-management": "authority",
  "/system/synchronization-setting": "settings",
  "/system/user-setting": "settings",
  "/system/notice-setting": "settings",
  "/system/meeting-setting": "settings",
  "/system/config-setting": "settings",
  "/system/server-setting": "settings",
  "/system/feedback": "settings",
  "/system/login-page-setting": "settings",
  "/system/license-setting": "licence",
  "/system/upload-system-management": "appPackages",
  "/system/open-api": "openApi",
  "/device/meeting-control": "meetingControl",
  "/device/meeting-monitor": "meetingMonitor",
  "/monitor/meeting": "meetingMonitor",
  "/monitor/terminal": "terminalMonitor",
  "/monitor/mcu": "mcuMonitor",
};

const normalised = (pathname: string) => pathname.replace(/\/+$/, "").toLowerCase();

export function isPublicPath(pathname: string): boolean {
  const path = normalised(pathname) || "/";
  return PUBLIC_PATHS.some((p) => p.toLowerCase() === path);
}

/** The chunks the page at this address renders; a page of declared resources is assumed otherwise. */
export function chunksFor(pathname: string, search: string): PageChunk[] {
  const path = normalised(pathname);
  if (path === "/home") {
    return new URLSearchParams(search).get("view") === "calendar" ? ["meetings", "calendar"] : ["meetings"];
  }
  if (path.startsWith("/home/schedule")) return ["scheduleForm"];
  if (path.startsWith("/home/control/")) return ["hostControl"];
  // A report draws charts: their runtime comes beside the page rather than after it.
  if (path.startsWith("/report/")) return ["reports", "reportCharts"];
  const bespoke = BESPOKE[path];
  if (bespoke) return [bespoke];
  if (/\/(create|edit\/[^/]+|show\/[^/]+)$/.test(path)) return ["resourceScreens"];
  return ["resources"];
}
