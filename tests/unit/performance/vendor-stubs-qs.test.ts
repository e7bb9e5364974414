import realQs from "qs";
import { describe, expect, it } from "vitest";
import qs from "../../../src/performance/vendor-stubs/qs";

/**
 * The browser build replaces qs with our own codec (vite.config.ts): it must read and write a list's
 * address exactly as qs does for every form Refine core and its router produce or meet.
 */
const REFINE_TABLE = { skipNulls: true, arrayFormat: "indices", encode: false } as const;
const REFINE_ROUTER = { ...REFINE_TABLE, addQueryPrefix: true, encodeValuesOnly: true } as const;

describe("query-string codec (qs's behaviour for Refine)", () => {
  it.each([
    ["currentPage=2&pageSize=20"],
    ["filters[0][field]=name&filters[0][operator]=contains&filters[0][value]=a b"],
    ["sorters[0][field]=createdAt&sorters[0][order]=desc&currentPage=3"],
    ["filters[0][field]=status&filters[0][value][0]=ONLINE&filters[0][value][1]=OFFLINE"],
    ["filters[1][field]=b&filters[0][field]=a"],
    ["a[2]=x"],
    ["a[]=x&a[]=y&b=1&b=2"],
    ["a=1&a=2&a=3"],
    ["a[0]=x&a[b]=y"],
    ["a[21]=x"],
    ["a[b][c][d][e][f][g][h][i][j][k][l]=deep"],
    ["keyword=%E4%BC%9A%E8%AE%AE%E5%AE%A4&view=calendar"],
    ["to=%2Fhome%3Fview%3Dcalendar"],
    ["q=a+b&r=%zz"],
    ["flag&=empty&x="],
    ["a%5Bb%5D=1"],
    ["a[b]=1&a[b]=2"],
    ["__proto__[x]=1&hasOwnProperty=2&ok=3"],
    ["a[b]=c=d"],
    [""],
  ])("parses %j as qs does", (search) => {
    expect(qs.parse(search, { depth: 10 })).toEqual(realQs.parse(search, { depth: 10 }));
    expect(qs.parse(`?${search}`, { ignoreQueryPrefix: true, depth: 10 })).toEqual(
      realQs.parse(`?${search}`, { ignoreQueryPrefix: true, depth: 10 }),
    );
    expect(qs.parse(search)).toEqual(realQs.parse(search));
  });

  const when = new Date(Date.UTC(2026, 10, 24, 8, 30));
  it.each([
    [{ currentPage: 2, pageSize: 20 }],
    [{ sorters: [{ field: "name", order: "asc" }], filters: [{ field: "q", operator: "eq", value: "a b" }] }],
    [{ filters: [{ field: "status", operator: "in", value: ["ONLINE", "OFFLINE"] }] }],
    [{ a: null, b: undefined, c: "", d: 0, e: false, f: [], g: {} }],
    [{ when, nested: { list: [{ x: 1 }, { y: [true] }] } }],
    [{ to: "%2Fhome" }],
    [{}],
  ])("stringifies %j as qs does", (value) => {
    expect(qs.stringify(value, REFINE_TABLE)).toBe(realQs.stringify(value, REFINE_TABLE));
    expect(qs.stringify(value, REFINE_ROUTER)).toBe(realQs.stringify(value, REFINE_ROUTER));
    expect(qs.stringify(value, { skipNulls: false, encode: false })).toBe(
      realQs.stringify(value, { skipNulls: false, encode: false }),
    );
  });

  it("round-trips a list's state", () => {
    const state = {
      currentPage: "4",
      pageSize: "50",
      sorters: [{ field: "name", order: "desc" }],
      filters: [{ field: "locationId", operator: "eq", value: "l-1" }],
    };
    expect(qs.parse(qs.stringify(state, REFINE_ROUTER), { ignoreQueryPrefix: true, depth: 10 })).toEqual(
      state,
    );
  });
});
