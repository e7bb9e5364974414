import { isValidElement } from "react";
import { describe, expect, it } from "vitest";
import { pageFor } from "../../../src/pages/page-registry";
import { UnderConstruction } from "../../../src/pages/UnderConstruction";
import { PAGE_ROUTES } from "../../../src/routing/route-table";

describe("the console's pages", () => {
  it("a path nothing hosts would show the being-built state", () => {
    const page = pageFor({ ...PAGE_ROUTES[0]!, path: "/nothing/here", chunk: undefined });
    expect(isValidElement(page) && page.type).toBe(UnderConstruction);
  });

  it.each(PAGE_ROUTES.map((route) => [route.path, route] as const))(
    "%s: has a screen, not the being-built state",
    (_, route) => {
      const page = pageFor(route);
      expect(isValidElement(page)).toBe(true);
      expect(isValidElement(page) && page.type).not.toBe(UnderConstruction);
    },
  );
});
