import { RESOURCES } from "../../../resources";
import { createRegistry, registry, screensOf } from "../../../src/resource-kit/registry";
import type { ResourceDef } from "../../../src/resource-kit/types";

const base = { access: {}, fields: [] } as const;
const a: ResourceDef = {
  ...base,
  name: "alphas",
  nav: { route: "/x/page", order: 2 },
  endpoints: { list: "GET /a", one: "GET /a/{id}", update: "PUT /a/{id}", create: "POST /a" },
};
const b: ResourceDef = {
  ...base,
  name: "betas",
  nav: { route: "/x/page", order: 1 },
  endpoints: { list: "GET /b", remove: "DELETE /b/{id}" },
};
const c: ResourceDef = {
  ...base,
  name: "gammas",
  nav: { route: "/y/page" },
  endpoints: { list: "GET /c", one: "GET /c/{id}" },
};
const fixture = createRegistry([a, b, c]);

describe("resource registry (DESIGN §4: declarations -> Refine resources and routes)", () => {
  it("lists the resources a route hosts by nav.order, matching the path case-insensitively", () => {
    expect(fixture.resourcesOnRoute("/x/page").map((d) => d.name)).toEqual(["betas", "alphas"]);
    expect(fixture.resourcesOnRoute("/X/Page").map((d) => d.name)).toEqual(["betas", "alphas"]);
    expect(fixture.resourcesOnRoute("/nowhere")).toEqual([]);
  });

  it("finds a declaration by name", () => {
    expect(fixture.findResourceDef("gammas")).toBe(c);
    expect(fixture.findResourceDef("nope")).toBeUndefined();
    expect(fixture.findResourceDef(undefined)).toBeUndefined();
  });

  it("puts the list on the page, with ?tab= when the page hosts several, and screens under it", () => {
    const paths = fixture.resourcePaths(a);
    expect(paths.list).toBe("/x/page?tab=alphas");
    expect(paths.create).toBe("/x/page/alphas/create");
    expect(paths.edit("a/1")).toBe("/x/page/alphas/edit/a%2F1");
    expect(paths.show(7)).toBe("/x/page/alphas/show/7");
    expect(fixture.resourcePaths(c).list).toBe("/y/page");
  });

  it("offers a screen only when its endpoints (or a bespoke screen) exist", () => {
    expect(screensOf(a)).toEqual({ list: true, create: true, edit: true, show: true });
    expect(screensOf(b)).toEqual({ list: true, create: false, edit: false, show: false });
    expect(screensOf({ ...b, screens: { edit: async () => ({ default: null }) } }).edit).toBe(true);
  });

  it("builds hidden Refine resources carrying the endpoints and a translated label, and no routes", () => {
    const [ra, rb] = fixture.refineResources((key) => `T(${key})`);
    expect(ra).toMatchObject({
      name: "alphas",
      meta: { endpoints: a.endpoints, label: "T(alphas.alphas)", hide: true },
    });
    for (const action of ["list", "create", "edit", "show", "clone"] as const) {
      expect(ra?.[action], action).toBeUndefined();
    }
    expect(rb?.meta?.canDelete).toBe(true);
  });

  it("nests a resource under its page's menu entry (breadcrumbs), when the page is in the route table", () => {
    const [rooms] = createRegistry([
      { ...c, nav: { route: "/operation/meeting-room-management" } },
    ]).refineResources(String);
    expect(rooms?.meta?.parent).toBe("/operation/meeting-room-management");
    expect(fixture.refineResources(String)[0]?.meta?.parent).toBeUndefined();
  });

  it("the app's registry covers resources/index.ts, each on a route of the route table", () => {
    expect(registry.defs).toBe(RESOURCES);
    for (const def of RESOURCES) {
      expect(registry.resourcesOnRoute(def.nav.route)).toContain(def);
      expect(registry.refineResources(String).find((r) => r.name === def.name)?.meta?.parent, def.name).toBe(
        def.nav.route,
      );
    }
  });
});
