import { afterEach, describe, expect, it, vi } from "vitest";
import {
  changePassword,
  checkCaptcha,
  getCaptcha,
  getCurrentUser,
  getLatestAppVersion,
  getLoginInterface,
  getLoginType,
  getProductConfig,
  getProductConfigs,
  getSystemConfig,
  login,
  logout,
  setSystemConfig,
} from "../../../src/api/auth";
import { http } from "../../../src/providers/http/client";
import { decryptPayload, publicKey } from "./rsa";

const ok = { ok: true as const, status: 200 as const, data: null, message: "" };

function spy(method: "get" | "post" | "patch") {
  return vi.spyOn(http, method).mockResolvedValue(ok);
}

afterEach(() => vi.restoreAllMocks());

describe("auth calls (spec §7 Auth)", () => {
  it.each([
    ["getCaptcha", () => getCaptcha(), "/login/captcha", undefined],
    [
      "checkCaptcha",
      () => checkCaptcha("k1", "ab12"),
      "/check/captcha",
      { params: { key: "k1", code: "ab12" } },
    ],
    ["getLoginType", () => getLoginType(), "/login/type", undefined],
    ["getLoginInterface", () => getLoginInterface(), "/login/interface", undefined],
    ["getCurrentUser", () => getCurrentUser(), "/current/user", undefined],
    [
      "getCurrentUser with a token from the URL",
      () => getCurrentUser("t0"),
      "/current/user",
      { headers: { token: "t0" } },
    ],
    ["getSystemConfig (key encoded)", () => getSystemConfig("A/B"), "/system/config/A%2FB", undefined],
    ["getProductConfigs", () => getProductConfigs(), "/meeting/configs", undefined],
    ["getProductConfig", () => getProductConfig("joinAhead"), "/meeting/configs/joinAhead", undefined],
    [
      "getLatestAppVersion",
      () => getLatestAppVersion("MAC"),
      "/apphub/app/version/check/latest",
      { params: { platform: "MAC" } },
    ],
  ])("%s GETs its path", async (_name, call, url, options) => {
    const get = spy("get");
    await call();
    expect(get).toHaveBeenCalledOnce();
    expect(get.mock.calls[0][0]).toBe(url);
    expect(get.mock.calls[0][1]).toEqual(options);
  });

  it("setSystemConfig and logout POST", async () => {
    const post = spy("post");
    await setSystemConfig("SYNC_TYPE", "LDAP");
    await logout();
    expect(post.mock.calls).toEqual([
      ["/system/config", { data: { key: "SYNC_TYPE", value: "LDAP" } }],
      ["/logout", { silent: true }],
    ]);
  });

  it("login sends the encrypted password silently and passes the result through", async () => {
    const failure = {
      ok: false as const,
      status: 400,
      message: "Captcha wrong",
      fields: { captcha: "Wrong" },
    };
    const post = vi.spyOn(http, "post").mockResolvedValue(failure);
    const result = await login(
      { account: "admin", password: "口令1", captchaKey: "k", captcha: "c" },
      publicKey,
    );
    expect(result).toBe(failure);
    const [url, options] = post.mock.calls[0];
    expect(url).toBe("/login");
    expect(options?.silent).toBe(true);
    const body = options?.data as Record<string, string>;
    expect(body).toMatchObject({ account: "admin", captchaKey: "k", captcha: "c" });
    expect(body.password).not.toContain("口令1");
    expect(decryptPayload(body.password).password).toBe("口令1");
  });

  it("changePassword PATCHes both passwords encrypted, each with its own nonce", async () => {
    const patch = spy("patch");
    await changePassword("u/1", "old-pw", "new-pw", publicKey);
    const [url, options] = patch.mock.calls[0];
    expect(url).toBe("/system/user/u%2F1/change/password");
    expect(options?.silent).toBe(true);
    const { oldPassword, newPassword } = (options?.data ?? {}) as Record<string, string>;
    const oldPlain = decryptPayload(oldPassword);
    const newPlain = decryptPayload(newPassword);
    expect([oldPlain.password, newPlain.password]).toEqual(["old-pw", "new-pw"]);
    expect(oldPlain.nonce).not.toBe(newPlain.nonce);
  });
});
