/**
 * Declared resources (resources/index.ts) as Refine resources and lookups by name and route
 * (DESIGN.md §4). Pure: no React, so routing and access control can ask it too.
 */
import type { ResourceProps } from "@refinedev/core";
import { RESOURCES } from "../../resources";
import { findRoute } from "../routing/route-table";
import { labelKeys } from "./labels";
import type { ResourceDef, ScreenName } from "./types";

type Translate = (key: string) => string;

export interface ResourcePaths {
  /** The page hosting the list; `?tab=<name>` when the page hosts several resources. */
  list: string;
  create: string;
  edit: (id: string | number) => string;
  show: (id: string | number) => string;
}

/** Route patterns of the sub-screens, with `:id` (React Router and Refine syntax). */
export function screenPatterns(def: ResourceDef): Record<Exclude<ScreenName, "list">, string> {
  const base = `${def.nav.route}/${def.name}`;
  return { create: `${base}/create`, edit: `${base}/edit/:id`, show: `${base}/show/:id` };
}

/** Which generated or bespoke screens a resource has: a screen needs the endpoints it calls. */
export function screensOf(def: ResourceDef): Record<ScreenName, boolean> {
  const { endpoints, screens } = def;
  return {
    list: true,
    create: !!(endpoints.create || screens?.create),
    edit: !!((endpoints.update && endpoints.one) || screens?.edit),
    show: !!(endpoints.one || screens?.show),
  };
}

export function createRegistry(defs: readonly ResourceDef[]) {
  const byName = new Map(defs.map((d) => [d.name, d]));

  function resourcesOnRoute(route: string): ResourceDef[] {
    const key = route.toLowerCase();
    return defs
      .map((def, index) => ({ def, index }))
      .filter(({ def }) => def.nav.route.toLowerCase() === key)
      .sort((a, b) => (a.def.nav.order ?? a.index) - (b.def.nav.order ?? b.index) || a.index - b.index)
      .map(({ def }) => def);
  }

  function resourcePaths(def: ResourceDef): ResourcePaths {
    const several = resourcesOnRoute(def.nav.route).length > 1;
    const patterns = screenPatterns(def);
    const withId = (pattern: string) => (id: string | number) =>
      pattern.replace(":id", encodeURIComponent(String(id)));
    return {
      list: several ? `${def.nav.route}?tab=${encodeURIComponent(def.name)}` : def.nav.route,
      create: patterns.create,
      edit: withId(patterns.edit),
      show: withId(patterns.show),
    };
  }

  /**
   * Refine resources for every declaration, hidden from the menu (built from the route table). They
   * carry no routes: the console's routes place the screens (KitRoutes), and every hook names its
   * resource, action and id. With routes, Refine's router binding matches the address against every
   * route of every resource on each hook call (each row's actions and labels make hundreds).
   */
  function refineResources(t: Translate): ResourceProps[] {
    return defs.map((def) => {
      return {
        name: def.name,
        identifier: def.name,
        meta: {
          endpoints: def.endpoints,
          label: t(labelKeys.resource(def)),
          hide: true,
          // The menu entry of the hosting page: breadcrumbs read section > page > resource.
          parent: findRoute(def.nav.route)?.path,
          canDelete: !!def.endpoints.remove,
          kitRoute: def.nav.route,
        },
      };
    });
  }

  return {
    defs,
    findResourceDef: (name: string | undefined): ResourceDef | undefined =>
      name === undefined ? undefined : byName.get(name),
    resourcesOnRoute,
    resourcePaths,
    refineResources,
  };
}

export type Registry = ReturnType<typeof createRegistry>;

/** The application's registry, over resources/index.ts. */
export const registry: Registry = createRegistry(RESOURCES);
export const { findResourceDef, resourcesOnRoute, resourcePaths, refineResources } = registry;
