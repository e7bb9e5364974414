/**
 * The console's screens, each in a chunk of its own. The console renders them lazily; the shell
 * starts the ones a deep link needs as soon as the route is known, beside the console chunk itself,
 * so that no download waits for another. Only dynamic imports here: the shell imports this file.
 */
export const pageChunks = {
  resources: () => import("../resource-kit/ResourcePage"),
  resourceScreens: () => import("../resource-kit/ScreenSwitch"),
  meetings: () => import("../pages/meetings/MeetingsPage"),
  calendar: () => import("../pages/meetings/calendar/RoomCalendar"),
  scheduleForm: () => import("../pages/meetings/schedule/ScheduleFormPage"),
  history: () => import("../pages/history/HistoryPage"),
  profile: () => import("../pages/profile/ProfilePage"),
  meetingControl: () => import("../pages/meeting-control/MeetingControlPage"),
  hostControl: () => import("../pages/meeting-control/HostControlPage"),
  meetingMonitor: () => import("../pages/monitor/MeetingMonitorPage"),
  terminalMonitor: () => import("../pages/monitor/TerminalMonitorPage"),
  mcuMonitor: () => import("../pages/monitor/McuMonitorPage"),
};

export type PageChunk = keyof typeof pageChunks;

const BESPOKE: Record<string, PageChunk> = {
  "/home": "meetings",
  "/history": "history",
  "/personal/userinfo": "profile",
  "/device/meeting-control": "meetingControl",
  "/device/meeting-monitor": "meetingMonitor",
  "/monitor/meeting": "meetingMonitor",
  "/monitor/terminal": "terminalMonitor",
  "/monitor/mcu": "mcuMonitor",
};

/** The chunks the page at this address renders; a page of declared resources is assumed otherwise. */
export function chunksFor(pathname: string, search: string): PageChunk[] {
  const path = pathname.replace(/\/+$/, "").toLowerCase();
  if (path === "/home")
    return new URLSearchParams(search).get("view") === "calendar" ? ["meetings", "calendar"] : ["meetings"];
  if (path.startsWith("/home/schedule")) return ["scheduleForm"];
  if (path.startsWith("/home/control/")) return ["hostControl"];
  const bespoke = BESPOKE[path];
  if (bespoke) return [bespoke];
  if (/\/(create|edit\/[^/]+|show\/[^/]+)$/.test(path)) return ["resourceScreens"];
  return ["resources"];
}

/** Starts the downloads of a page's chunks (each is fetched once; React's lazy reuses them). */
export function preloadPage(pathname: string, search: string): void {
  for (const chunk of chunksFor(pathname, search)) void pageChunks[chunk]().catch(() => undefined);
}
