import dayjs from "dayjs";
import {
  filtersFromValues,
  hasActiveFilters,
  valuesFromFilters,
} from "../../../src/resource-kit/list/filters";
import type { ResourceDef } from "../../../src/resource-kit/types";

const def: ResourceDef = {
  name: "rooms",
  nav: { route: "/r" },
  access: {},
  endpoints: { list: "GET /r" },
  fields: [
    { name: "enabled", type: "boolean" },
    { name: "capacity", type: "number" },
    { name: "type", type: "enum", options: { values: ["A", "B"] }, multiple: true },
    { name: "level", type: "enum", options: { values: [1, 2, 3] } },
    { name: "createdAt", type: "datetime" },
  ],
  list: {
    filters: [
      { field: "enabled" },
      { field: "capacity" },
      { field: "type" },
      { field: "level" },
      {
        field: "createdAt",
        toQuery: (value) => {
          const [from, to] = value as [dayjs.Dayjs, dayjs.Dayjs];
          return { from: from.valueOf(), to: to.valueOf() };
        },
      },
    ],
  },
};

describe("filter bar <-> URL filters (a reload or a shared link keeps the search)", () => {
  it("sends the keyword and plain filters as eq, multi-values as in, and skips empty ones", () => {
    expect(
      filtersFromValues(def, {
        keyword: "  hall ",
        enabled: false,
        capacity: 10,
        type: ["A", "B"],
        level: undefined,
      }),
    ).toEqual([
      { field: "keyword", operator: "eq", value: "hall" },
      { field: "enabled", operator: "eq", value: false },
      { field: "capacity", operator: "eq", value: 10 },
      { field: "type", operator: "in", value: ["A", "B"] },
    ]);
    expect(filtersFromValues(def, { keyword: "", type: [] })).toEqual([]);
  });

  it("shapes a filter by its toQuery into several eq filters", () => {
    const range = [dayjs(1_000), dayjs(2_000)];
    expect(filtersFromValues(def, { createdAt: range })).toEqual([
      { field: "from", operator: "eq", value: 1000 },
      { field: "to", operator: "eq", value: 2000 },
    ]);
  });

  it("has no keyword when the list turns it off", () => {
    expect(filtersFromValues({ ...def, list: { ...def.list, keyword: false } }, { keyword: "x" })).toEqual(
      [],
    );
  });

  it("reads the values back from the URL's strings in the inputs' types", () => {
    const fromUrl = [
      { field: "keyword", operator: "eq", value: "hall" },
      { field: "enabled", operator: "eq", value: "false" },
      { field: "capacity", operator: "eq", value: "10" },
      { field: "type", operator: "in", value: ["A"] },
      { field: "level", operator: "eq", value: "2" },
      { field: "from", operator: "eq", value: "1000" },
    ] as const;
    expect(valuesFromFilters(def, [...fromUrl])).toEqual({
      keyword: "hall",
      enabled: false,
      capacity: 10,
      type: ["A"],
      level: 2,
    });
  });

  it("round-trips what the bar sends", () => {
    const values = { keyword: "a", enabled: true, capacity: 3, type: ["B"], level: 1 };
    expect(valuesFromFilters(def, filtersFromValues(def, values))).toEqual(values);
  });

  it("knows when a search is in force (the empty state then says nothing matched)", () => {
    expect(hasActiveFilters([])).toBe(false);
    expect(hasActiveFilters([{ field: "keyword", operator: "eq", value: "" }])).toBe(false);
    expect(hasActiveFilters([{ field: "status", operator: "eq", value: "ON" }])).toBe(true);
  });
});
