import type { HttpError } from "@refinedev/core";
import { beforeEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../../src/i18n";
import { buildListQuery, createDataProvider, resolveEndpoint } from "../../../src/providers/data-provider";
import { createHttpClient } from "../../../src/providers/http/client";
import { resetNotifier, setNotifier, type Toast } from "../../../src/providers/http/notifier";
import { envelope, fakeAdapter, type Reply } from "./fake-adapter";

function setup(replies: Reply[]) {
  const fake = fakeAdapter(replies);
  const client = createHttpClient({
    adapter: fake.adapter,
    navigateParent: () => {},
    navigateSelf: () => {},
  });
  return { provider: createDataProvider(client), requests: fake.requests };
}

let toasts: Toast[];
beforeEach(async () => {
  await setLanguage("en-US");
  resetNotifier();
  toasts = [];
  setNotifier((toast) => toasts.push(toast));
});

describe("buildListQuery (DESIGN §2 lists)", () => {
  it.each([
    ["page and size from Refine pagination", [{ currentPage: 3, pageSize: 50 }], { page: 3, size: 50 }],
    ["defaults page 1, size 20", [undefined], { page: 1, size: 20 }],
    ["pagination off asks for the largest page", [{ mode: "off" }], { page: 1, size: 500 }],
    [
      "sort=<field>,<order> from the first sorter only",
      [
        undefined,
        [
          { field: "name", order: "desc" },
          { field: "id", order: "asc" },
        ],
      ],
      { page: 1, size: 20, sort: "name,desc" },
    ],
    [
      "eq / contains filters by field name; q and keyword become keyword; empty values dropped",
      [
        undefined,
        undefined,
        [
          { field: "status", operator: "eq", value: "FREE" },
          { field: "name", operator: "contains", value: "A" },
          { field: "q", operator: "contains", value: "hall" },
          { field: "deptId", operator: "eq", value: undefined },
          { field: "type", operator: "eq", value: "" },
        ],
      ],
      { page: 1, size: 20, status: "FREE", name: "A", keyword: "hall" },
    ],
    [
      "in joins values with commas",
      [undefined, undefined, [{ field: "status", operator: "in", value: ["A", "B"] }]],
      { page: 1, size: 20, status: "A,B" },
    ],
  ])("%s", (_rule, args, expected) => {
    expect(buildListQuery(...(args as Parameters<typeof buildListQuery>))).toEqual(expected);
  });

  it("refuses operators it cannot express rather than dropping the filter", () => {
    expect(() => buildListQuery(undefined, undefined, [{ field: "n", operator: "gte", value: 1 }])).toThrow(
      /gte/,
    );
  });
});

describe("resolveEndpoint (DESIGN §4 endpoints)", () => {
  it("uses conventional paths by default", () => {
    expect(resolveEndpoint("system/role", "one", undefined, { id: "a/b" })).toEqual({
      method: "get",
      url: "/system/role/a%2Fb",
    });
    expect(resolveEndpoint("system/role", "removeMany", undefined, { ids: [1, 2] })).toEqual({
      method: "post",
      url: "/system/role/delete/batch",
    });
  });

  it("takes meta.endpoints with {id}, {ids} and {product} placeholders", () => {
    const meta = {
      endpoints: {
        list: "GET /device/{product}-floor/query",
        removeMany: "POST /device/room-board/by-room-ids/{ids}",
      },
    };
    expect(resolveEndpoint("floors", "list", meta)).toEqual({
      method: "get",
      url: "/device/meeting-floor/query",
    });
    expect(resolveEndpoint("boards", "removeMany", meta, { ids: ["a", "b c"] })).toEqual({
      method: "post",
      url: "/device/room-board/by-room-ids/a,b%20c",
    });
    expect(() => resolveEndpoint("x", "list", { endpoints: { list: "FETCH /x" } })).toThrow();
  });
});

describe("dataProvider", () => {
  it("getList sends the list query and maps {records,total} to {data,total}", async () => {
    const { provider, requests } = setup([envelope(200, { records: [{ id: "1" }], total: 41 })]);
    const result = await provider.getList({
      resource: "rooms",
      pagination: { currentPage: 2, pageSize: 20 },
      sorters: [{ field: "name", order: "asc" }],
      filters: [{ field: "keyword", operator: "contains", value: "A" }],
      meta: { endpoints: { list: "GET /device/room/query" } },
    });
    expect(result).toEqual({ data: [{ id: "1" }], total: 41 });
    expect(requests[0].url).toBe("/device/room/query");
    expect(requests[0].params).toEqual({ page: 2, size: 20, sort: "name,asc", keyword: "A" });
  });

  it("create, update, deleteOne and deleteMany call their endpoints", async () => {
    const { provider, requests } = setup([
      envelope(200, { id: "9" }),
      envelope(200, { id: "9", name: "B" }),
      envelope(200, null),
      envelope(200, null),
    ]);
    expect(await provider.create({ resource: "rooms", variables: { name: "A" } })).toEqual({
      data: { id: "9" },
    });
    await provider.update({ resource: "rooms", id: "9", variables: { name: "B" } });
    await provider.deleteOne({ resource: "rooms", id: "9" });
    await provider.deleteMany!({ resource: "rooms", ids: ["1", "2"] });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      "post /rooms",
      "put /rooms/9",
      "delete /rooms/9",
      "post /rooms/delete/batch",
    ]);
    expect(JSON.parse(requests[3].data)).toEqual({ ids: ["1", "2"] });
  });

  it("throws an HttpError with field errors on 400 and does not toast itself", async () => {
    const { provider } = setup([
      {
        status: 400,
        body: { status: 400, message: "Invalid input", data: { fields: { name: "Too long" } } },
      },
    ]);
    const error = (await provider
      .create({ resource: "rooms", variables: { name: "x".repeat(99) } })
      .catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ message: "Invalid input", statusCode: 400, errors: { name: "Too long" } });
    expect(toasts).toEqual([]);
  });

  it("a failed save never looks saved: every non-200 rejects", async () => {
    const { provider } = setup([envelope(409, null, "Room is busy"), { fail: "network" }]);
    await expect(provider.update({ resource: "rooms", id: "1", variables: {} })).rejects.toMatchObject({
      statusCode: 409,
      message: "Room is busy",
    });
    await expect(provider.getOne({ resource: "rooms", id: "1" })).rejects.toMatchObject({
      statusCode: 0,
      message: "Connection error",
    });
  });

  it("custom strips the API base, passes query, payload and headers", async () => {
    const { provider, requests } = setup([envelope(200, { done: true })]);
    const result = await provider.custom!({
      url: "/api/v1/device/room/change/dept/1",
      method: "post",
      query: { a: 1 },
      payload: { deptId: "d" },
      headers: { "x-extra": "1" },
    });
    expect(result).toEqual({ data: { done: true } });
    expect(requests[0].url).toBe("/device/room/change/dept/1");
    expect(requests[0].params).toEqual({ a: 1 });
    expect(requests[0].headers.get("x-extra")).toBe("1");
  });
});
