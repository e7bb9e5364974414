import type { FastifyInstance } from "fastify";
import { CAPTCHA_TTL_MS } from "../../server/src/auth/captcha.ts";
import { ADMIN, CAPTCHA, call, envelopeOf, loginAs, makeApp } from "./helpers.ts";

let app: FastifyInstance;
let offset = 0;
beforeAll(async () => {
  app = await makeApp({ now: () => Date.now() + offset });
});
afterAll(() => app.close());

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "connect-src 'self'; font-src 'self' data:; frame-ancestors 'self'; base-uri 'self'; form-action 'self'";

describe("envelope", () => {
  it("wraps success as { status: 200, message, data } in the request's language", async () => {
    const zh = envelopeOf(await call(app, "GET", "/api/v1/login/type"));
    expect(zh).toEqual({ status: 200, message: "成功", data: { type: "LOCAL", loginUrl: null } });
    const en = envelopeOf(await call(app, "GET", "/api/v1/login/type", { language: "en-US" }));
    expect(en.message).toBe("Success");
  });

  it.each(["GET", "POST", "DELETE"])(
    "answers an unknown /api route (%s) with the 404 envelope",
    async (method) => {
      const response = await call(app, method, "/api/v1/no/such/route", { language: "en-US" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, message: "Resource not found", data: null });
    },
  );

  it("answers validation failures with 400 and fields in the request's language", async () => {
    const url = "/api/v1/check/captcha?key=abc";
    const zh = await call(app, "GET", url);
    expect(zh.statusCode).toBe(400);
    expect(envelopeOf(zh)).toEqual({
      status: 400,
      message: "不能为空",
      data: { fields: { code: "不能为空" } },
    });
    const en = envelopeOf(await call(app, "GET", url, { language: "en-US" }));
    expect(en.data).toEqual({ fields: { code: "is required" } });
  });

  it("answers malformed JSON, a non-object body and a wrong content type with 4xx envelopes", async () => {
    const bad = await app.inject({
      method: "POST",
      url: "/api/v1/login",
      headers: { "content-type": "application/json", language: "en-US" },
      payload: "{not json",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: 400, message: "The request body is not valid JSON", data: null });
    const array = await call(app, "POST", "/api/v1/login", { payload: [1, 2] });
    expect(envelopeOf(array).status).toBe(400);
    const text = await app.inject({
      method: "POST",
      url: "/api/v1/login",
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    expect(text.json()).toMatchObject({ status: 400, data: { fields: { body: "类型不正确，应为 object" } } });
    const xml = await app.inject({
      method: "POST",
      url: "/api/v1/login",
      headers: { "content-type": "application/xml" },
      payload: "<a/>",
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ status: 415, data: null });
  });

  it("answers malformed URLs and over-long path parameters with envelopes and headers", async () => {
    const long = await call(app, "GET", `/api/v1/system/config/${"X".repeat(600)}`, { language: "en-US" });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ status: 414, message: "The request address is too long", data: null });
    expect(long.headers["content-security-policy"]).toBe(CSP);
    const bad = await call(app, "GET", "/api/v1/system/config/%E0%A4%A");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 400, data: null });
  });

  it.each([
    ["page=1e309", "page"],
    ["size=-1e309", "size"],
    ["page=Infinity", "page"],
  ])("answers the non-finite number in ?%s with a 400 on the field", async (search, field) => {
    const { token } = await loginAs(app, ...ADMIN);
    const response = await call(app, "GET", `/api/v1/device/room/query?${search}`, {
      token,
      language: "en-US",
    });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).data).toEqual({ fields: { [field]: "is invalid" } });
  });

  it("answers a JSON text that coerces to an infinite number with a 400 on the field", async () => {
    const { token } = await loginAs(app, ...ADMIN);
    const response = await call(app, "PUT", "/api/v1/meeting/configs", {
      token,
      language: "en-US",
      payload: {
        appointmentInterval: 60,
        maxDuration: 251,
        defaultDuration: 15,
        joinAdvanceMinutes: "-1e309",
      },
    });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).data).toEqual({ fields: { joinAdvanceMinutes: "is invalid" } });
  });

  it("treats __proto__ and constructor keys as harmless", async () => {
    const payload = '{"account":"a","password":"b","captcha":"c","__proto__":{"polluted":true}}';
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/login",
      headers: { "content-type": "application/json" },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("headers", () => {
  it("sends the security headers and no-store on API responses, also on errors", async () => {
    for (const url of ["/api/v1/login/type", "/api/v1/missing", "/api/v1/current/user"]) {
      const response = await call(app, "GET", url);
      expect(response.headers["content-security-policy"]).toBe(CSP);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("no-referrer");
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });

  it("sends no CORS headers, for simple and preflight requests", async () => {
    const origin = "https://evil.example.com";
    const simple = await call(app, "GET", "/api/v1/login/type", { headers: { origin } });
    const preflight = await call(app, "OPTIONS", "/api/v1/login", {
      headers: { origin, "access-control-request-method": "POST" },
    });
    for (const response of [simple, preflight]) {
      const names = Object.keys(response.headers).filter((name) => name.startsWith("access-control-"));
      expect(names).toEqual([]);
    }
  });
});

describe("captcha", () => {
  const fetchCaptcha = async () =>
    envelopeOf<{ key: string; image: string; expiresAt: number }>(
      await call(app, "GET", "/api/v1/login/captcha"),
    ).data;
  const check = async (key: string, code: string) =>
    envelopeOf<{ valid: boolean }>(
      await call(app, "GET", `/api/v1/check/captcha?key=${encodeURIComponent(key)}&code=${code}`),
    ).data.valid;

  it("is an SVG data URL that expires in 5 minutes", async () => {
    const captcha = await fetchCaptcha();
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(captcha.image.split(",")[1], "base64").toString("utf8");
    expect(svg).toMatch(/^<svg[\s\S]*<path[\s\S]*<\/svg>$/);
    expect(captcha.expiresAt - (Date.now() + offset)).toBeGreaterThan(CAPTCHA_TTL_MS - 5_000);
    expect(captcha.expiresAt - (Date.now() + offset)).toBeLessThanOrEqual(CAPTCHA_TTL_MS);
  });

  it("checks without using the captcha up, case-insensitively", async () => {
    const { key } = await fetchCaptcha();
    expect(await check(key, "0000")).toBe(false);
    expect(await check(key, CAPTCHA)).toBe(true);
    expect(await check(key, CAPTCHA)).toBe(true);
    expect(await check("unknown-key", CAPTCHA)).toBe(false);
  });

  it("is single use: a login attempt uses it up, right or wrong", async () => {
    const { key } = await fetchCaptcha();
    const attempt = () =>
      call(app, "POST", "/api/v1/login", {
        payload: { account: "nobody", password: "x", captchaKey: key, captcha: CAPTCHA },
      });
    const first = envelopeOf<{ fields: object }>(await attempt());
    expect(first.data.fields).toEqual({ password: "密码无法解密，请刷新页面后重试" });
    expect(await check(key, CAPTCHA)).toBe(false);
    expect(envelopeOf<{ fields: object }>(await attempt()).data.fields).toHaveProperty("captcha");
  });

  it("expires after 5 minutes", async () => {
    const { key } = await fetchCaptcha();
    offset += CAPTCHA_TTL_MS + 1_000;
    expect(await check(key, CAPTCHA)).toBe(false);
    const login = await call(app, "POST", "/api/v1/login", {
      payload: { account: "user", password: "x", captchaKey: key, captcha: CAPTCHA },
    });
    expect(envelopeOf<{ fields: object }>(login).data.fields).toEqual({ captcha: "验证码错误或已过期" });
  });
});
