import { afterEach, describe, expect, it, vi } from "vitest";
import {
  bodyOf,
  fetchTransport,
  queryString,
  type TransportRequest,
  urlOf,
} from "../../../src/providers/http/transport";

function request(overrides: Partial<TransportRequest> = {}): TransportRequest {
  return {
    method: "get",
    url: "/device/room/query",
    baseURL: "/api/v1",
    headers: new Headers({ token: "t" }),
    timeout: 0,
    responseType: "json",
    ...overrides,
  };
}

function answer(body: BodyInit | null, init: ResponseInit = {}) {
  return vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(body, init));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("queryString (list state in the address, DESIGN §2)", () => {
  it.each<[string, Record<string, unknown> | undefined, string]>([
    ["no parameters", undefined, ""],
    [
      "page, size, sort and keyword",
      { page: 2, size: 20, sort: "name,asc", keyword: "A B" },
      "page=2&size=20&sort=name%2Casc&keyword=A+B",
    ],
    ["empty values are left out", { a: undefined, b: null, c: "" }, "c="],
    ["a list repeats its name, without brackets", { ids: ["1", "2"] }, "ids=1&ids=2"],
    ["booleans as text", { tree: true }, "tree=true"],
    ["a date as ISO text", { at: new Date(Date.UTC(2024, 0, 2)) }, "at=2024-01-02T00%3A00%3A00.000Z"],
  ])("%s", (_rule, params, expected) => {
    expect(queryString(params)).toBe(expected);
  });

  it("joins the parameters to a url that has its own query", () => {
    expect(urlOf({ baseURL: "/api/v1", url: "/t?format=xlsx", params: { a: 1 } })).toBe(
      "/api/v1/t?format=xlsx&a=1",
    );
    expect(urlOf({ baseURL: "/api/v1", url: "/t", params: {} })).toBe("/api/v1/t");
  });
});

describe("bodyOf", () => {
  it("sends an object as JSON and a FormData as it is (the browser sets its boundary)", () => {
    expect(bodyOf({ ids: ["1"] })).toEqual({ body: '{"ids":["1"]}', contentType: "application/json" });
    const form = new FormData();
    expect(bodyOf(form)).toEqual({ body: form });
    expect(bodyOf(undefined)).toEqual({});
    expect(bodyOf(null)).toEqual({});
  });
});

describe("fetchTransport", () => {
  it("sends the method, headers and body, and reads a JSON answer with its headers", async () => {
    const fetch = answer('{"status":200,"data":1}', {
      status: 200,
      headers: { "Content-Type": "application/json", "Content-Disposition": "attachment" },
    });
    const response = await fetchTransport(request({ method: "post", data: "{}", params: { a: 1 } }));
    expect(fetch).toHaveBeenCalledWith(
      "/api/v1/device/room/query?a=1",
      expect.objectContaining({ method: "POST", body: "{}" }),
    );
    expect((fetch.mock.calls[0]![1]!.headers as Headers).get("token")).toBe("t");
    expect(response).toEqual({
      status: 200,
      data: { status: 200, data: 1 },
      headers: { "content-type": "application/json", "content-disposition": "attachment" },
    });
  });

  it("keeps a body that is not JSON as text, and any status as an answer", async () => {
    answer("Bad gateway", { status: 502 });
    expect(await fetchTransport(request())).toMatchObject({ status: 502, data: "Bad gateway" });
  });

  it("reads a blob when asked for one", async () => {
    answer("a,b", { status: 200, headers: { "Content-Type": "text/csv" } });
    const { data } = await fetchTransport(request({ responseType: "blob" }));
    // Node's Blob (what fetch gives here), not jsdom's: read it, do not compare classes.
    expect(await (data as Blob).text()).toBe("a,b");
    expect((data as Blob).type).toBe("text/csv");
  });

  it("fails as 'network' when fetch fails", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(fetchTransport(request())).rejects.toMatchObject({ kind: "network" });
  });

  /** A fetch that waits until its signal aborts, as a slow server would. */
  function hang() {
    return vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(
        (_url, init) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
          ),
      );
  }

  it("fails as 'timeout' when the answer takes longer than the timeout", async () => {
    vi.useFakeTimers();
    hang();
    const pending = fetchTransport(request({ timeout: 1000 }));
    const failed = expect(pending).rejects.toMatchObject({ kind: "timeout" });
    await vi.advanceTimersByTimeAsync(1000);
    await failed;
  });

  it("fails as 'canceled' when the caller aborts, before or during the exchange", async () => {
    const fetch = hang();
    const before = new AbortController();
    before.abort();
    await expect(fetchTransport(request({ signal: before.signal }))).rejects.toMatchObject({
      kind: "canceled",
    });
    expect(fetch).not.toHaveBeenCalled();
    const during = new AbortController();
    const pending = fetchTransport(request({ signal: during.signal }));
    during.abort();
    await expect(pending).rejects.toMatchObject({ kind: "canceled" });
  });
});
