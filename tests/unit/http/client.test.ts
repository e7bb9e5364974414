import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../src/auth/session";
import { STORAGE_KEYS } from "../../../src/config/storage-keys";
import { setLanguage, t } from "../../../src/i18n";
import { ApiError, createHttpClient, unwrap } from "../../../src/providers/http/client";
import { resetNotifier, setNotifier, type Toast } from "../../../src/providers/http/notifier";
import { envelope, fakeTransport, type Reply } from "./fake-transport";

const user = { id: "1", account: "a", name: "A", type: "NORMAL", authorities: ["x"] } as never;

function setup(replies: Reply[], path = "/home") {
  const fake = fakeTransport(replies);
  const navigateParent = vi.fn();
  const navigateSelf = vi.fn();
  const client = createHttpClient({
    transport: fake.transport,
    navigateParent,
    navigateSelf,
    currentPath: () => path,
  });
  return { client, requests: fake.requests, navigateParent, navigateSelf };
}

// jsdom's Blob has no text(); browsers have.
if (typeof Blob.prototype.text !== "function") {
  Blob.prototype.text = function text(this: Blob) {
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(this);
    });
  };
}

let toasts: Toast[];

beforeEach(async () => {
  localStorage.clear();
  await setLanguage("en-US");
  resetNotifier();
  toasts = [];
  setNotifier((toast) => toasts.push(toast));
});
afterEach(() => {
  resetNotifier();
  vi.useRealTimers();
});

describe("requests (spec §7: base path and headers)", () => {
  it("sends token, language and userAgent under /api/v1 with the 10-minute timeout", async () => {
    session.signIn("tok-1", user);
    session.setUserAgent("WINDOWS_WEB");
    await setLanguage("zh-CN");
    const { client, requests } = setup([envelope(200, { a: 1 })]);
    await client.get("/current/user", { params: { a: "b" } });
    const [req] = requests;
    expect(req.baseURL).toBe("/api/v1");
    expect(req.url).toBe("/current/user");
    expect(req.params).toEqual({ a: "b" });
    expect(req.timeout).toBe(600_000);
    expect(req.headers.get("token")).toBe("tok-1");
    expect(req.headers.get("language")).toBe("zh-CN");
    expect(req.headers.get("userAgent")).toBe("WINDOWS_WEB");
  });

  it("omits the token header when logged out, defaults userAgent to WEB, lets a call override the token", async () => {
    const { client, requests } = setup([envelope(200), envelope(200)]);
    await client.get("/x");
    expect(requests[0].headers.has("token")).toBe(false);
    expect(requests[0].headers.get("userAgent")).toBe("WEB");
    await client.get("/x", { headers: { token: "from-url" } });
    expect(requests[1].headers.get("token")).toBe("from-url");
  });

  it("uploads multipart with the upload timeout", async () => {
    const { client, requests } = setup([envelope(200, { id: "f1" })]);
    const form = new FormData();
    form.append("file", new Blob(["x"]), "a.txt");
    const result = await client.upload<{ id: string }>("/system/file/upload", form);
    expect(result).toMatchObject({ ok: true, data: { id: "f1" } });
    expect(requests[0].method).toBe("post");
    expect(requests[0].data).toBe(form);
    expect(requests[0].timeout).toBe(600_000);
  });
});

