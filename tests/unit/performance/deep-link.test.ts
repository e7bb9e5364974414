import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { liveControlOps } from "#contract/operations/live-control";
import { monitorOps } from "#contract/operations/monitor";
import { participantsOps } from "#contract/operations/participants";
import { CONTROL_STATE_KEY } from "../../../src/pages/meeting-control/control-state";
import { controlListQuery, rosterPageQuery } from "../../../src/pages/meeting-control/first-reads";
import { startConsoleLoads } from "../../../src/performance/prefetch/deep-link";
import { call } from "../../../src/providers/http/call";
import { http } from "../../../src/providers/http/client";
import * as consoleChunk from "../../../src/shell/load-console";

/** A console address opened with a stored session asks for its first reads before the console runs. */
beforeEach(() => {
  localStorage.setItem("isLogin", "true");
  localStorage.setItem("token", "t1");
  vi.spyOn(consoleChunk, "loadConsole").mockImplementation(() => new Promise<never>(() => undefined));
});
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

function prefetched(pathname: string, search: string) {
  const spy = vi.spyOn(http, "prefetch").mockImplementation(() => undefined);
  startConsoleLoads(pathname, search);
  return spy.mock.calls;
}

describe("startConsoleLoads", () => {
  it("asks for the current user, and nothing without a session", () => {
    expect(prefetched("/operation/meeting-room-management", "")).toEqual([["/current/user"]]);
    localStorage.removeItem("isLogin");
    vi.restoreAllMocks();
    expect(prefetched("/device/meeting-control", "?meetingId=m1")).toEqual([]);
  });
});

describe("startConsoleLoads on /device/meeting-control", () => {
  /** What the page's own reads send, so that they take the prefetched answers. */
  async function pageReads(meetingId: string, listKeyword: string) {
    const get = vi.spyOn(http, "get").mockResolvedValue({ ok: false, status: 0, message: "" });
    await call(monitorOps.meetings, { query: controlListQuery(listKeyword) });
    await call(liveControlOps.live, { params: { id: meetingId } });
    await call(participantsOps.list, { query: rosterPageQuery(meetingId, 1) });
    return get.mock.calls.map(([url, options]) => (options?.params ? [url, options.params] : [url]));
  }

  it("asks for the meeting list and the kept meeting with its roster's first page, as the page reads them", async () => {
    localStorage.setItem(CONTROL_STATE_KEY, JSON.stringify({ meetingId: "m7", listKeyword: "east" }));
    const calls = prefetched("/device/meeting-control", "");
    expect(calls).toContainEqual(["/current/user"]);
    for (const read of await pageReads("m7", "east")) expect(calls).toContainEqual(read);
    expect(calls).toHaveLength(4);
  });

  it("takes the meeting of ?meetingId= over the kept one, and skips the list when it is folded away", async () => {
    localStorage.setItem(CONTROL_STATE_KEY, JSON.stringify({ meetingId: "m7", listHidden: true }));
    const calls = prefetched("/device/meeting-control", "?meetingId=m9");
    const [, live, roster] = await pageReads("m9", "");
    expect(calls.slice(1)).toEqual([live, roster]);
  });

  it("asks for the list only when no meeting is chosen", async () => {
    const calls = prefetched("/device/meeting-control", "");
    const [list] = await pageReads("x", "");
    expect(calls.slice(1)).toEqual([list]);
  });
});
