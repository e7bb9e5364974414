import { describe, expect, it } from "vitest";
import { i18n } from "../../../src/i18n";
import {
  isLoginPath,
  type Reaction,
  reactionFor,
  statusMessageKey,
} from "../../../src/providers/http/catalogue";

const OFF_LOGIN = { onLoginPage: false };
const ON_LOGIN = { onLoginPage: true };

describe("statusMessageKey (spec §8 status table)", () => {
  it.each([
    ["§8 400 bad request", 400, "errors.status.400"],
    ["§8 403 access denied", 403, "errors.status.403"],
    ["§8 404 resource not found", 404, "errors.status.404"],
    ["§8 405 method not allowed", 405, "errors.status.405"],
    ["§8 408 request timeout", 408, "errors.status.408"],
    ["§8 500 empty message", 500, "errors.status.500"],
    ["§8 501 not implemented", 501, "errors.status.501"],
    ["§8 502 network error", 502, "errors.status.502"],
    ["§8 503 service unavailable", 503, "errors.status.503"],
    ["§8 504 network timeout", 504, "errors.status.504"],
    ["§8 505 HTTP version not supported", 505, "errors.status.505"],
    ["§8 others: connection error (409)", 409, "errors.status.other"],
    ["§8 others: connection error (no response)", 0, "errors.status.other"],
  ])("%s", (_rule, status, key) => {
    expect(statusMessageKey(status)).toBe(key);
  });

  it("every key has a text in both languages (500's is empty by the catalogue)", () => {
    for (const lng of ["zh-CN", "en-US"]) {
      const fixed = i18n.getFixedT(lng);
      for (const status of [400, 403, 404, 405, 408, 501, 502, 503, 504, 505, 0]) {
        const key = statusMessageKey(status);
        expect(i18n.exists(key, { lng })).toBe(true);
        expect(fixed(key)).not.toBe(key);
      }
      expect(fixed("errors.status.500")).toBe("");
    }
    expect(i18n.getFixedT("zh-CN")("errors.status.400")).toBe("请求错误");
    expect(i18n.getFixedT("en-US")("errors.status.403")).toBe("Access denied");
  });
});

describe("reactionFor (spec §8 reactions)", () => {
  const redirectParent = { redirectTo: "/", delayMs: 3000, target: "parent" } as const;
  const rows: [string, Parameters<typeof reactionFor>[0], Parameters<typeof reactionFor>[1], Reaction][] = [
    [
      "§8 401 TOKEN_INVALID removes the token, warns 'not authorised', parent to / after 3 s",
      { status: 401, errorCode: "TOKEN_INVALID", message: "x" },
      OFF_LOGIN,
      { toast: { level: "warning", key: "errors.auth.tokenInvalid" }, removeToken: true, ...redirectParent },
    ],
    [
      "§8 401 UNAUTHORIZED warns 'no permission to operate', parent to / after 3 s",
      { status: 401, errorCode: "UNAUTHORIZED" },
      OFF_LOGIN,
      { toast: { level: "warning", key: "errors.auth.unauthorized" }, ...redirectParent },
    ],
    [
      "§8 401 RE_LOGIN_ERROR warns 'logged in elsewhere', parent to / after 3 s",
      { status: 401, errorCode: "RE_LOGIN_ERROR" },
      OFF_LOGIN,
      { toast: { level: "warning", key: "errors.auth.reLogin" }, ...redirectParent },
    ],
    [
      "§8 401 with no error body warns 'token invalid', parent to / after 3 s",
      { status: 401 },
      OFF_LOGIN,
      { toast: { level: "warning", key: "errors.auth.noErrorBody" }, ...redirectParent },
    ],
    [
      "§8 401 on the login page: no 401 reaction, the server message as an error toast",
      { status: 401, errorCode: "TOKEN_INVALID", message: "Wrong password" },
      ON_LOGIN,
      { toast: { level: "error", text: "Wrong password" }, target: "self" },
    ],
    [
      "§8 500 with TOKEN_INVALID also goes to / after 3 s",
      { status: 500, errorCode: "TOKEN_INVALID", message: "token expired" },
      OFF_LOGIN,
      { toast: { level: "error", text: "token expired" }, ...redirectParent },
    ],
    [
      "§8 502 network error and a redirect to / when not on login",
      { status: 502, message: "Bad gateway" },
      OFF_LOGIN,
      { toast: { level: "error", key: "errors.status.502" }, redirectTo: "/", delayMs: 3000, target: "self" },
    ],
    [
      "§8 502 on login: network error, no redirect",
      { status: 502 },
      ON_LOGIN,
      { toast: { level: "error", key: "errors.status.502" }, target: "self" },
    ],
    [
      "§8 non-200 shows the server message as an error toast",
      { status: 409, message: "Room is busy" },
      OFF_LOGIN,
      { toast: { level: "error", text: "Room is busy" }, target: "self" },
    ],
    [
      "§8 non-200 without a server message shows the catalogue text",
      { status: 404 },
      OFF_LOGIN,
      { toast: { level: "error", key: "errors.status.404" }, target: "self" },
    ],
    [
      "§8 500 has an empty catalogue text: a generic server-error text instead",
      { status: 500 },
      OFF_LOGIN,
      { toast: { level: "error", key: "errors.status.serverError" }, target: "self" },
    ],
    [
      "§8 others: connection error",
      { status: 0 },
      OFF_LOGIN,
      { toast: { level: "error", key: "errors.status.other" }, target: "self" },
    ],
  ];

  it.each(rows)("%s", (_rule, response, ctx, expected) => {
    expect(reactionFor(response, ctx)).toEqual(expected);
  });
});

describe("isLoginPath (spec §2: /login and /admin/login; / redirects to /login)", () => {
  it.each([
    ["/login", true],
    ["/login/", true],
    ["/admin/login", true],
    ["/", true],
    ["/home", false],
    ["/loginx", false],
  ])("%s -> %s", (path, expected) => {
    expect(isLoginPath(path)).toBe(expected);
  });
});