describe("envelope (DESIGN §2: success is status 200, payload in data)", () => {
  it("unwraps a 200 envelope", async () => {
    const { client } = setup([envelope(200, { id: "r1" }, "ok")]);
    const result = await client.post<{ id: string }>("/device/room", { data: { name: "A" } });
    expect(result).toEqual({ ok: true, status: 200, data: { id: "r1" }, message: "ok" });
    expect(unwrap(result)).toEqual({ id: "r1" });
    expect(toasts).toEqual([]);
  });

  it("400 resolves with the server message, field errors and an error toast (text, not markup)", async () => {
    const message = "<b>Name</b> is required";
    const { client } = setup([
      { status: 400, body: { status: 400, message, data: { fields: { name: "Required" } } } },
    ]);
    const result = await client.post("/device/room", { data: {} });
    expect(result).toEqual({
      ok: false,
      status: 400,
      message,
      fields: { name: "Required" },
      data: { fields: { name: "Required" } },
    });
    expect(toasts).toEqual([{ level: "error", text: message }]);
    expect(() => unwrap(result)).toThrow(ApiError);
    try {
      unwrap(result);
    } catch (error) {
      expect(error).toMatchObject({ status: 400, message, fields: { name: "Required" } });
    }
  });

  it("a 409 keeps its errorCode, field messages and data (room conflicts, duplicate meeting number)", async () => {
    const conflicts = [{ roomId: "r1", roomName: "A", startAt: 1, endAt: 2, meetingName: null }];
    const { client } = setup([
      { status: 409, body: { status: 409, message: "busy", errorCode: "ROOM_BUSY", data: { conflicts } } },
      {
        status: 409,
        body: {
          status: 409,
          message: "dup",
          errorCode: "DUPLICATE_MEETING_NUMBER",
          data: { fields: { meetingNumber: "dup" } },
        },
      },
    ]);
    const busy = await client.post("/meeting/schedules", { data: {}, silent: true });
    expect(busy).toMatchObject({ ok: false, status: 409, errorCode: "ROOM_BUSY", data: { conflicts } });
    const dup = await client.post("/meeting/schedules", { data: {}, silent: true });
    expect(dup).toMatchObject({ ok: false, status: 409, fields: { meetingNumber: "dup" } });
  });

  it("an envelope status other than 200 inside HTTP 200 is a failure", async () => {
    const { client } = setup([{ status: 200, body: { status: 409, message: "Room is busy", data: null } }]);
    expect(await client.get("/x")).toEqual({ ok: false, status: 409, message: "Room is busy" });
  });

  it("silent suppresses the toast but still resolves the text", async () => {
    const { client } = setup([envelope(400, null, "Captcha wrong")], "/login");
    const result = await client.post("/login", { data: {}, silent: true });
    expect(result).toMatchObject({ ok: false, message: "Captcha wrong" });
    expect(toasts).toEqual([]);
  });

  it("blob downloads resolve to the blob; a JSON error envelope in a blob is read", async () => {
    const file = new Blob(["bytes"], { type: "application/octet-stream" });
    const error = new Blob([JSON.stringify({ status: 404, message: "No such file", data: null })]);
    const { client, requests } = setup([
      { status: 200, body: file, headers: { "content-type": "application/octet-stream" } },
      { status: 404, body: error },
    ]);
    const ok = await client.get<Blob>("/system/file/download/1", { responseType: "blob" });
    expect(requests[0].responseType).toBe("blob");
    expect(ok.ok && ok.data).toBe(file);
    expect(await client.get("/system/file/download/2", { responseType: "blob" })).toMatchObject({
      ok: false,
      status: 404,
      message: "No such file",
    });
  });
});

