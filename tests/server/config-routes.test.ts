import type { FastifyInstance } from "fastify";
import { appVersions } from "../../server/src/db/schema.ts";
import { ADMIN, call, envelopeOf, loginAs, makeApp, USER } from "./helpers.ts";

let app: FastifyInstance;
let admin: string;
let user: string;
beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, ...ADMIN)).token;
  user = (await loginAs(app, ...USER)).token;
});
afterAll(() => app.close());

const setConfig = (key: string, value: unknown, token = admin) =>
  call(app, "POST", "/api/v1/system/config", { token, payload: { key, value }, language: "en-US" });
const getConfig = (key: string, token?: string) =>
  call(app, "GET", `/api/v1/system/config/${key}`, { token });
const fields = (response: Awaited<ReturnType<typeof call>>) =>
  envelopeOf<{ fields: Record<string, string> }>(response).data.fields;

describe("system config", () => {
  it("reads the public keys anonymously, null when unset", async () => {
    for (const key of ["MOBILE_DOMAIN", "SYNC_TYPE", "LOGIN_TYPE"]) {
      expect(envelopeOf(await getConfig(key))).toEqual({
        status: 200,
        message: "成功",
        data: { key, value: null },
      });
    }
  });

  it("needs `system` for any other key: 401 anonymous, 403 without, null when unknown", async () => {
    expect(envelopeOf(await getConfig("SINGLE_SESSION")).errorCode).toBe("TOKEN_INVALID");
    expect((await getConfig("SINGLE_SESSION", user)).statusCode).toBe(403);
    expect(envelopeOf(await getConfig("NEVER_SET_KEY", admin)).data).toEqual({
      key: "NEVER_SET_KEY",
      value: null,
    });
  });

  it("upserts and reads back a value", async () => {
    expect(envelopeOf(await setConfig("MOBILE_DOMAIN", "https://m.example.com")).data).toEqual({
      key: "MOBILE_DOMAIN",
      value: "https://m.example.com",
    });
    expect(envelopeOf(await setConfig("MOBILE_DOMAIN", "https://m2.example.com")).status).toBe(200);
    expect(envelopeOf(await getConfig("MOBILE_DOMAIN")).data).toEqual({
      key: "MOBILE_DOMAIN",
      value: "https://m2.example.com",
    });
    const network = await call(app, "GET", "/api/v1/meeting/no-auth/network-config");
    expect(envelopeOf(network).data).toEqual({ mobileDomain: "https://m2.example.com", sipDomain: null });
  });

  it("validates key, value and per-key rules", async () => {
    expect(fields(await setConfig("lower_case", "x"))).toHaveProperty("key");
    expect(fields(await setConfig("TOO_LONG", "x".repeat(4001)))).toEqual({
      value: "must be at most 4000 characters",
    });
    expect(fields(await setConfig("SINGLE_SESSION", "yes"))).toEqual({
      value: "The value is not valid for this setting",
    });
    expect(fields(await setConfig("LOGIN_URL", "//evil.example.com"))).toHaveProperty("value");
    expect(fields(await setConfig("MOBILE_DOMAIN", "javascript:alert(1)"))).toHaveProperty("value");
    expect((await getConfig("lower")).statusCode).toBe(400);
  });

  it("never returns a write-only secret", async () => {
    expect(envelopeOf(await setConfig("SMTP_PASSWORD", "s3cret-value")).data).toEqual({
      key: "SMTP_PASSWORD",
      value: null,
    });
    const read = await getConfig("SMTP_PASSWORD", admin);
    expect(read.body).not.toContain("s3cret-value");
  });

  it("leaves the open-API secret and the installation id to their own calls", async () => {
    expect((await setConfig("API_SECRET", "s3cret-value")).statusCode).toBe(400);
    expect((await setConfig("INSTALLATION_ID", "copied")).statusCode).toBe(400);
  });

  it("drives GET /login/type and GET /login/interface", async () => {
    expect(envelopeOf(await call(app, "GET", "/api/v1/login/type")).data).toEqual({
      type: "LOCAL",
      loginUrl: null,
    });
    await setConfig("LOGIN_TYPE", "CAS");
    await setConfig("LOGIN_URL", "https://sso.example.com/cas/login");
    expect(envelopeOf(await call(app, "GET", "/api/v1/login/type")).data).toEqual({
      type: "CAS",
      loginUrl: "https://sso.example.com/cas/login",
    });
    await setConfig("LOGIN_TYPE", "LOCAL");
    await setConfig("LOGIN_TITLE_EN_US", "Acme Meetings");
    const page = envelopeOf<{ title: object; logo: null; publicKey: string }>(
      await call(app, "GET", "/api/v1/login/interface"),
    ).data;
    expect(page.title).toEqual({ "zh-CN": "视频会议管理平台", "en-US": "Acme Meetings" });
    expect(page.logo).toBeNull();
    expect(page.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+-----END PUBLIC KEY-----\n?$/);
  });
});

