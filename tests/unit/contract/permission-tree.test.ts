import { describe, expect, it } from "vitest";
import { PERMISSIONS } from "#contract/permissions";
import {
  changeResources,
  PERMISSION_ORDER,
  PERMISSION_TREE,
  parentOf,
} from "#contract/rules/permission-tree";
import { SECTIONS } from "../../../src/routing/route-table";

describe("PERMISSION_TREE (spec §2/§6: sections above their pages and actions)", () => {
  it("holds every permission name of spec §6 exactly once", () => {
    expect([...PERMISSION_ORDER].sort()).toEqual([...PERMISSIONS].sort());
  });

  it("has the menu sections' permissions at the top", () => {
    const sections = SECTIONS.flatMap((s) => (s.permission ? [s.permission] : []));
    for (const section of new Set(sections)) {
      expect(PERMISSION_TREE.map((node) => node.key)).toContain(section);
    }
  });

  it("puts the user page under the system section", () => {
    expect(parentOf("user")).toBe("system");
    expect(parentOf("meetingRoom")).toBe("operation");
    expect(parentOf("operation")).toBeUndefined();
  });
});

describe("changeResources", () => {
  type Row = [
    rule: string,
    current: string[],
    change: { add?: string[]; remove?: string[] },
    expected: string[],
  ];
  const rows: Row[] = [
    [
      "choosing a page chooses its section (spec §2: the section as a whole)",
      [],
      { add: ["meetingRoom"] },
      ["operation", "meetingRoom"],
    ],
    ["choosing a section alone keeps its pages unchosen", [], { add: ["dataReport"] }, ["dataReport"]],
    [
      "dropping a section drops its pages",
      ["operation", "location", "meetingRoom", "user", "system"],
      { remove: ["operation"] },
      ["system", "user"],
    ],
    [
      "dropping a page keeps its section",
      ["operation", "location", "meetingRoom"],
      { remove: ["location"] },
      ["operation", "meetingRoom"],
    ],
    ["unknown names are left out", ["bogus"], { add: ["meetingroom", "device"] }, ["monitor", "device"]],
    [
      "the answer is in the tree's order, each name once",
      ["user", "system"],
      { add: ["system", "operation"] },
      ["operation", "system", "user"],
    ],
    [
      "adding and removing the same name: the removal wins",
      [],
      { add: ["device"], remove: ["device"] },
      ["monitor"],
    ],
  ];
  it.each(rows)("%s", (_rule, current, change, expected) => {
    expect(changeResources(current, change)).toEqual(expected);
  });
});
