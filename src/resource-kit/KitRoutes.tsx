import { CanAccess } from "@refinedev/core";
import type { ComponentProps, ReactElement } from "react";
import { Navigate, Route } from "react-router";
import { LazyPage } from "../performance/deferred-ui/LazyPage";
import { chunkScreen } from "../routing/page-chunks";
import { NO_PERMISSION_PATH } from "../routing/route-table";
import { registry as appRegistry, type Registry, screenPatterns, screensOf } from "./registry";
import type { ScreenSwitch as ScreenSwitchModule } from "./ScreenSwitch";
import type { ResourceDef, ScreenName } from "./types";

const ScreenSwitch = chunkScreen<ComponentProps<typeof ScreenSwitchModule>>("resourceScreens");

const ACCESS: Record<Exclude<ScreenName, "list">, string> = { create: "create", edit: "edit", show: "show" };

function Guarded({ def, screen }: { def: ResourceDef; screen: Exclude<ScreenName, "list"> }) {
  return (
    <CanAccess
      resource={def.name}
      action={ACCESS[screen]}
      fallback={<Navigate to={NO_PERMISSION_PATH} replace />}
    >
      <LazyPage screen={ScreenSwitch} props={{ def, screen }} />
    </CanAccess>
  );
}

/**
 * The create/edit/show routes of every declared resource (the list lives on its page). Call it as
 * a function inside <Routes>: React Router reads <Route> elements, not components that render them.
 */
export function kitRoutes(registry: Registry = appRegistry): ReactElement[] {
  return registry.defs.flatMap((def) => {
    const patterns = screenPatterns(def);
    const has = screensOf(def);
    return (["create", "edit", "show"] as const)
      .filter((screen) => has[screen])
      .map((screen) => (
        <Route
          key={`${def.name}:${screen}`}
          path={patterns[screen]}
          element={<Guarded def={def} screen={screen} />}
        />
      ));
  });
}
