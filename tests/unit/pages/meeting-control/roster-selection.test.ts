import { describe, expect, it, vi } from "vitest";
import { RosterSelection } from "../../../../src/pages/meeting-control/participants/roster-selection";

const rows = (...ids: string[]) => ids.map((id) => ({ id }));

describe("the roster's selection for bulk actions (spec §1 control: move or remove several)", () => {
  it("ticks and clears rows; the chosen list keeps its identity until the selection changes", () => {
    const s = new RosterSelection();
    s.sync(rows("a", "b", "c"), rows("a", "b", "c"));
    s.toggle("b", true);
    s.toggle("a", true);
    const chosen = s.getChosen();
    expect(chosen).toEqual(["b", "a"]);
    s.sync(rows("a", "b", "c"), rows("a", "b", "c"));
    expect(s.getChosen()).toBe(chosen);
    s.toggle("b", false);
    expect(s.getChosen()).toEqual(["a"]);
  });

  it("a participant who leaves the meeting leaves the selection", () => {
    const s = new RosterSelection();
    const listener = vi.fn();
    s.subscribe(listener);
    s.sync(rows("a", "b"), rows("a", "b"));
    s.toggle("a", true);
    s.toggle("b", true);
    listener.mockClear();
    s.sync(rows("b"), rows("b"));
    expect(s.getChosen()).toEqual(["b"]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it.each([
    { case: "nothing ticked", ticked: [], shown: ["a", "b"], header: "none" },
    { case: "one of two shown", ticked: ["a"], shown: ["a", "b"], header: "some" },
    { case: "every row shown", ticked: ["a", "b"], shown: ["a", "b"], header: "all" },
    { case: "the filter hides the unticked row", ticked: ["a"], shown: ["a"], header: "all" },
    { case: "the filter hides the ticked row", ticked: ["a"], shown: ["b"], header: "none" },
  ])("the header box over the rows shown: $case", ({ ticked, shown, header }) => {
    const s = new RosterSelection();
    s.sync(rows("a", "b"), rows("a", "b"));
    for (const id of ticked) s.toggle(id, true);
    s.sync(rows("a", "b"), rows(...shown));
    expect(s.getHeader()).toBe(header);
  });

  it("the header box ticks and clears the rows shown, not those the filter hides", () => {
    const s = new RosterSelection();
    s.sync(rows("a", "b", "c"), rows("a", "b", "c"));
    s.toggle("c", true);
    s.sync(rows("a", "b", "c"), rows("a", "b"));
    s.setShown(true);
    expect([...s.getChosen()].sort()).toEqual(["a", "b", "c"]);
    expect(s.getHeader()).toBe("all");
    s.setShown(false);
    expect(s.getChosen()).toEqual(["c"]);
    expect(s.getHeader()).toBe("none");
  });

  it("an update meets no work while nothing is selected and tells no one", () => {
    const s = new RosterSelection();
    const listener = vi.fn();
    s.subscribe(listener);
    s.sync(rows("a"), rows("a"));
    s.sync(rows("b"), rows("b"));
    expect(listener).not.toHaveBeenCalled();
    expect(s.getChosen()).toEqual([]);
  });
});
