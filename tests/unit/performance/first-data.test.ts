import { afterEach, describe, expect, it, vi } from "vitest";
import { roomsOps } from "#contract/operations/rooms";
import { readCalendarQuery } from "../../../src/pages/meetings/calendar/calendar-query";
import { bookableRoomsQuery } from "../../../src/pages/meetings/calendar/rooms-query";
import { parseTableParams, prefetchFirstData } from "../../../src/performance/prefetch/first-data";
import { call } from "../../../src/providers/http/call";
import { http } from "../../../src/providers/http/client";

/** A deep link's first data is asked for as the page itself will ask for it. */
afterEach(() => vi.restoreAllMocks());

function prefetched(pathname: string, search: string) {
  const spy = vi.spyOn(http, "prefetch").mockImplementation(() => undefined);
  prefetchFirstData(pathname, search);
  return spy.mock.calls;
}

describe("parseTableParams (Refine's table state in the address)", () => {
  it("reads page, size, sorters, filters and array values", () => {
    const search =
      "?currentPage=2&pageSize=50&sorters[0][field]=name&sorters[0][order]=desc" +
      "&filters[0][field]=keyword&filters[0][operator]=eq&filters[0][value]=a%20b" +
      "&filters[1][field]=ids&filters[1][operator]=in&filters[1][value][0]=x&filters[1][value][1]=y";
    expect(parseTableParams(search)).toEqual({
      currentPage: "2",
      pageSize: "50",
      tab: undefined,
      sorters: [{ field: "name", order: "desc" }],
      filters: [
        { field: "keyword", operator: "eq", value: "a b" },
        { field: "ids", operator: "in", value: ["x", "y"] },
      ],
    });
  });
});

describe("prefetchFirstData", () => {
  it("asks for the room list with the address's page, size, sort and keyword, and the current user", () => {
    const calls = prefetched(
      "/operation/meeting-room-management",
      "?currentPage=3&pageSize=50&sorters[0][field]=capacity&sorters[0][order]=desc&filters[0][field]=keyword&filters[0][operator]=eq&filters[0][value]=east",
    );
    expect(calls).toContainEqual(["/current/user"]);
    expect(calls).toContainEqual([
      "/device/room/query",
      { page: 3, size: 50, sort: "capacity,desc", keyword: "east" },
    ]);
  });

  it("asks for the dictionaries the room list's columns and filters label their values with", () => {
    const calls = prefetched("/operation/meeting-room-management", "");
    expect(calls).toContainEqual(["/device/dict/sign/ROOM_TYPE"]);
    expect(calls).toContainEqual(["/device/dict/sign/ROOM_EQUIPMENT"]);
  });

  it("asks for the open tab's list on a page of several resources", () => {
    const calls = prefetched("/device/mcu-management", "?tab=resource-pools");
    expect(calls.some(([url]) => url === "/meeting/resource-pool")).toBe(true);
  });

  it("asks /home for its meeting list (tab, keyword, page) and the meeting settings", () => {
    const calls = prefetched("/home", "?tab=hosted&keyword=weekly&current=2");
    expect(calls).toContainEqual(["/meeting/configs"]);
    const list = calls.find(([url]) => url === "/meeting/schedules");
    expect(list?.[1]).toMatchObject({
      page: 2,
      size: 20,
      tab: "hosted",
      keyword: "weekly",
      sort: "startAt,asc",
    });
  });

  it("asks /home?view=calendar for the rooms page the calendar reads first, and no meeting list", async () => {
    const search = "?view=calendar&date=2026-03-02&roomKeyword=%20east%20&roomPage=2&locationId=l1";
    const calls = prefetched("/home", search);
    const get = vi.spyOn(http, "get").mockResolvedValue({ ok: false, status: 0, message: "" });
    const query = bookableRoomsQuery(readCalendarQuery(new URLSearchParams(search), Date.now()));
    await call(roomsOps.bookable, { query });
    const [url, options] = get.mock.calls[0]!;
    expect(calls).toContainEqual([url, options?.params]);
    expect(options?.params).toMatchObject({ page: 2, size: 30, keyword: "east", locationId: "l1" });
    expect(calls.some(([url]) => url === "/meeting/schedules")).toBe(false);
  });

  it("asks for nothing but the user on a screen of a record", () => {
    const calls = prefetched("/operation/meeting-room-management/rooms/edit/r1", "");
    expect(calls).toEqual([["/current/user"]]);
  });
});
