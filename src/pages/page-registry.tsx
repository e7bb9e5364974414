import { useTranslate } from "@refinedev/core";
import type { ReactNode } from "react";
import { LazyPage, type Screen, screen } from "../components/LazyPage";
import { resourcesOnRoute } from "../resource-kit/registry";
import { pageChunks } from "../routing/page-chunks";
import type { PageRoute } from "../routing/route-table";
import { SETTING_TABS } from "./system-settings/setting-tabs";
import { UnderConstruction } from "./UnderConstruction";

const MeetingsPage = screen(() => pageChunks.meetings().then((m) => m.MeetingsPage));
const HistoryPage = screen(() => pageChunks.history().then((m) => m.HistoryPage));
const ProfilePage = screen(() => pageChunks.profile().then((m) => m.ProfilePage));
const AuthorityPage = screen(() => pageChunks.authority().then((m) => m.AuthorityPage));
const SettingsPage = screen(() => pageChunks.settings().then((m) => m.SettingsPage));
const LicencePage = screen(() => pageChunks.licence().then((m) => m.LicencePage));
const AppPackagesPage = screen(() => pageChunks.appPackages().then((m) => m.AppPackagesPage));
const OpenApiPage = screen(() => pageChunks.openApi().then((m) => m.OpenApiPage));
const ReportsPage = screen(() => pageChunks.reports().then((m) => m.ReportsPage));
const ResourcePage = screen(() => pageChunks.resources().then((m) => m.ResourcePage));
const MeetingControlPage = screen(() => pageChunks.meetingControl().then((m) => m.MeetingControlPage));
const MeetingMonitorPage = screen(() => pageChunks.meetingMonitor().then((m) => m.MeetingMonitorPage));
const TerminalMonitorPage = screen(() => pageChunks.terminalMonitor().then((m) => m.TerminalMonitorPage));
const McuMonitorPage = screen(() => pageChunks.mcuMonitor().then((m) => m.McuMonitorPage));

/**
 * Bespoke screens by path; else the declared resources the path hosts (resources/); else the
 * "being built" state, which no route of the table shows (tests/unit/routing/every-page-built).
 */
const PAGES: Record<string, (route: PageRoute) => ReactNode> = {
  "/home": () => <LazyPage screen={MeetingsPage} />,
  "/history": () => <LazyPage screen={HistoryPage} />,
  "/personal/UserInfo": () => <LazyPage screen={ProfilePage} />,
  "/system/authority-management": () => <LazyPage screen={AuthorityPage} />,
  "/system/license-setting": () => <LazyPage screen={LicencePage} />,
  "/system/upload-system-management": () => <LazyPage screen={AppPackagesPage} />,
  "/system/open-api": () => <LazyPage screen={OpenApiPage} />,
  "/device/meeting-control": () => <LazyPage screen={MeetingControlPage} />,
  "/device/meeting-monitor": (route) => <Titled route={route} screen={MeetingMonitorPage} />,
  "/monitor/meeting": (route) => <Titled route={route} screen={MeetingMonitorPage} />,
  "/monitor/terminal": (route) => <Titled route={route} screen={TerminalMonitorPage} />,
  "/monitor/mcu": (route) => <Titled route={route} screen={McuMonitorPage} />,
  ...Object.fromEntries(
    [
      "/report/personal-analysis",
      "/report/department-analysis",
      "/report/meeting-detail-report",
      "/report/meeting-room-analysis",
      "/report/concurrent-analysis",
      "/report/participants-analysis",
    ].map((path) => [path, () => <LazyPage screen={ReportsPage} props={{ path }} />]),
  ),
};
for (const tab of SETTING_TABS) PAGES[tab.path] = () => <LazyPage screen={SettingsPage} />;

/** A screen that shows under the title of the menu entry it is reached from. */
function Titled({ route, screen }: { route: PageRoute; screen: Screen<{ title: string }> }) {
  const t = useTranslate();
  return <LazyPage screen={screen} props={{ title: t(route.label) }} />;
}

export function pageFor(route: PageRoute): ReactNode {
  const bespoke = PAGES[route.path];
  if (bespoke) return bespoke(route);
  const defs = resourcesOnRoute(route.path);
  if (defs.length > 0) return <LazyPage screen={ResourcePage} props={{ defs }} />;
  return <UnderConstruction label={route.label} />;
}
