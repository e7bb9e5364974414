import type { CurrentUser } from "#contract/auth";
import { OPERATOR_PERMISSIONS } from "#contract/permissions";
import { session } from "../../../src/auth/session";
import { accessControlProvider } from "../../../src/providers/access-control";

function signIn(type: CurrentUser["type"], authorities: string[]) {
  session.signIn("t".repeat(43), {
    id: "u1",
    account: "a",
    name: "A",
    type,
    authorities,
    deptId: null,
    deptName: null,
    email: null,
    phone: null,
  });
}

const can = async (resource: string) => (await accessControlProvider.can({ resource, action: "list" })).can;

describe("access-control provider (spec §6: unauthorised elements are removed)", () => {
  afterEach(() => localStorage.clear());

  it.each([
    ["operator may open rooms", "/operation/meeting-room-management", true],
    ["operator may not open MCU monitor", "/monitor/mcu", false],
    ["operator may not open system pages without a named permission", "/system/license-setting", false],
    ["operator sees the operation section", "operation", true],
    ["operator does not see the report section", "report", false],
    ["an unknown resource is denied", "/nowhere", false],
  ])("%s", async (_rule, resource, expected) => {
    signIn("NORMAL", [...OPERATOR_PERMISSIONS]);
    expect(await can(resource)).toBe(expected);
  });

  it("a SYSTEM user opens system pages that carry no named permission", async () => {
    signIn("SYSTEM", ["system"]);
    expect(await can("/system/license-setting")).toBe(true);
    expect(await can("/system/user-management")).toBe(false);
  });

  it("nobody logged in sees only the pages without a permission", async () => {
    expect(await can("/home")).toBe(true);
    expect(await can("/operation/location-management")).toBe(false);
  });
});
