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
  meetingControl: () => import("../pages/meeting-control/MeetingControlPage"),
  hostControl: () => import("../pages/meeting-control/HostControlPage"),
  meetingMonitor: () => import("../pages/monitor/MeetingMonitorPage"),
  terminalMonitor: () => import("../pages/monitor/TerminalMonitorPage"),
  mcuMonitor: () => import("../pages/monitor/McuMonitorPage"),
  authority: () => import("../pages/authority/AuthorityPage"),
  settings: () => import("../pages/system-settings/SettingsPage"),
  licence: () => import("../pages/licence/LicencePage"),
  appPackages: () => import("../pages/app-packages/AppPackagesPage"),
  openApi: () => import("../pages/open-api/OpenApiPage"),
  reports: () => import("../pages/reports/ReportsPage"),
  reportCharts: () => import("../pages/reports/charts/ReportChart"),
} satisfies Record<PageChunk, () => Promise<unknown>>;

/** Starts the downloads of a page's chunks (each is fetched once; React's lazy reuses them). */
export function preloadPage(pathname: string, search: string): void {
  for (const chunk of chunksFor(pathname, search)) void pageChunks[chunk]().catch(() => undefined);
}
