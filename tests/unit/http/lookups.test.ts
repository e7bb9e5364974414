import { afterEach, describe, expect, it, vi } from "vitest";
import { filesOps } from "#contract/operations/files";
import { floorMapsOps } from "#contract/operations/floor-maps";
import { orgOptionsOps } from "#contract/operations/org-options";
import { roomsOps } from "#contract/operations/rooms";
import { MAX_FILTER_IDS } from "../../../src/config/constants";
import { locationTree } from "../../../src/pages/meetings/calendar/location-tree";
import { bookableRoomsQuery } from "../../../src/pages/meetings/calendar/rooms-query";
import { pageByIds, searchPage } from "../../../src/pages/meetings/schedule/pick-lists";
import { call, uploadFile } from "../../../src/providers/http/call";
import { type ApiResult, http } from "../../../src/providers/http/client";
import { fileBlob } from "../../../src/resource-kit/fields/files";

const answer = <T>(data: T): ApiResult<T> => ({ ok: true, status: 200, data, message: "" });
const signal = new AbortController().signal;

afterEach(() => vi.restoreAllMocks());

describe("the pickers' and the calendar's reads", () => {
  it.each([
    [
      "a picker's search leaves an empty keyword out",
      () => searchPage(orgOptionsOps.userOptions, { keyword: "", page: 2, size: 50 }, signal),
      "/system/user/options",
      { params: { keyword: undefined, page: 2, size: 50 }, signal, silent: true },
    ],
    [
      "the room picker's search",
      () => searchPage(roomsOps.bookable, { keyword: "East", page: 1, size: 50 }, signal),
      "/device/room/authority/query",
      { params: { keyword: "East", page: 1, size: 50 }, signal, silent: true },
    ],
    [
      "orgOptions.children",
      () => call(orgOptionsOps.children, { query: { parentId: "d1" } }, { silent: true }),
      "/system/org/children",
      { params: { parentId: "d1" }, silent: true },
    ],
    [
      "the calendar's rooms: enabled, by name, only the filters given",
      () =>
        call(
          roomsOps.bookable,
          { query: bookableRoomsQuery({ roomPage: 3, roomKeyword: "", locationId: "f1" }) },
          { signal },
        ),
      "/device/room/authority/query",
      { params: { page: 3, size: 30, sort: "name,asc", enabled: true, locationId: "f1" }, signal },
    ],
  ])("%s", async (_name, run, url, options) => {
    const get = vi.spyOn(http, "get").mockResolvedValue(answer({ records: [], total: 0 }));
    await run();
    expect(get).toHaveBeenCalledWith(url, options);
  });

  it("asks for at most MAX_FILTER_IDS ids at once", async () => {
    const get = vi.spyOn(http, "get").mockResolvedValue(answer({ records: [], total: 0 }));
    const ids = Array.from({ length: MAX_FILTER_IDS + 5 }, (_, i) => `u${i}`);
    await pageByIds(orgOptionsOps.userOptions, ids);
    await pageByIds(roomsOps.bookable, ["r1", "r2"]);
    expect(get.mock.calls[0][1]?.params).toEqual({
      ids: ids.slice(0, MAX_FILTER_IDS).join(","),
      size: MAX_FILTER_IDS,
    });
    expect(get.mock.calls[1]).toEqual([
      "/device/room/authority/query",
      { params: { ids: "r1,r2", size: 2 }, silent: true },
    ]);
  });

  it.each([
    ["a page", { records: [{ id: "l1", name: "East" }], total: 1 }],
    ["a bare list", [{ id: "l1", name: "East" }]],
  ])("gives the location tree as a list when the server answers %s", async (_name, data) => {
    const get = vi.spyOn(http, "get").mockResolvedValue(answer(data));
    const result = await locationTree({ signal });
    expect(result).toMatchObject({ ok: true, data: [{ id: "l1", name: "East" }] });
    expect(get).toHaveBeenCalledWith("/device/dict/supply/query", {
      params: { tree: true, size: 500 },
      silent: true,
      signal,
    });
  });

  it("passes a failed location tree through", async () => {
    vi.spyOn(http, "get").mockResolvedValue({ ok: false, status: 403, message: "No" });
    expect(await locationTree()).toEqual({ ok: false, status: 403, message: "No" });
  });
});

describe("files and floor maps", () => {
  it("uploads one file as the multipart field `file`, silently", async () => {
    const upload = vi.spyOn(http, "upload").mockResolvedValue(answer({ id: "f1" }));
    const file = new Blob(["x"]);
    await uploadFile(filesOps.upload, file, {}, { silent: true });
    const [url, form, options] = upload.mock.calls[0];
    expect(url).toBe("/system/file/upload");
    expect(form.get("file")).toBeInstanceOf(Blob);
    expect(options).toEqual({ silent: true });
  });

  it("reads a stored file inline as a blob", async () => {
    const get = vi.spyOn(http, "get").mockResolvedValue(answer(new Blob(["x"])));
    await fileBlob("a/b", { silent: false, signal });
    expect(get).toHaveBeenCalledWith("/system/file/download/a%2Fb", {
      params: { inline: 1 },
      responseType: "blob",
      silent: false,
      signal,
    });
  });

  it("puts a floor map's rooms under the product's floor path", async () => {
    const put = vi.spyOn(http, "put").mockResolvedValue(answer(null));
    const body = { rooms: [{ roomId: "r1", x: 0.1, y: 0.2 }] };
    await call(floorMapsOps.setRooms, { params: { id: "m1" }, body }, { silent: true });
    expect(put).toHaveBeenCalledWith("/device/meeting-floor/association/update/m1", {
      data: body,
      silent: true,
    });
  });
});
