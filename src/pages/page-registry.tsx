import { lazy, type ReactNode } from "react";
import { LazyPage } from "../components/LazyPage";
import { ResourcePage } from "../resource-kit/ResourcePage";
import { resourcesOnRoute } from "../resource-kit/registry";
import type { PageRoute } from "../routing/route-table";
import { MeetingsPage } from "./meetings/MeetingsPage";
import { ProfilePage } from "./profile/ProfilePage";
import { UnderConstruction } from "./UnderConstruction";

const HistoryPage = lazy(() => import("./history/HistoryPage").then((m) => ({ default: m.HistoryPage })));

/**
 * Bespoke screens by path; else the declared resources the path hosts (resources/); else the
 * "being built" state until its issue lands.
 */
const PAGES: Record<string, () => ReactNode> = {
  "/home": () => <MeetingsPage />,
  "/history": () => <LazyPage screen={HistoryPage} />,
  "/personal/UserInfo": () => <ProfilePage />,
};

export function pageFor(route: PageRoute): ReactNode {
  const bespoke = PAGES[route.path];
  if (bespoke) return bespoke();
  const defs = resourcesOnRoute(route.path);
  if (defs.length > 0) return <ResourcePage defs={defs} />;
  return <UnderConstruction label={route.label} />;
}
