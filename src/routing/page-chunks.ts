import { chunksFor, PAGE_LOCALES, type PageChunk } from "#contract/page-chunks";
import { wantLocaleGroups } from "../i18n";

/** A page's chunk, resolved once its locale groups of the current language have arrived too. */
const withStrings =
  <M>(chunk: PageChunk, load: () => Promise<M>) =>
  (): Promise<M> =>
    Promise.all([load(), wantLocaleGroups(PAGE_LOCALES[chunk])]).then(([mod]) => mod);

/**
 * The console's screens, each in a chunk of its own (the sources of #contract/page-chunks, which a
 * unit test holds these imports to). The console renders them lazily; the shell starts the ones a
 * deep link needs as soon as the route is known, beside the console chunk itself. Only dynamic
 * imports here: the shell imports this file.
 */
export const pageChunks = {
  resources: withStrings("resources", () => import("../resource-kit/ResourcePage")),
  resourceScreens: withStrings("resourceScreens", () => import("../resource-kit/ScreenSwitch")),
  meetings: withStrings("meetings", () => import("../pages/meetings/MeetingsPage")),
  calendar: withStrings("calendar", () => import("../pages/meetings/calendar/RoomCalendar")),
  scheduleForm: withStrings("scheduleForm", () => import("../pages/meetings/schedule/ScheduleFormPage")),
  history: withStrings("history", () => import("../pages/history/HistoryPage")),
  profile: withStrings("profile", () => import("../pages/profile/ProfilePage")),
  meetingControl: withStrings("meetingControl", () => import("../pages/meeting-control/MeetingControlPage")),
  hostControl: withStrings("hostControl", () => import("../pages/meeting-control/HostControlPage")),
  meetingMonitor: withStrings("meetingMonitor", () => import("../pages/monitor/MeetingMonitorPage")),
  terminalMonitor: withStrings("terminalMonitor", () => import("../pages/monitor/TerminalMonitorPage")),
  mcuMonitor: withStrings("mcuMonitor", () => import("../pages/monitor/McuMonitorPage")),
  authority: withStrings("authority", () => import("../pages/authority/AuthorityPage")),
  settings: withStrings("settings", () => import("../pages/system-settings/SettingsPage")),
  licence: withStrings("licence", () => import("../pages/licence/LicencePage")),
  appPackages: withStrings("appPackages", () => import("../pages/app-packages/AppPackagesPage")),
  openApi: withStrings("openApi", () => import("../pages/open-api/OpenApiPage")),
  reports: withStrings("reports", () => import("../pages/reports/ReportsPage")),
  reportCharts: withStrings("reportCharts", () => import("../pages/reports/charts/ReportChart")),
} satisfies Record<PageChunk, () => Promise<unknown>>;

/** Starts the downloads of a page's chunks and locale groups (each is fetched once; React's lazy reuses them). */
export function preloadPage(pathname: string, search: string): void {
  for (const chunk of chunksFor(pathname, search)) void pageChunks[chunk]().catch(() => undefined);
}