describe("401 reactions (spec §8)", () => {
  it.each([
    ["TOKEN_INVALID removes the token", "TOKEN_INVALID", "errors.auth.tokenInvalid", true],
    ["UNAUTHORIZED", "UNAUTHORIZED", "errors.auth.unauthorized", false],
    ["RE_LOGIN_ERROR", "RE_LOGIN_ERROR", "errors.auth.reLogin", false],
    ["no error body", undefined, "errors.auth.noErrorBody", false],
  ])("§8 401 %s: warning, then the parent goes to / after 3 s", async (_rule, code, key, removes) => {
    vi.useFakeTimers();
    session.signIn("tok", user);
    const reply: Reply = code ? envelope(401, null, "server text", code) : { status: 401, body: "" };
    const { client, navigateParent, navigateSelf } = setup([reply]);
    const result = await client.get("/system/user");
    expect(result).toMatchObject({ ok: false, status: 401, message: t(key) });
    expect(toasts).toEqual([{ level: "warning", text: t(key) }]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(removes ? null : "tok");
    vi.advanceTimersByTime(2999);
    expect(navigateParent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigateParent).toHaveBeenCalledExactlyOnceWith("/");
    expect(navigateSelf).not.toHaveBeenCalled();
  });

  it("§8 parallel 401s: one toast (de-duplicated) and one redirect", async () => {
    vi.useFakeTimers();
    const { client, navigateParent } = setup([
      envelope(401, null, "", "TOKEN_INVALID"),
      envelope(401, null, "", "TOKEN_INVALID"),
      envelope(401, null, "", "TOKEN_INVALID"),
    ]);
    await Promise.all([client.get("/a"), client.get("/b"), client.get("/c")]);
    expect(toasts).toHaveLength(1);
    vi.advanceTimersByTime(3000);
    expect(navigateParent).toHaveBeenCalledTimes(1);
  });

  it("§8 401 on the login page: no redirect, the server message as an error", async () => {
    vi.useFakeTimers();
    const { client, navigateParent } = setup(
      [envelope(401, null, "Wrong account or password", "UNAUTHORIZED")],
      "/login",
    );
    const result = await client.get("/x");
    expect(result.message).toBe("Wrong account or password");
    expect(toasts).toEqual([{ level: "error", text: "Wrong account or password" }]);
    vi.advanceTimersByTime(5000);
    expect(navigateParent).not.toHaveBeenCalled();
  });
});

describe("other statuses (spec §8)", () => {
  it("§8 500 with TOKEN_INVALID goes to / after 3 s", async () => {
    vi.useFakeTimers();
    const { client, navigateParent } = setup([envelope(500, null, "Session broken", "TOKEN_INVALID")]);
    await client.get("/x");
    expect(toasts).toEqual([{ level: "error", text: "Session broken" }]);
    vi.advanceTimersByTime(3000);
    expect(navigateParent).toHaveBeenCalledExactlyOnceWith("/");
  });

  it("§8 500 without a message shows the generic server-error text", async () => {
    const { client } = setup([{ status: 500, body: "" }]);
    expect((await client.get("/x")).message).toBe(t("errors.status.serverError"));
  });

  it.each([
    ["/home", 1],
    ["/login", 0],
    ["/admin/login", 0],
  ])("§8 502 on %s: network error, redirects to / (%i times)", async (path, times) => {
    vi.useFakeTimers();
    const { client, navigateSelf } = setup([{ status: 502, body: "<html>bad gateway</html>" }], path);
    const result = await client.get("/x");
    expect(result).toMatchObject({ ok: false, status: 502, message: "Network error" });
    expect(toasts).toEqual([{ level: "error", text: "Network error" }]);
    vi.advanceTimersByTime(3000);
    expect(navigateSelf).toHaveBeenCalledTimes(times);
  });

  it("§8 502: no second redirect while one is pending", async () => {
    vi.useFakeTimers();
    const { client, navigateSelf } = setup([{ status: 502 }, { status: 502 }]);
    await client.get("/x");
    vi.advanceTimersByTime(1000);
    await client.get("/y");
    vi.advanceTimersByTime(5000);
    expect(navigateSelf).toHaveBeenCalledTimes(1);
  });

  it("§8 network error resolves with the catalogue's connection error", async () => {
    const { client } = setup([{ fail: "network" }]);
    expect(await client.get("/x")).toEqual({ ok: false, status: 0, message: "Connection error" });
    expect(toasts).toEqual([{ level: "error", text: "Connection error" }]);
  });

  it("§8 timeout resolves as 408 request timeout, in the current language", async () => {
    await setLanguage("zh-CN");
    const { client } = setup([{ fail: "timeout" }]);
    expect(await client.get("/x")).toEqual({ ok: false, status: 408, message: "请求超时" });
  });

  it("a cancelled request resolves quietly", async () => {
    const controller = new AbortController();
    controller.abort();
    const { client } = setup([envelope(200)]);
    expect(await client.get("/x", { signal: controller.signal })).toMatchObject({
      ok: false,
      errorCode: "CANCELED",
    });
    expect(toasts).toEqual([]);
  });
});

describe("prefetch (a deep link's first data)", () => {
  it("hands the prefetched answer to the identical GET once, without asking again", async () => {
    session.signIn("tok-1", user);
    const { client, requests } = setup([envelope(200, { n: 1 }), envelope(200, { n: 2 })]);
    client.prefetch("/device/room/query", { page: 1, size: 20 });
    expect(requests).toHaveLength(1);
    const first = await client.get("/device/room/query", { params: { size: 20, page: 1 } });
    expect(first).toMatchObject({ ok: true, data: { n: 1 } });
    expect(requests).toHaveLength(1);
    const second = await client.get("/device/room/query", { params: { size: 20, page: 1 } });
    expect(second).toMatchObject({ ok: true, data: { n: 2 } });
    expect(requests).toHaveLength(2);
  });

  it("is not used by another query, another user or after half a minute", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    session.signIn("tok-1", user);
    const { client, requests } = setup([
      envelope(200, {}),
      envelope(200, {}),
      envelope(200, {}),
      envelope(200, {}),
    ]);
    client.prefetch("/device/room/query", { page: 1 });
    await client.get("/device/room/query", { params: { page: 2 } });
    expect(requests).toHaveLength(2);
    session.signIn("tok-2", user);
    await client.get("/device/room/query", { params: { page: 1 } });
    expect(requests).toHaveLength(3);
    session.signIn("tok-1", user);
    vi.setSystemTime(Date.now() + 31_000);
    await client.get("/device/room/query", { params: { page: 1 } });
    expect(requests).toHaveLength(4);
  });

  it("toasts a failed prefetched answer for a caller that is not silent", async () => {
    session.signIn("tok-1", user);
    const { client } = setup([envelope(503, null, "busy")]);
    client.prefetch("/meeting/configs");
    const result = await client.get("/meeting/configs");
    expect(result.ok).toBe(false);
    expect(toasts.map((toast) => toast.level)).toEqual(["error"]);
  });
});
