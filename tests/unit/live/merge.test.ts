import { describe, expect, it } from "vitest";
import { mergeChanges, sameFields } from "../../../src/live/merge";

describe("sameFields: what a memo compares of a row", () => {
  const row = { id: "m1", name: "Weekly", locked: false, speaker: "North hall" };

  it("holds for the same row, for two absent rows, and for rows agreeing on the keys", () => {
    expect(sameFields(row, row, ["name"])).toBe(true);
    expect(sameFields<typeof row>(null, null, ["name"])).toBe(true);
    const spoke = mergeChanges(row, { speaker: "South hall" });
    expect(sameFields(row, spoke, ["id", "name", "locked"])).toBe(true);
  });

  it("fails for a changed key, or when only one row is there", () => {
    expect(sameFields(row, mergeChanges(row, { locked: true }), ["id", "locked"])).toBe(false);
    expect(sameFields(row, null, ["id"])).toBe(false);
    expect(sameFields(null, row, ["id"])).toBe(false);
  });
});
