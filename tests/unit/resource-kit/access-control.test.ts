import type { CurrentUser } from "#contract/auth";
import { OPERATOR_PERMISSIONS } from "#contract/permissions";
import { session } from "../../../src/auth/session";
import { canOnResource, createAccessControlProvider } from "../../../src/providers/access-control";
import { createRegistry } from "../../../src/resource-kit/registry";
import type { ResourceDef } from "../../../src/resource-kit/types";

const rooms: ResourceDef = {
  name: "rooms",
  nav: { route: "/operation/meeting-room-management" },
  access: { permission: "meetingRoom", actions: { delete: "maintenance" } },
  endpoints: { list: "GET /r" },
  fields: [],
  actions: [
    { name: "changeDept", scope: "selection", endpoint: "POST /r/{ids}" },
    { name: "audit", scope: "record", endpoint: "POST /r/{id}", permission: "system" },
  ],
};
const settings: ResourceDef = { ...rooms, name: "settings", access: { systemOnly: true }, actions: [] };
const byPage: ResourceDef = {
  ...rooms,
  name: "by-page",
  nav: { route: "/device/mcu-management" },
  access: {},
  actions: [],
};

const operator = { permissions: [...OPERATOR_PERMISSIONS], userType: "NORMAL" as const };
const admin = { permissions: ["system"], userType: "SYSTEM" as const };
const nobody = { permissions: [], userType: "NORMAL" as const };

describe("canOnResource (spec §6 on declared resources)", () => {
  it.each([
    ["the resource permission opens the list", rooms, "list", operator, true],
    ["... and create, edit, show", rooms, "edit", operator, true],
    ["a per-action override is required for delete", rooms, "delete", operator, false],
    ["without the permission nothing is allowed", rooms, "list", nobody, false],
    ["a custom action without its own permission uses the resource's", rooms, "changeDept", operator, true],
    ["a custom action naming its own permission needs it", rooms, "audit", operator, false],
    [
      "... which a holder has",
      rooms,
      "audit",
      { ...operator, permissions: [...operator.permissions, "system"] },
      true,
    ],
    ["systemOnly refuses a NORMAL user", settings, "list", operator, false],
    ["systemOnly admits a SYSTEM user", settings, "list", admin, true],
    ["no declared permission: the hosting page's (device)", byPage, "create", operator, true],
    ["no declared permission: the hosting page's, refused", byPage, "create", nobody, false],
  ] as const)("%s", (_rule, def, action, ctx, expected) => {
    expect(canOnResource(def, action, ctx)).toBe(expected);
  });
});

describe("access-control provider with declared resources", () => {
  const provider = createAccessControlProvider(createRegistry([rooms]));
  const signIn = (authorities: string[]) =>
    session.signIn("t".repeat(43), {
      id: "u",
      account: "a",
      name: "A",
      type: "NORMAL",
      authorities,
      deptId: null,
      deptName: null,
      email: null,
      phone: null,
    } satisfies CurrentUser);
  afterEach(() => localStorage.clear());

  it("answers for a declared resource by name, and keeps answering for pages and sections", async () => {
    signIn([...OPERATOR_PERMISSIONS]);
    expect((await provider.can({ resource: "rooms", action: "create" })).can).toBe(true);
    expect((await provider.can({ resource: "rooms", action: "delete" })).can).toBe(false);
    expect((await provider.can({ resource: "/operation/meeting-room-management", action: "list" })).can).toBe(
      true,
    );
    expect((await provider.can({ resource: "operation", action: "list" })).can).toBe(true);
    expect((await provider.can({ resource: "unknown", action: "list" })).can).toBe(false);
  });

  it("removes everything from a user without the permission", async () => {
    signIn(["monitor"]);
    for (const action of ["list", "create", "edit", "show", "delete", "changeDept"]) {
      expect((await provider.can({ resource: "rooms", action })).can, action).toBe(false);
    }
  });
});
