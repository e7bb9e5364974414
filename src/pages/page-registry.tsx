import type { ReactNode } from "react";
import type { PageRoute } from "../routing/route-table";
import { ProfilePage } from "./profile/ProfilePage";
import { UnderConstruction } from "./UnderConstruction";

/** Bespoke screens by path; a path without one shows the "being built" state until its issue lands. */
const PAGES: Record<string, () => ReactNode> = {
  "/personal/UserInfo": () => <ProfilePage />,
};

export function pageFor(route: PageRoute): ReactNode {
  return PAGES[route.path]?.() ?? <UnderConstruction label={route.label} />;
}