describe("product configs", () => {
  const base = "/api/v1/meeting/configs";
  const defaults = {
    appointmentInterval: 15,
    maxDuration: 1440,
    defaultDuration: 60,
    meetingNumberDigits: 6,
    joinAdvanceMinutes: 15,
  };

  it("needs a login and returns the defaults, also with a trailing slash", async () => {
    expect((await call(app, "GET", base)).statusCode).toBe(401);
    expect(envelopeOf(await call(app, "GET", base, { token: user })).data).toEqual(defaults);
    expect(envelopeOf(await call(app, "GET", `${base}/`, { token: user })).data).toEqual(defaults);
  });

  it("returns one key, 404 for an unknown key", async () => {
    expect(envelopeOf(await call(app, "GET", `${base}/maxDuration`, { token: user })).data).toEqual({
      key: "maxDuration",
      value: 1440,
    });
    expect((await call(app, "GET", `${base}/nope`, { token: user })).statusCode).toBe(404);
  });

  it("updates with `system` only and validates ranges", async () => {
    const put = (payload: object, token = admin) =>
      call(app, "PUT", base, { token, payload, language: "en-US" });
    expect((await put({ maxDuration: 120 }, user)).statusCode).toBe(403);
    expect(fields(await put({ appointmentInterval: 4 }))).toEqual({
      appointmentInterval: "must be at least 5",
    });
    expect(fields(await put({ appointmentInterval: 7 }))).toEqual({
      appointmentInterval: "must divide 60 evenly",
    });
    expect(fields(await put({ maxDuration: 2000, meetingNumberDigits: 3 }))).toEqual({
      maxDuration: "must be at most 1440",
      meetingNumberDigits: "must be at least 4",
    });
    expect(fields(await put({ joinAdvanceMinutes: "soon" }))).toHaveProperty("joinAdvanceMinutes");
    expect(fields(await put({ maxDuration: 30 }))).toEqual({ defaultDuration: "must be at most 30" });
    const saved = await put({ appointmentInterval: 30, maxDuration: 240, unknownKey: 5 });
    expect(envelopeOf(saved).data).toEqual({ ...defaults, appointmentInterval: 30, maxDuration: 240 });
    expect(envelopeOf(await call(app, "GET", base, { token: user })).data).toEqual({
      ...defaults,
      appointmentInterval: 30,
      maxDuration: 240,
    });
  });
});

describe("app hub", () => {
  const latest = (platform: string) =>
    call(app, "GET", `/api/v1/apphub/app/version/check/latest?platform=${platform}`);

  it("answers null without versions and 400 for an unknown platform", async () => {
    expect(envelopeOf(await latest("WINDOWS"))).toEqual({ status: 200, message: "成功", data: null });
    expect((await latest("SOLARIS")).statusCode).toBe(400);
    expect((await call(app, "GET", "/api/v1/apphub/app/version/check/latest")).statusCode).toBe(400);
  });

  it("answers the newest version of the platform", async () => {
    const row = {
      platform: "MAC" as const,
      fileName: "app.dmg",
      size: 1000,
      releaseNotes: null,
      downloadUrl: null,
    };
    await app.ctx.db.insert(appVersions).values([
      { ...row, id: "v1", version: "1.0.0", createdAt: 1_000, fileId: "f1" },
      { ...row, id: "v2", version: "1.1.0", createdAt: 2_000, fileId: "f2" },
    ]);
    expect(envelopeOf(await latest("MAC")).data).toEqual({
      id: "v2",
      platform: "MAC",
      version: "1.1.0",
      fileName: "app.dmg",
      size: 1000,
      releaseNotes: null,
      downloadUrl: "/api/v1/system/file/download/f2",
      sha256: null,
      createdAt: 2_000,
    });
    expect(envelopeOf(await latest("WINDOWS")).data).toBeNull();
  });
});
