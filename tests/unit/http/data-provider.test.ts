import type { HttpError } from "@refinedev/core";
import { beforeEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../../src/i18n";
import {
  buildListQuery,
  createDataProvider,
  resolveEndpoint,
  resolveEndpointSpec,
} from "../../../src/providers/data-provider";
import { createHttpClient } from "../../../src/providers/http/client";
import { resetNotifier, setNotifier, type Toast } from "../../../src/providers/http/notifier";
import { envelope, fakeTransport, type Reply } from "./fake-transport";

function setup(replies: Reply[]) {
  const fake = fakeTransport(replies);
  const client = createHttpClient({
    transport: fake.transport,
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

describe("declared endpoint objects (DESIGN §4: hooks, timeout, multipart, placeholders)", () => {
  it("resolveEndpointSpec fills {id}, {ids}, {product} and record fields, and carries the options", () => {
    const response = (d: unknown) => d;
    expect(
      resolveEndpointSpec(
        { endpoint: "PUT /room/{roomId}/bind/{id}", timeout: 5, response },
        { id: "t 1", roomId: "r1" },
      ),
    ).toEqual({ method: "put", url: "/room/r1/bind/t%201", timeout: 5, response });
    expect(resolveEndpointSpec("POST /board/by-room-ids/{ids}", { ids: ["a", "b"] }).url).toBe(
      "/board/by-room-ids/a,b",
    );
    expect(() => resolveEndpointSpec("GET /room/{roomId}", {})).toThrow(/roomId/);
  });

  it("request hooks shape the body (create/update) and response hooks the answer", async () => {
    const { provider, requests } = setup([
      envelope(200, { id: "1", parentId: "0" }),
      envelope(200, { id: "1" }),
    ]);
    const meta = {
      endpoints: {
        create: {
          endpoint: "POST /device/dict/supply",
          request: (p: Record<string, unknown>) => ({ ...p, parentId: p.parentId ?? "0" }),
          response: (d: unknown) => ({ ...(d as object), parentId: null }),
        },
        update: {
          endpoint: "PUT /device/terminal",
          request: (p: Record<string, unknown>) => ({ ...p, extra: 1 }),
        },
      },
    };
    const created = await provider.create({ resource: "locations", variables: { name: "A" }, meta });
    expect(created.data).toEqual({ id: "1", parentId: null });
    expect(JSON.parse(requests[0].data)).toEqual({ name: "A", parentId: "0" });
    await provider.update({ resource: "terminals", id: "1", variables: { name: "B" }, meta });
    expect(requests[1].url).toBe("/device/terminal");
    expect(JSON.parse(requests[1].data)).toEqual({ name: "B", extra: 1 });
  });

  it("a list request hook shapes the query; response hooks see list answers too", async () => {
    const { provider, requests } = setup([envelope(200, [{ id: "x" }])]);
    const result = await provider.getList({
      resource: "servers",
      meta: {
        endpoints: {
          list: {
            endpoint: "GET /{product}/servers/all",
            request: (q: Record<string, unknown>) => ({ keyword: q.keyword }),
            response: (d: unknown) => ({ records: d, total: 99 }),
          },
        },
      },
      filters: [{ field: "keyword", operator: "contains", value: "k" }],
    });
    expect(requests[0].url).toBe("/meeting/servers/all");
    expect(requests[0].params).toEqual({ keyword: "k" });
    expect(result).toEqual({ data: [{ id: "x" }], total: 99 });
  });

  it("meta.tree or a tree filter asks for tree=true", async () => {
    const { provider, requests } = setup([
      envelope(200, { records: [], total: 0 }),
      envelope(200, { records: [], total: 0 }),
    ]);
    await provider.getList({ resource: "locations", meta: { tree: true } });
    await provider.getList({
      resource: "locations",
      filters: [{ field: "tree", operator: "eq", value: true }],
    });
    expect(requests[0].params).toMatchObject({ tree: true });
    expect(requests[1].params).toMatchObject({ tree: "true" });
  });

  it("timeout and multipart are honoured", async () => {
    const { provider, requests } = setup([envelope(200, { id: "f" })]);
    const file = new File(["abc"], "a.csv", { type: "text/csv" });
    await provider.create({
      resource: "imports",
      variables: { file, note: "n", tags: ["a", "b"] },
      meta: { endpoints: { create: { endpoint: "POST /import", multipart: true, timeout: 1234 } } },
    });
    expect(requests[0].timeout).toBe(1234);
    const body = requests[0].data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get("file")).toBeInstanceOf(File);
    expect(body.get("note")).toBe("n");
    expect(body.getAll("tags")).toEqual(["a", "b"]);
  });

  it("deleteMany puts {ids} in the path without a body, else sends body {ids}", async () => {
    const { provider, requests } = setup([envelope(200, null), envelope(200, null)]);
    await provider.deleteMany!({
      resource: "boards",
      ids: ["a", "b"],
      meta: { endpoints: { removeMany: "DELETE /board/{ids}" } },
    });
    await provider.deleteMany!({
      resource: "boards",
      ids: ["a"],
      meta: { endpoints: { removeMany: "POST /device/room-board/batch-delete" } },
    });
    expect(`${requests[0].method} ${requests[0].url}`).toBe("delete /board/a,b");
    expect(requests[0].data).toBeUndefined();
    expect(JSON.parse(requests[1].data)).toEqual({ ids: ["a"] });
  });
});
