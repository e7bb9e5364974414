import { describe, expect, it } from "vitest";
import { toNamePathStr } from "../../../src/vendor-stubs/antd-name-path";
import { flattenKeys } from "../../../src/vendor-stubs/antd-table-filter-dropdown";
import { arrAdd, arrDel } from "../../../src/vendor-stubs/rc-tree-key-lists";

// rc-tree's own, which the build's stand-in replaces for the table's row selection.
const rcTree = await import("rc-tree/lib/util");

// The build's stand-ins for two antd helpers (vite.config.ts) answer as antd's own do.
describe("antd helpers the browser build replaces", () => {
  it.each([
    [undefined, ""],
    ["name", "name"],
    [3, "3"],
    [["user", "address", 0], "user_address_0"],
  ])("a radio group's id from the name path %j is %j", (name, id) => {
    expect(toNamePathStr(name)).toBe(id);
  });

  it("a column's filter values, nested options included, in order", () => {
    expect(flattenKeys(undefined)).toEqual([]);
    expect(
      flattenKeys([
        { value: "a" },
        { value: "b", children: [{ value: "b1" }, { value: "b2", children: [{ value: "x" }] }] },
      ]),
    ).toEqual(["a", "b", "b1", "b2", "x"]);
  });

  it.each<[string, string[] | undefined, string]>([
    ["no list", undefined, "a"],
    ["a new key", ["a", "b"], "c"],
    ["a key already there", ["a", "b"], "b"],
    ["the first of two equal keys", ["a", "b", "a"], "a"],
  ])("row selection adds and removes a key as rc-tree does: %s", (_case, list, key) => {
    const before = list && [...list];
    expect(arrAdd(list, key)).toEqual(rcTree.arrAdd(list as string[], key));
    expect(arrDel(list, key)).toEqual(rcTree.arrDel(list as string[], key));
    expect(list).toEqual(before);
  });
});
