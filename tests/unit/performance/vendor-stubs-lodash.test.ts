import { describe, expect, it, vi } from "vitest";
import { toNamePathStr } from "../../../src/performance/vendor-stubs/antd-name-path";
import { flattenKeys } from "../../../src/performance/vendor-stubs/antd-table-filter-dropdown";
import { debounce, differenceWith, isEqual, unionWith } from "../../../src/performance/vendor-stubs/lodash";
import { arrAdd, arrDel } from "../../../src/performance/vendor-stubs/rc-tree-key-lists";

// lodash's own (untyped here), which the build's stand-ins replace for Refine core.
const lodash = async (name: string) => (await import(/* @vite-ignore */ `lodash-es/${name}.js`)).default;
const lodashDebounce: typeof debounce = await lodash("debounce");
const lodashDifferenceWith: typeof differenceWith = await lodash("differenceWith");
const lodashIsEqual: typeof isEqual = await lodash("isEqual");
const lodashUnionWith: typeof unionWith = await lodash("unionWith");

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

// The build's stand-ins for the lodash functions Refine core calls answer as lodash's own do.
describe("lodash functions the browser build replaces", () => {
  class Point {
    constructor(readonly x: number) {}
  }
  const fn = () => 1;
  const symbol = Symbol("s");
  const cyclic: Record<string, unknown> = { a: 1 };
  cyclic.self = cyclic;
  const cyclic2: Record<string, unknown> = { a: 1 };
  cyclic2.self = cyclic2;
  it.each<[string, unknown, unknown]>([
    ["equal numbers", 1, 1],
    ["NaN and NaN", Number.NaN, Number.NaN],
    ["0 and -0", 0, -0],
    ["a number and its string", 1, "1"],
    ["null and undefined", null, undefined],
    [
      "nested filters",
      [{ field: "a", operator: "eq", value: [1, "x"] }],
      [{ field: "a", operator: "eq", value: [1, "x"] }],
    ],
    ["filters that differ deep down", [{ value: { from: 1, to: 2 } }], [{ value: { from: 1, to: 3 } }]],
    ["key order", { a: 1, b: 2 }, { b: 2, a: 1 }],
    ["a missing key against undefined", { a: 1, b: undefined }, { a: 1, c: undefined }],
    ["an extra key", { a: 1 }, { a: 1, b: 2 }],
    ["arrays of other lengths", [1, 2], [1, 2, 3]],
    ["an array and an object", [1], { 0: 1 }],
    ["equal dates", new Date(5), new Date(5)],
    ["other dates", new Date(5), new Date(6)],
    ["regular expressions", /a/g, /a/g],
    ["the same function", fn, fn],
    ["two functions", () => 1, () => 1],
    ["instances of one class", new Point(1), new Point(1)],
    ["an instance and a plain object", new Point(1), { x: 1 }],
    ["sets", new Set([1, { a: 2 }]), new Set([{ a: 2 }, 1])],
    ["maps", new Map([["a", 1]]), new Map([["a", 2]])],
    ["symbol keys", { [symbol]: 1 }, { [symbol]: 2 }],
    ["typed arrays", new Uint8Array([1, 2]), new Uint8Array([1, 2])],
    ["cyclic objects", cyclic, cyclic2],
    ["null-prototype objects", Object.assign(Object.create(null), { a: 1 }), { a: 1 }],
  ])("isEqual: %s", (_case, a, b) => {
    expect(isEqual(a, b)).toBe(lodashIsEqual(a, b));
  });

  const byField = (a: { field: string }, b: { field: string }) => a.field === b.field;
  const f = (field: string, value?: number) => ({ field, value });
  it.each<[string, unknown[]]>([
    [
      "two lists",
      [
        [f("a"), f("b")],
        [f("b", 2), f("c")],
      ],
    ],
    ["a list, a missing one and another", [[f("a")], undefined, [f("a", 2), f("d")]]],
    ["repeats within one list", [[f("a"), f("a", 2)], [f("b")]]],
    ["no lists", []],
  ])("unionWith and differenceWith: %s", (_case, lists) => {
    expect(unionWith(...lists, byField)).toEqual(lodashUnionWith(...lists, byField));
    const [first, ...rest] = lists as { field: string }[][];
    expect(differenceWith(first as never, ...rest, byField)).toEqual(
      lodashDifferenceWith(first as never, ...rest, byField),
    );
    expect(unionWith(...lists)).toEqual(lodashUnionWith(...lists));
  });

  it("debounce calls once with the last arguments, flushes and cancels as lodash's does", () => {
    vi.useFakeTimers();
    try {
      for (const make of [debounce, lodashDebounce]) {
        const spy = vi.fn((value: number) => value * 2);
        const run = make(spy, 100);
        run(1);
        run(2);
        vi.advanceTimersByTime(99);
        expect(spy).not.toHaveBeenCalled();
        vi.advanceTimersByTime(1);
        expect(spy.mock.calls).toEqual([[2]]);
        run(3);
        expect(run.flush()).toBe(6);
        expect(run.flush()).toBe(6);
        run(4);
        run.cancel();
        vi.advanceTimersByTime(200);
        expect(spy.mock.calls).toEqual([[2], [3]]);
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
