import type { LocaleGroup } from "#contract/page-chunks";
import type { PermissionName } from "#contract/permissions";

/**
 * The console's pages, each declared once: its address, its menu entry, the permission the guard and
 * the menu check, and the chunk that draws it. The route table, the menu, the guard, the lazy loaders,
 * the build's manifest keys and the server's preload links derive from these two tables
 * (docs/adding-a-page.md). Pure data: the shell, the server and vite.config.ts read it.
 */

/** A module the console loads lazily: a page's screen, or a part of one that comes later. */
export interface ChunkDeclaration {
  /** The module, from the repository's root (the key of Vite's build manifest). */
  source: string;
  /** The component it exports. */
  screen: string;
  /** The locale groups it reads beside the console's (#contract/page-chunks). */
  locales: readonly LocaleGroup[];
}

export const PAGE_CHUNKS = {
  resources: { source: "src/resource-kit/ResourcePage.tsx", screen: "ResourcePage", locales: [] },
  resourceScreens: { source: "src/resource-kit/ScreenSwitch.tsx", screen: "ScreenSwitch", locales: [] },
  meetings: {
    source: "src/pages/meetings/MeetingsPage.tsx",
    screen: "MeetingsPage",
    locales: ["meetingList"],
  },
  calendar: {
    source: "src/pages/meetings/calendar/RoomCalendar.tsx",
    screen: "RoomCalendar",
    locales: ["calendar"],
  },
  scheduleForm: {
    source: "src/pages/meetings/schedule/ScheduleFormPage.tsx",
    screen: "ScheduleFormPage",
    locales: ["meetings"],
  },
  history: {
    source: "src/pages/history/HistoryPage.tsx",
    screen: "HistoryPage",
    locales: ["history", "meetingList"],
  },
  profile: { source: "src/pages/profile/ProfilePage.tsx", screen: "ProfilePage", locales: ["profile"] },
  authority: {
    source: "src/pages/authority/AuthorityPage.tsx",
    screen: "AuthorityPage",
    locales: ["authority"],
  },
  settings: {
    source: "src/pages/system-settings/SettingsPage.tsx",
    screen: "SettingsPage",
    locales: ["settings"],
  },
  licence: { source: "src/pages/licence/LicencePage.tsx", screen: "LicencePage", locales: ["licence"] },
  appPackages: {
    source: "src/pages/app-packages/AppPackagesPage.tsx",
    screen: "AppPackagesPage",
    locales: ["appPackages"],
  },
  openApi: { source: "src/pages/open-api/OpenApiPage.tsx", screen: "OpenApiPage", locales: ["openApi"] },
  meetingControl: {
    source: "src/pages/meeting-control/MeetingControlPage.tsx",
    screen: "MeetingControlPage",
    locales: ["meetingControl", "meetingList"],
  },
  hostControl: {
    source: "src/pages/meeting-control/HostControlPage.tsx",
    screen: "HostControlPage",
    locales: ["meetingControl"],
  },
  meetingMonitor: {
    source: "src/pages/monitor/MeetingMonitorPage.tsx",
    screen: "MeetingMonitorPage",
    locales: ["monitor"],
  },
  terminalMonitor: {
    source: "src/pages/monitor/TerminalMonitorPage.tsx",
    screen: "TerminalMonitorPage",
    locales: ["monitor"],
  },
  mcuMonitor: {
    source: "src/pages/monitor/McuMonitorPage.tsx",
    screen: "McuMonitorPage",
    locales: ["monitor"],
  },
  reports: {
    source: "src/pages/reports/ReportsPage.tsx",
    screen: "ReportsPage",
    locales: ["reports", "meetingList"],
  },
  auditLog: {
    source: "src/pages/audit-log/AuditLogPage.tsx",
    screen: "AuditLogPage",
    locales: ["auditLog"],
  },
  reportCharts: {
    source: "src/pages/reports/charts/ReportChart.tsx",
    screen: "ReportChart",
    locales: ["reports"],
  },
} as const satisfies Record<string, ChunkDeclaration>;

export type PageChunk = keyof typeof PAGE_CHUNKS;

export type SectionKey = "meeting" | "history" | "operation" | "device" | "monitor" | "report" | "system";

/** A menu section: shown only when its own permission is held and one of its entries is visible. */
export interface Section {
  key: SectionKey;
  label: string;
  permission?: PermissionName;
  icon: string;
}

export const SECTIONS: Section[] = [
  { key: "meeting", label: "menu.meeting", icon: "video" },
  { key: "history", label: "menu.history", icon: "history" },
  { key: "operation", label: "menu.operation", permission: "operation", icon: "operation" },
  { key: "device", label: "menu.maintenance", permission: "monitor", icon: "device" },
  { key: "monitor", label: "menu.monitor", permission: "monitor", icon: "monitor" },
  { key: "report", label: "menu.report", permission: "dataReport", icon: "report" },
  { key: "system", label: "menu.system", permission: "system", icon: "system" },
];

/** A page of spec §2. `permission` is what the guard checks; `systemType` marks system pages without one. */
export interface PageDeclaration {
  path: string;
  /** i18n key of the menu label and page title (in common.json). */
  label: string;
  section: SectionKey;
  permission?: PermissionName;
  systemType?: boolean;
  /** Hidden from the menu (still routed, e.g. the profile page). */
  hideInMenu?: boolean;
  /** The menu entry that stands for this page when it is not in the menu itself (a settings tab). */
  menuPath?: string;
  /** The chunk whose screen draws it (given `path` and `title`); none: the resources its path hosts. */
  chunk?: PageChunk;
  /** Chunks its first paint needs beside its own, started together (a report's charts). */
  with?: readonly PageChunk[];
  /** Chunks a view named in the address adds (`?view=calendar`). */
  views?: Readonly<Record<string, PageChunk>>;
  /** Bespoke sub-pages (the part after `path`), guarded like the page itself, each with its chunk. */
  subPages?: readonly { match: RegExp; chunk: PageChunk }[];
}

