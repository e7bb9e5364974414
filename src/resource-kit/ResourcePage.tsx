import { LazyPage, screen } from "../performance/deferred-ui/LazyPage";
import { ScreenSwitch } from "./ScreenSwitch";
import type { ResourceDef } from "./types";

const ResourceTabs = screen(() => import("./ResourceTabs").then((m) => m.ResourceTabs));

/** The page of a route hosting declared resources: the one list, or tabs over several. */
export function ResourcePage({ defs }: { defs: readonly ResourceDef[] }) {
  if (defs.length === 0) return null;
  if (defs.length === 1) return <ScreenSwitch def={defs[0]!} screen="list" />;
  return <LazyPage screen={ResourceTabs} props={{ defs }} />;
}
