/**
 * Every page path of spec §2 with its permission and its place in the menu.
 * `permission` is what the guard checks (spec §2 table); `section` groups menu entries, and a
 * section is shown only when its own permission is held and one of its entries is visible.
 * `systemType` marks system pages without a named permission (spec §2, guard step 9).
 */
export type SectionKey = "meeting" | "history" | "operation" | "device" | "monitor" | "report" | "system";

export interface PageRoute {
  path: string;
  /** i18n key of the menu label / page title (in common.json). */
  label: string;
  section: SectionKey;
  permission?: string;
  systemType?: boolean;
  /** Hidden from the menu (still routed, e.g. the profile page). */
  hideInMenu?: boolean;
  icon?: string;
  /** Bespoke sub-pages (the part after `path`) guarded like the page itself, e.g. the schedule form under /home. */
  subPaths?: RegExp;
}

export interface Section {
  key: SectionKey;
  label: string;
  permission?: string;
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

export const PAGE_ROUTES: PageRoute[] = [
  {
    path: "/home",
    label: "menu.meeting",
    section: "meeting",
    subPaths: /^\/(?:schedule(?:\/[^/]+)?|control\/[^/]+)$/,
  },
  { path: "/history", label: "menu.history", section: "history" },
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
  { path: "/device/mcu-management", label: "menu.mcu", section: "device", permission: "device" },
  { path: "/device/terminal-management", label: "menu.terminal", section: "device", permission: "device" },
  { path: "/device/detector-management", label: "menu.detector", section: "device", permission: "device" },
  { path: "/device/roomBoard-management", label: "menu.roomBoard", section: "device", permission: "device" },
  { path: "/device/grail-management", label: "menu.floorMap", section: "device", permission: "device" },
  {
    path: "/device/meeting-monitor",
    label: "menu.meetingMonitor",
    section: "device",
    permission: "meetingMonitor",
  },
  {
    path: "/device/meeting-control",
    label: "menu.meetingControl",
    section: "device",
    permission: "meetingControl",
  },
  {
    path: "/monitor/meeting",
    label: "menu.monitorMeeting",
    section: "monitor",
    permission: "meetingMonitor",
  },
  {
    path: "/monitor/terminal",
    label: "menu.monitorTerminal",
    section: "monitor",
    permission: "serverMonitor",
  },
  { path: "/monitor/mcu", label: "menu.monitorMcu", section: "monitor", permission: "mcuMonitor" },
  {
    path: "/report/meeting-detail-report",
    label: "menu.reportMeetingDetail",
    section: "report",
    permission: "meetingDetails",
  },
  {
    path: "/report/meeting-room-analysis",
    label: "menu.reportRoom",
    section: "report",
    permission: "meetingRoomReport",
  },
  {
    path: "/report/department-analysis",
    label: "menu.reportDepartment",
    section: "report",
    permission: "deptReport",
  },
  {
    path: "/report/personal-analysis",
    label: "menu.reportPersonal",
    section: "report",
    permission: "personalReport",
  },
  {
    path: "/report/concurrent-analysis",
    label: "menu.reportConcurrent",
    section: "report",
    permission: "concurrentReport",
  },
  {
    path: "/report/participants-analysis",
    label: "menu.reportParticipants",
    section: "report",
    permission: "concurrentReport",
  },
  { path: "/system/synchronization-setting", label: "menu.settingSync", section: "system", systemType: true },
  { path: "/system/user-setting", label: "menu.settingAuth", section: "system", systemType: true },
  { path: "/system/notice-setting", label: "menu.settingNotice", section: "system", systemType: true },
  { path: "/system/meeting-setting", label: "menu.settingMeeting", section: "system", systemType: true },
  { path: "/system/config-setting", label: "menu.settingIntegration", section: "system", systemType: true },
  { path: "/system/server-setting", label: "menu.settingNetwork", section: "system", systemType: true },
  { path: "/system/feedback", label: "menu.feedback", section: "system", systemType: true },
  { path: "/system/login-page-setting", label: "menu.settingInterface", section: "system", systemType: true },
  { path: "/system/user-management", label: "menu.user", section: "system", permission: "user" },
  { path: "/system/authority-management", label: "menu.permission", section: "system", systemType: true },
  { path: "/system/dictionary-management", label: "menu.dictionary", section: "system", systemType: true },
  { path: "/system/license-setting", label: "menu.license", section: "system", systemType: true },
  { path: "/system/upload-system-management", label: "menu.upgrade", section: "system", systemType: true },
  { path: "/system/open-api", label: "menu.api", section: "system", systemType: true },
  { path: "/personal/UserInfo", label: "menu.profile", section: "meeting", hideInMenu: true },
];

/** Public pages of spec §2, rendered by the light entry (no <Refine>). */
export { PUBLIC_PATHS } from "#contract/page-chunks";

/** Fixed redirects of spec §2 ("any unmatched path" is handled by the router). */
export const REDIRECTS: Record<string, string> = {
  "/": "/login",
  "/admin": "/admin/login",
  "/sso/login": "/home",
  "/device": "/device/mcu-management",
  "/system": "/system/synchronization-setting",
};

/** Guard step 5: the order in which /report picks its first page. */
export const REPORT_ORDER = [
  "/report/meeting-detail-report",
  "/report/meeting-room-analysis",
  "/report/department-analysis",
  "/report/personal-analysis",
  "/report/concurrent-analysis",
  "/report/participants-analysis",
];

export const NO_PERMISSION_PATH = "/systec/NoPermission";
export const LOGIN_PATH = "/login";
export const HOME_PATH = "/home";

/** A declared resource's screen under its page: `/<resource>/create`, `/<resource>/edit/<id>`, `/<resource>/show/<id>`. */
const SUB_SCREEN = /^\/[a-z0-9]+(?:-[a-z0-9]+)*\/(?:create|(?:edit|show)\/[^/]+)$/i;

/** The page at `pathname`, or the page hosting the resource screen at `pathname` (guarded like its page). */
export function findRoute(pathname: string): PageRoute | undefined {
  const key = pathname.toLowerCase();
  const exact = PAGE_ROUTES.find((r) => r.path.toLowerCase() === key);
  if (exact) return exact;
  return PAGE_ROUTES.find((r) => {
    const base = r.path.toLowerCase();
    if (!key.startsWith(`${base}/`)) return false;
    const rest = pathname.slice(base.length);
    return SUB_SCREEN.test(rest) || (r.subPaths?.test(rest) ?? false);
  });
}
