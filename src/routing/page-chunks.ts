import { chunksFor, type PageChunk } from "#contract/page-chunks";

/**
 * The console's screens, each in a chunk of its own (the sources of #contract/page-chunks, which a
 * unit test holds these imports to). The console renders them lazily; the shell starts the ones a
 * deep link needs as soon as the route is known, beside the console chunk itself. Only dynamic
 * imports here: the shell imports this file.
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
  reports: () => import("../pages/reports/ReportsPage"),
  reportCharts: () => import("../pages/reports/charts/ReportChart"),
} satisfies Record<PageChunk, () => Promise<unknown>>;

/** Starts the downloads of a page's chunks (each is fetched once; React's lazy reuses them). */
export function preloadPage(pathname: string, search: string): void {
  for (const chunk of chunksFor(pathname, search)) void pageChunks[chunk]().catch(() => undefined);
}
