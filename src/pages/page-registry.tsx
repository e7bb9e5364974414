import { lazy, type ReactNode } from "react";
import { LazyPage } from "../components/LazyPage";
import { resourcesOnRoute } from "../resource-kit/registry";
import { pageChunks } from "../routing/page-chunks";
import type { PageRoute } from "../routing/route-table";
import { UnderConstruction } from "./UnderConstruction";

const MeetingsPage = lazy(() => pageChunks.meetings().then((m) => ({ default: m.MeetingsPage })));
const HistoryPage = lazy(() => pageChunks.history().then((m) => ({ default: m.HistoryPage })));
const ProfilePage = lazy(() => pageChunks.profile().then((m) => ({ default: m.ProfilePage })));
const AuthorityPage = lazy(() => pageChunks.authority().then((m) => ({ default: m.AuthorityPage })));
const SynchronizationSettingPage = lazy(() =>
  pageChunks.syncSettings().then((m) => ({ default: m.SynchronizationSettingPage })),
);
const UserSettingPage = lazy(() => pageChunks.authSettings().then((m) => ({ default: m.UserSettingPage })));
const ReportsPage = lazy(() => pageChunks.reports().then((m) => ({ default: m.ReportsPage })));
const ResourcePage = lazy(() => pageChunks.resources().then((m) => ({ default: m.ResourcePage })));

/**
 * Bespoke screens by path; else the declared resources the path hosts (resources/); else the
 * "being built" state until its issue lands.
 */
const PAGES: Record<string, () => ReactNode> = {
  "/home": () => <LazyPage screen={MeetingsPage} />,
  "/history": () => <LazyPage screen={HistoryPage} />,
  "/personal/UserInfo": () => <LazyPage screen={ProfilePage} />,
  "/system/authority-management": () => <LazyPage screen={AuthorityPage} />,
  "/system/synchronization-setting": () => <LazyPage screen={SynchronizationSettingPage} />,
  "/system/user-setting": () => <LazyPage screen={UserSettingPage} />,
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

export function pageFor(route: PageRoute): ReactNode {
  const bespoke = PAGES[route.path];
  if (bespoke) return bespoke();
  const defs = resourcesOnRoute(route.path);
  if (defs.length > 0) return <LazyPage screen={ResourcePage} props={{ defs }} />;
  return <UnderConstruction label={route.label} />;
}
