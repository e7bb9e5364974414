import { describe, expect, it } from "vitest";
import {
  exceedsViewer,
  isRoleEnabled,
  managedGroups,
  mayGiveRole,
  ruleInput,
  type TreeGroup,
  type TreeRole,
  type Viewer,
} from "#contract/rules/role-tree";

/**
 * The role-group tree (spec §6 "Roles and permissions"):
 *
 *   hq (top)            ─ SYSADMIN (manager), OPS, STAFF
 *   └─ branch           ─ BRANCH_ADMIN (manager), BRANCH_STAFF
 *      └─ team          ─ TEAM_LEAD (manager), TEAM_STAFF
 *   partners (top)      ─ PARTNER_ADMIN (manager), GUEST
 */
const GROUPS: TreeGroup[] = [
  { id: "hq", parentId: "0" },
  { id: "branch", parentId: "hq" },
  { id: "team", parentId: "branch" },
  { id: "partners", parentId: "0" },
];

type Role = TreeRole & { resources: string[]; system: boolean };
const role = (
  id: string,
  groupId: string,
  manager: boolean,
  resources: string[] = [],
  system = false,
): Role => ({
  id,
  groupId,
  manager,
  resources,
  system,
});

const ROLES: Role[] = [
  role("SYSADMIN", "hq", true, ["system", "user", "operation"], true),
  role("OPS", "hq", false, ["operation", "meetingRoom"]),
  role("STAFF", "hq", false),
  role("BRANCH_ADMIN", "branch", true, ["system", "user"]),
  role("BRANCH_STAFF", "branch", false),
  role("TEAM_LEAD", "team", true, ["system", "user"]),
  role("TEAM_STAFF", "team", false),
  role("PARTNER_ADMIN", "partners", true, ["system", "user"]),
  role("GUEST", "partners", false),
];
const byId = new Map(ROLES.map((r) => [r.id, r]));

const viewer = (roleIds: string[], system = false, authorities: string[] = ["system", "user"]): Viewer => ({
  system,
  roleIds,
  authorities,
});

describe("managedGroups", () => {
  type Row = [rule: string, held: string[], expected: string[]];
  const rows: Row[] = [
    ["no manager role held: manages no chain", ["STAFF", "OPS"], []],
    ["a manager role manages its own group and every group below", ["BRANCH_ADMIN"], ["branch", "team"]],
    ["a top-level manager role manages its whole chain", ["SYSADMIN"], ["hq", "branch", "team"]],
    ["chains of several manager roles add up", ["TEAM_LEAD", "PARTNER_ADMIN"], ["team", "partners"]],
  ];
  it.each(rows)("%s", (_rule, held, expected) => {
    expect([...managedGroups(GROUPS, ROLES, held)].sort()).toEqual([...expected].sort());
  });

  it("stops on a cycle in the group tree", () => {
    const looped = [...GROUPS, { id: "a", parentId: "b" }, { id: "b", parentId: "a" }];
    const roles = [...ROLES, role("LOOP", "a", true)];
    expect([...managedGroups(looped, roles, ["LOOP"])].sort()).toEqual(["a", "b"]);
  });
});

describe("isRoleEnabled (spec §6: not requested, or the last element of a managed chain, or a top-level manager role)", () => {
  type Row = [rule: string, held: string[], roleId: string, enabled: boolean];
  const rows: Row[] = [
    ["not in the requested set: an ordinary role is enabled for anyone", [], "BRANCH_STAFF", true],
    ["not in the requested set: even in a chain nobody manages", ["TEAM_LEAD"], "GUEST", true],
    [
      "in the requested set, outside the user's chains, but top-level: enabled",
      ["BRANCH_ADMIN"],
      "PARTNER_ADMIN",
      true,
    ],
    [
      "last element of a chain the user manages: a manager role below their group",
      ["BRANCH_ADMIN"],
      "TEAM_LEAD",
      true,
    ],
    [
      "last element of a chain the user manages: their own manager role",
      ["BRANCH_ADMIN"],
      "BRANCH_ADMIN",
      true,
    ],
    [
      "a manager role above the user's chain: not managed, not top-level: disabled",
      ["TEAM_LEAD"],
      "BRANCH_ADMIN",
      false,
    ],
    ["a manager role in another branch of the tree: disabled", ["PARTNER_ADMIN"], "TEAM_LEAD", false],
    ["a top-level manager role: enabled even outside the user's chains", ["TEAM_LEAD"], "SYSADMIN", true],
    ["no manager role held: a nested manager role is disabled", ["STAFF"], "BRANCH_ADMIN", false],
  ];
  it.each(rows)("%s", (_rule, held, roleId, enabled) => {
    const input = ruleInput(GROUPS, ROLES, viewer(held));
    expect(isRoleEnabled(byId.get(roleId)!, input)).toBe(enabled);
  });

  it("a SYSTEM user manages every chain", () => {
    const input = ruleInput(GROUPS, ROLES, viewer([], true));
    expect(ROLES.every((r) => isRoleEnabled(r, input))).toBe(true);
  });

  it("the requested set is the manager roles", () => {
    const input = ruleInput(GROUPS, ROLES, viewer([]));
    expect([...input.requested].sort()).toEqual(["BRANCH_ADMIN", "PARTNER_ADMIN", "SYSADMIN", "TEAM_LEAD"]);
    expect([...input.topGroups].sort()).toEqual(["hq", "partners"]);
  });
});

describe("mayGiveRole: the tree rule and no more than one holds", () => {
  type Row = [rule: string, who: Viewer, roleId: string, allowed: boolean];
  const rows: Row[] = [
    ["a SYSTEM role only from a SYSTEM user", viewer(["TEAM_LEAD"]), "SYSADMIN", false],
    ["a SYSTEM user gives a SYSTEM role", viewer([], true, []), "SYSADMIN", true],
    ["a resource the giver lacks: refused though the tree allows it", viewer(["BRANCH_ADMIN"]), "OPS", false],
    ["resources the giver holds, in their chain", viewer(["BRANCH_ADMIN"]), "TEAM_LEAD", true],
    [
      "resources held but the tree disables it",
      viewer(["TEAM_LEAD"], false, ["system", "user"]),
      "BRANCH_ADMIN",
      false,
    ],
    ["a role without resources, not requested", viewer(["TEAM_LEAD"]), "STAFF", true],
  ];
  it.each(rows)("%s", (_rule, who, roleId, allowed) => {
    const input = ruleInput(GROUPS, ROLES, who);
    expect(mayGiveRole(byId.get(roleId)!, input, who)).toBe(allowed);
  });

  it("exceedsViewer compares resources exactly", () => {
    expect(
      exceedsViewer({ resources: ["meetingRoom"], system: false }, viewer([], false, ["meetingRoomReport"])),
    ).toBe(true);
    expect(exceedsViewer({ resources: [], system: false }, viewer([], false, []))).toBe(false);
  });
});
