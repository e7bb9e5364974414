import { useTranslate } from "@refinedev/core";
import type { ReactNode } from "react";
import { LazyPage } from "../performance/deferred-ui/LazyPage";
import { resourcesOnRoute } from "../resource-kit/registry";
import { chunkScreen } from "../routing/page-chunks";
import type { PageRoute } from "../routing/route-table";
import { UnderConstruction } from "./UnderConstruction";

/** What a declared page's screen is given: its address and the title of its menu entry. */
export interface PageScreenProps {
  path: string;
  title: string;
}

/** A page with a chunk of its own (#contract/pages): its screen, under the title of its menu entry. */
function DeclaredPage({ route }: { route: PageRoute & { chunk: NonNullable<PageRoute["chunk"]> } }) {
  const t = useTranslate();
  return (
    <LazyPage
      screen={chunkScreen<PageScreenProps>(route.chunk)}
      props={{ path: route.path, title: t(route.label) }}
    />
  );
}

/**
 * A page's screen: its declared chunk's; else the declared resources the path hosts (resources/);
 * else the "being built" state, which no route of the table shows (tests/unit/routing/every-page-built).
 */
export function pageFor(route: PageRoute): ReactNode {
  if (route.chunk) return <DeclaredPage route={{ ...route, chunk: route.chunk }} />;
  const defs = resourcesOnRoute(route.path);
  if (defs.length > 0) return <LazyPage screen={chunkScreen("resources")} props={{ defs }} />;
  return <UnderConstruction label={route.label} />;
}
