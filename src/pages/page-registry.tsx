import { useTranslate } from "@refinedev/core";
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from "react";
import { LazyPage } from "../components/LazyPage";
import { resourcesOnRoute } from "../resource-kit/registry";
import { pageChunks } from "../routing/page-chunks";
import type { PageRoute } from "../routing/route-table";
import { SETTING_TABS } from "./system-settings/setting-tabs";
import { UnderConstruction } from "./UnderConstruction";

const MeetingsPage = lazy(() => pageChunks.meetings().then((m) => ({ default: m.MeetingsPage })));
const HistoryPage = lazy(() => pageChunks.history().then((m) => ({ default: m.HistoryPage })));
const ProfilePage = lazy(() => pageChunks.profile().then((m) => ({ default: m.ProfilePage })));
const AuthorityPage = lazy(() => pageChunks.authority().then((m) => ({ default: m.AuthorityPage })));
const SettingsPage = lazy(() => pageChunks.settings().then((m) => ({ default: m.SettingsPage })));
const LicencePage = lazy(() => pageChunks.licence().then((m) => ({ default: m.LicencePage })));
const AppPackagesPage = lazy(() => pageChunks.appPackages().then((m) => ({ default: m.AppPackagesPage })));
const OpenApiPage = lazy(() => pageChunks.openApi().then((m) => ({ default: m.OpenApiPage })));
const ReportsPage = lazy(() => pageChunks.reports().then((m) => ({ default: m.ReportsPage })));
const ResourcePage = lazy(() => pageChunks.resources().then((m) => ({ default: m.ResourcePage })));
const MeetingControlPage = lazy(() =>
  pageChunks.meetingControl().then((m) => ({ default: m.MeetingControlPage })),
);
const MeetingMonitorPage = lazy(() =>
  pageChunks.meetingMonitor().then((m) => ({ default: m.MeetingMonitorPage })),
);
const TerminalMonitorPage = lazy(() =>
  pageChunks.terminalMonitor().then((m) => ({ default: m.TerminalMonitorPage })),
);
const McuMonitorPage = lazy(() => pageChunks.mcuMonitor().then((m) => ({ default: m.McuMonitorPage })));

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
function Titled({
  route,
  screen,
}: {
  route: PageRoute;
  screen: LazyExoticComponent<ComponentType<{ title: string }>>;
}) {
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
