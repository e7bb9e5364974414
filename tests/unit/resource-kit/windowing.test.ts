import { describe, expect, it } from "vitest";
import { countRows, isWindowed } from "../../../src/resource-kit/list/windowing";

/** QUALITY.md §3: any table that can hold more than 100 rows is windowed. */
const flat = (n: number) => Array.from({ length: n }, (_, i) => ({ id: String(i) }));

describe("windowing of generated lists", () => {
  it.each([
    [flat(20), 20, false],
    [flat(100), 100, false],
    [flat(101), 101, true],
    [[{ id: "r", children: [{ id: "b", children: flat(99) }] }], 101, true],
    [[{ id: "r", children: [] }], 1, false],
  ])("%#: %d rows counted with their children -> windowed %s", (rows, count, windowed) => {
    expect(countRows(rows)).toBe(count);
    expect(isWindowed(rows)).toBe(windowed);
  });
});
