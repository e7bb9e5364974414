import { OPERATOR_PERMISSIONS } from "#contract/permissions";
import { decideNavigation, type GuardInput } from "../../../src/routing/guard";
import { findRoute } from "../../../src/routing/route-table";

const operator: GuardInput = {
  pathname: "/",
  search: "",
  isMobile: false,
  storedUserAgent: null,
  loggedIn: true,
  permissions: [...OPERATOR_PERMISSIONS],
  userType: "NORMAL",
};
const at = (pathname: string, extra: Partial<GuardInput> = {}): GuardInput => ({
  ...operator,
  pathname,
  ...extra,
});

describe("resource screens under a page are guarded by the page (spec §2)", () => {
  it.each([
    [
      "edit under rooms",
      "/operation/meeting-room-management/rooms/edit/123",
      "/operation/meeting-room-management",
    ],
    ["create under a tabbed page", "/device/mcu-management/resource-pools/create", "/device/mcu-management"],
    ["show, any case", "/Device/Terminal-Management/terminals/show/a1", "/device/terminal-management"],
    ["not any deeper path", "/operation/meeting-room-management/rooms/edit/1/more", undefined],
    ["not an unknown screen", "/operation/meeting-room-management/rooms/delete/1", undefined],
    ["not edit without an id", "/operation/meeting-room-management/rooms/edit", undefined],
    ["the schedule form (create) under /home", "/home/schedule", "/home"],
    ["the schedule form (edit) under /home", "/home/schedule/s-1", "/home"],
    ["not deeper than the schedule form", "/home/schedule/s-1/more", undefined],
    ["not another path under /home", "/home/anything", undefined],
  ])("findRoute: %s", (_rule, path, expected) => {
    expect(findRoute(path)?.path).toBe(expected);
  });

  it("lets any logged-in user open the schedule form", () => {
    expect(decideNavigation(at("/home/schedule/s-1", { permissions: [] }))).toEqual({
      type: "allow",
      effects: [],
    });
  });

  it("allows a permitted user on a sub-screen instead of sending them to login", () => {
    expect(decideNavigation(at("/operation/meeting-room-management/rooms/edit/123"))).toEqual({
      type: "allow",
      effects: [],
    });
  });

  it("sends a user without the page's permission to the no-permission page", () => {
    expect(
      decideNavigation(at("/device/terminal-management/terminals/create", { permissions: ["monitor"] })),
    ).toEqual({
      type: "redirect",
      to: "/systec/NoPermission",
      effects: [],
    });
  });

  it("sends an anonymous visitor to login and back to the sub-screen", () => {
    expect(
      decideNavigation(
        at("/device/mcu-management/mcu-servers/edit/9", { loggedIn: false, permissions: [], userType: null }),
      ),
    ).toEqual({
      type: "redirect",
      to: `/login?redirect=${encodeURIComponent("/device/mcu-management/mcu-servers/edit/9")}`,
      effects: [],
    });
  });

  it("still sends an unknown path to login", () => {
    expect(decideNavigation(at("/operation/meeting-room-management/rooms/edit/1/more"))).toEqual({
      type: "redirect",
      to: "/login",
      effects: [],
    });
  });
});
