import type { ResourceProps } from "@refinedev/core";
import { PAGE_ROUTES, SECTIONS } from "./route-table";

type Translate = (key: string) => string;

/**
 * The menu as Refine resources, derived from the route table: one parent per section and one entry per
 * page. /home and /history stand at the top level; hidden pages (profile) are routed but not listed.
 */
export function buildResources(t: Translate, icons: Record<string, React.ReactNode>): ResourceProps[] {
  const topLevel = new Set(["meeting", "history"]);
  const sections: ResourceProps[] = SECTIONS.filter((s) => !topLevel.has(s.key)).map((s) => ({
    name: s.key,
    meta: { label: t(s.label), icon: icons[s.icon] },
  }));
  const pages: ResourceProps[] = PAGE_ROUTES.filter((r) => !r.hideInMenu).map((r) => ({
    name: r.path,
    list: r.path,
    meta: {
      label: t(r.label),
      parent: topLevel.has(r.section) ? undefined : r.section,
      icon: topLevel.has(r.section) ? icons[r.section === "meeting" ? "video" : "history"] : undefined,
    },
  }));
  return [...pages.filter((p) => !p.meta?.parent), ...sections, ...pages.filter((p) => p.meta?.parent)];
}