const SETTINGS_TAB = {
  systemType: true,
  hideInMenu: true,
  menuPath: "/system/synchronization-setting",
} as const;
const device = (path: string, label: string) =>
  ({ path, label, section: "device", permission: "device" }) as const;

/** In menu order; the report pages in the order in which /report picks its first page (guard step 5). */
export const PAGES: readonly PageDeclaration[] = [
  {
    path: "/home",
    label: "menu.meeting",
    section: "meeting",
    chunk: "meetings",
    views: { calendar: "calendar" },
    subPages: [
      { match: /^\/schedule(?:\/[^/]+)?$/, chunk: "scheduleForm" },
      { match: /^\/control\/[^/]+$/, chunk: "hostControl" },
    ],
  },
  { path: "/history", label: "menu.history", section: "history", chunk: "history" },
  {
    path: "/operation/location-management",
    label: "menu.location",
    section: "operation",
    permission: "location",
  },
  {
    path: "/operation/meeting-room-management",
    label: "menu.room",
    section: "operation",
    permission: "meetingRoom",
  },
  device("/device/mcu-management", "menu.mcu"),
  device("/device/terminal-management", "menu.terminal"),
  device("/device/detector-management", "menu.detector"),
  device("/device/roomBoard-management", "menu.roomBoard"),
  device("/device/grail-management", "menu.floorMap"),
  {
    path: "/device/meeting-monitor",
    label: "menu.meetingMonitor",
    section: "device",
    permission: "meetingMonitor",
    chunk: "meetingMonitor",
  },
  {
    path: "/device/meeting-control",
    label: "menu.meetingControl",
    section: "device",
    permission: "meetingControl",
    chunk: "meetingControl",
  },
  {
    path: "/monitor/meeting",
    label: "menu.monitorMeeting",
    section: "monitor",
    permission: "meetingMonitor",
    chunk: "meetingMonitor",
  },
  {
    path: "/monitor/terminal",
    label: "menu.monitorTerminal",
    section: "monitor",
    permission: "serverMonitor",
    chunk: "terminalMonitor",
  },
  {
    path: "/monitor/mcu",
    label: "menu.monitorMcu",
    section: "monitor",
    permission: "mcuMonitor",
    chunk: "mcuMonitor",
  },
  ...(
    [
      ["/report/meeting-detail-report", "menu.reportMeetingDetail", "meetingDetails"],
      ["/report/meeting-room-analysis", "menu.reportRoom", "meetingRoomReport"],
      ["/report/department-analysis", "menu.reportDepartment", "deptReport"],
      ["/report/personal-analysis", "menu.reportPersonal", "personalReport"],
      ["/report/concurrent-analysis", "menu.reportConcurrent", "concurrentReport"],
      ["/report/participants-analysis", "menu.reportParticipants", "concurrentReport"],
    ] as const
  ).map(([path, label, permission]) => ({
    path,
    label,
    section: "report" as const,
    permission,
    chunk: "reports" as const,
    with: ["reportCharts"] as const,
  })),
  // The settings are one page of tabs (src/pages/system-settings/setting-tabs.tsx): one menu entry.
  {
    path: "/system/synchronization-setting",
    label: "menu.setting",
    section: "system",
    systemType: true,
    chunk: "settings",
  },
  ...(
    [
      ["/system/user-setting", "menu.settingAuth"],
      ["/system/notice-setting", "menu.settingNotice"],
      ["/system/meeting-setting", "menu.settingMeeting"],
      ["/system/config-setting", "menu.settingIntegration"],
      ["/system/server-setting", "menu.settingNetwork"],
      ["/system/feedback", "menu.feedback"],
      ["/system/login-page-setting", "menu.settingInterface"],
    ] as const
  ).map(([path, label]) => ({
    path,
    label,
    section: "system" as const,
    chunk: "settings" as const,
    ...SETTINGS_TAB,
  })),
  { path: "/system/user-management", label: "menu.user", section: "system", permission: "user" },
  {
    path: "/system/authority-management",
    label: "menu.permission",
    section: "system",
    systemType: true,
    chunk: "authority",
  },
  { path: "/system/dictionary-management", label: "menu.dictionary", section: "system", systemType: true },
  {
    path: "/system/license-setting",
    label: "menu.license",
    section: "system",
    systemType: true,
    chunk: "licence",
  },
  {
    path: "/system/upload-system-management",
    label: "menu.upgrade",
    section: "system",
    systemType: true,
    chunk: "appPackages",
  },
  { path: "/system/open-api", label: "menu.api", section: "system", systemType: true, chunk: "openApi" },
  // Holders of `system` read the entries of their data authority, SYSTEM users all (docs/audit-log.md).
  {
    path: "/system/audit-log",
    label: "menu.auditLog",
    section: "system",
    permission: "system",
    chunk: "auditLog",
  },
  {
    path: "/personal/UserInfo",
    label: "menu.profile",
    section: "meeting",
    hideInMenu: true,
    chunk: "profile",
  },
];

/** Public pages of spec §2, rendered by the light entry (no console). */
export const PUBLIC_PATHS = [
  "/login",
  "/admin/login",
  "/singleLogin",
  "/not-support-mobile",
  "/download",
  "/systec/NoPermission",
  "/board",
] as const;
