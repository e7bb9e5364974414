import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { choiceText, dateText, rangeText } from "../../../src/performance/deferred-ui/picker-text";

const day = dayjs("2026-11-23");

describe("dateText", () => {
  it.each([
    ["date", undefined, "2026-11-23"],
    ["month", undefined, "2026-11"],
    ["year", undefined, "2026"],
    ["week", undefined, undefined],
    ["date", "DD/MM/YYYY", "23/11/2026"],
    ["week", (d: dayjs.Dayjs) => `${d.format("MM-DD")}+`, "11-23+"],
    ["date", ["YYYY.MM.DD", "YYYY-MM-DD"], "2026.11.23"],
    ["month", { format: "MM/YYYY" }, "11/2026"],
  ])("a %s picker with format %s shows %s", (picker, format, shown) => {
    expect(dateText(day, picker, format as Parameters<typeof dateText>[2])).toBe(shown);
  });

  it("shows nothing without a value", () => {
    expect(dateText(null)).toBeUndefined();
    expect(dateText(undefined, "month")).toBeUndefined();
  });
});

describe("rangeText", () => {
  it("shows both ends apart", () => {
    expect(rangeText([day, day.add(6, "day")])).toBe("2026-11-23 → 2026-11-29");
  });
  it("keeps an open end's place", () => {
    expect(rangeText([day, null])).toBe("2026-11-23 → ");
  });
  it("shows nothing for no range", () => {
    expect(rangeText(null)).toBeUndefined();
    expect(rangeText([null, null])).toBeUndefined();
  });
});

describe("choiceText", () => {
  const options = [
    { value: "a", label: "Alpha" },
    { label: "Group", options: [{ value: 2, label: "Two" }] },
  ];
  const tree = [{ value: "top", title: "Head office", children: [{ value: "rd", title: "R&D" }] }];

  it.each([
    ["a plain value", "a", options, "Alpha"],
    ["a value in a group", 2, options, "Two"],
    ["several values", ["a", 2], options, "Alpha, Two"],
    ["a labelled value", { value: "x", label: "Shown" }, options, "Shown"],
    ["a nested tree node", "rd", tree, "R&D"],
    ["a value among none", "zzz", options, undefined],
    ["no value", undefined, options, undefined],
    ["null", null, options, undefined],
  ])("%s", (_name, value, choices, shown) => {
    expect(choiceText(value, choices)).toBe(shown);
  });

  it("shows no label that is not text", () => {
    expect(choiceText("a", [{ value: "a", label: { type: "b" } as never }])).toBeUndefined();
  });
});
