import { afterEach, describe, expect, it, vi } from "vitest";
import { apphubOps } from "#contract/operations/apphub";
import { authOps } from "#contract/operations/auth";
import { productConfigsOps } from "#contract/operations/product-configs";
import { systemOps } from "#contract/operations/system";
import { changePassword, login } from "../../../src/auth/password-calls";
import { call } from "../../../src/providers/http/call";
import { http } from "../../../src/providers/http/client";
import { decryptPayload, publicKey } from "../auth/rsa";

const ok = { ok: true as const, status: 200 as const, data: null, message: "" };

function spy(method: "get" | "post" | "patch") {
  return vi.spyOn(http, method).mockResolvedValue(ok);
}

afterEach(() => vi.restoreAllMocks());

describe("calls by entry (spec §7 Auth)", () => {
  it.each([
    ["auth.captcha", () => call(authOps.captcha), "/login/captcha", undefined],
    [
      "auth.checkCaptcha",
      () => call(authOps.checkCaptcha, { query: { key: "k1", code: "ab12" } }),
      "/check/captcha",
      { params: { key: "k1", code: "ab12" } },
    ],
    ["auth.loginType", () => call(authOps.loginType), "/login/type", undefined],
    ["auth.loginInterface", () => call(authOps.loginInterface), "/login/interface", undefined],
    ["auth.currentUser", () => call(authOps.currentUser), "/current/user", undefined],
    [
      "auth.currentUser with a token from the URL",
      () => call(authOps.currentUser, {}, { headers: { token: "t0" } }),
      "/current/user",
      { headers: { token: "t0" } },
    ],
    [
      "system.config (key encoded)",
      () => call(systemOps.config, { params: { key: "A/B" } }),
      "/system/config/A%2FB",
      undefined,
    ],
    ["productConfigs.list", () => call(productConfigsOps.list), "/meeting/configs", undefined],
    [
      "productConfigs.one",
      () => call(productConfigsOps.one, { params: { key: "joinAhead" } }),
      "/meeting/configs/joinAhead",
      undefined,
    ],
    [
      "apphub.latest",
      () => call(apphubOps.latest, { query: { platform: "MAC" } }),
      "/apphub/app/version/check/latest",
      { params: { platform: "MAC" } },
    ],
  ])("%s GETs its path", async (_name, send, url, options) => {
    const get = spy("get");
    await send();
    expect(get).toHaveBeenCalledOnce();
    expect(get.mock.calls[0][0]).toBe(url);
    expect(get.mock.calls[0][1]).toEqual(options);
  });

  it("a config's save and the logout POST", async () => {
    const post = spy("post");
    await call(systemOps.setConfig, { body: { key: "SYNC_TYPE", value: "LDAP" } });
    await call(authOps.logout, {}, { silent: true });
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
