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
  authority: () => import("../pages/authority/AuthorityPage"),
  syncSettings: () => import("../pages/system-settings/SynchronizationSettingPage"),
  authSettings: () => import("../pages/system-settings/UserSettingPage"),
};

export type PageChunk = keyof typeof pageChunks;

const BESPOKE: Record<string, PageChunk> = {
  "/home": "meetings",
  "/history": "history",
  "/personal/userinfo": "profile",
  "/system/authority-management": "authority",
  "/system/synchronization-setting": "syncSettings",
  "/system/user-setting": "authSettings",
};

/** The chunks the page at this address renders; a page of declared resources is assumed otherwise. */
export function chunksFor(pathname: string, search: string): PageChunk[] {
  const path = pathname.replace(/\/+$/, "").toLowerCase();
  if (path === "/home")
    return new URLSearchParams(search).get("view") === "calendar" ? ["meetings", "calendar"] : ["meetings"];
  if (path.startsWith("/home/schedule")) return ["scheduleForm"];
  const bespoke = BESPOKE[path];
  if (bespoke) return [bespoke];
  if (/\/(create|edit\/[^/]+|show\/[^/]+)$/.test(path)) return ["resourceScreens"];
  return ["resources"];
}

/** Starts the downloads of a page's chunks (each is fetched once; React's lazy reuses them). */
export function preloadPage(pathname: string, search: string): void {
  for (const chunk of chunksFor(pathname, search)) void pageChunks[chunk]().catch(() => undefined);
}
