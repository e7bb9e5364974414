import { moveItem } from "../../../src/pages/dictionaries/move-item";

describe("moveItem (dictionary order: drag or arrow buttons)", () => {
  it.each([
    ["down one", 0, 1, ["b", "a", "c", "d"]],
    ["up one", 2, 1, ["a", "c", "b", "d"]],
    ["first to last", 0, 3, ["b", "c", "d", "a"]],
    ["last to first", 3, 0, ["d", "a", "b", "c"]],
    ["onto itself", 1, 1, ["a", "b", "c", "d"]],
    ["past the end: clamped", 1, 9, ["a", "c", "d", "b"]],
    ["before the start: clamped", 2, -3, ["c", "a", "b", "d"]],
    ["from outside: unchanged", 7, 0, ["a", "b", "c", "d"]],
  ])("%s", (_rule, from, to, expected) => {
    const items = ["a", "b", "c", "d"];
    expect(moveItem(items, from as number, to as number)).toEqual(expected);
    expect(items).toEqual(["a", "b", "c", "d"]);
  });
});
