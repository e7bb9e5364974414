import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { JSEncrypt } from "jsencrypt";
import { PERMISSIONS } from "#contract/permissions";
import { FAILURE_WINDOW_MS } from "../../server/src/auth/login-limits.ts";
import { loginAttempts } from "../../server/src/db/schema.ts";
import { verifyPassword } from "../../server/src/lib/passwords.ts";
import {
  ADMIN,
  CAPTCHA,
  call,
  captchaKey,
  encryptPassword,
  envelopeOf,
  loginAs,
  makeApp,
  makeInstances,
  OPERATOR,
  publicKeyOf,
  tryLogin,
  USER,
} from "./helpers.ts";

// Counts password evaluations, to tell a try that was checked from one refused before its check.
vi.mock("../../server/src/lib/passwords.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../server/src/lib/passwords.ts")>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

let app: FastifyInstance;
let offset = 0;
beforeAll(async () => {
  app = await makeApp({ now: () => Date.now() + offset });
});
afterAll(() => app.close());

describe("POST /login", () => {
  it.each([
    [ADMIN, "SYSTEM", [...PERMISSIONS].sort()],
    [
      OPERATOR,
      "NORMAL",
      ["device", "location", "meetingControl", "meetingMonitor", "meetingRoom", "monitor", "operation"],
    ],
    [USER, "NORMAL", []],
  ])("logs %s in with exactly its authorities", async ([account, password], type, authorities) => {
    const { token, user } = await loginAs(app, account, password);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toMatchObject({ account, type });
    expect([...user.authorities].sort()).toEqual(authorities);
    expect(Object.keys(user).sort()).toEqual(
      ["account", "authorities", "deptId", "deptName", "email", "id", "name", "phone", "type"].sort(),
    );
    const me = envelopeOf(await call(app, "GET", "/api/v1/current/user", { token }));
    expect(me).toEqual({ status: 200, message: "成功", data: user });
  });

  it("answers an unknown account and a wrong password with the same body", async () => {
    const unknown = await tryLogin(app, "nobody-here", "Whatever@1", { address: "10.1.0.1" });
    const wrong = await tryLogin(app, "wangfang", "Wrong@1234", { address: "10.1.0.2" });
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.body).toBe(wrong.body);
    expect(envelopeOf(wrong).message).toBe("账号或密码错误");
    const english = await tryLogin(app, "nobody-here", "x", { address: "10.1.0.3", language: "en-US" });
    expect(envelopeOf(english).message).toBe("Account or password is incorrect");
  });

  it("requires account, password and captcha, each beside its field", async () => {
    const response = await call(app, "POST", "/api/v1/login", { payload: {}, language: "en-US" });
    expect(response.statusCode).toBe(400);
    const body = envelopeOf<{ fields: Record<string, string> }>(response);
    expect(body.status).toBe(400);
    expect(Object.keys(body.data.fields).sort()).toEqual(["account", "captcha", "password"]);
    expect(body.data.fields.account).toBe("is required");
  });

  it("refuses a wrong captcha on the captcha field and uses the captcha up", async () => {
    const key = await captchaKey(app);
    const password = encryptPassword(await publicKeyOf(app), USER[1]);
    const wrong = await call(app, "POST", "/api/v1/login", {
      payload: { account: "user", password, captchaKey: key, captcha: "9999" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(envelopeOf<{ fields: object }>(wrong).data.fields).toEqual({ captcha: "验证码错误或已过期" });
    const again = await call(app, "POST", "/api/v1/login", {
      payload: { account: "user", password, captchaKey: key, captcha: CAPTCHA },
    });
    expect(envelopeOf<{ fields: object }>(again).data.fields).toHaveProperty("captcha");
  });

  it("refuses a reused nonce", async () => {
    const cipher = encryptPassword(await publicKeyOf(app), USER[1], "same-nonce-0123456789");
    const first = await call(app, "POST", "/api/v1/login", {
      payload: { account: "user", password: cipher, captchaKey: await captchaKey(app), captcha: CAPTCHA },
    });
    expect(first.statusCode).toBe(200);
    const replay = await call(app, "POST", "/api/v1/login", {
      payload: { account: "user", password: cipher, captchaKey: await captchaKey(app), captcha: CAPTCHA },
    });
    expect(replay.statusCode).toBe(400);
    expect(envelopeOf<{ fields: object }>(replay).data.fields).toHaveProperty("password");
  });

  it("refuses a password that is not an OAEP ciphertext of the server key", async () => {
    const response = await call(app, "POST", "/api/v1/login", {
      payload: {
        account: "user",
        password: "bm90IGVuY3J5cHRlZA==",
        captchaKey: await captchaKey(app),
        captcha: CAPTCHA,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf<{ fields: object }>(response).data.fields).toHaveProperty("password");
  });

  it("accepts what jsencrypt's encryptOAEP produces (the console's encryption)", async () => {
    const encryptor = new JSEncrypt();
    encryptor.setPublicKey(await publicKeyOf(app));
    const password = encryptor.encryptOAEP(
      JSON.stringify({ password: OPERATOR[1], nonce: "jsencrypt-nonce-12345" }),
    );
    expect(typeof password).toBe("string");
    const response = await call(app, "POST", "/api/v1/login", {
      payload: { account: "operator", password, captchaKey: await captchaKey(app), captcha: CAPTCHA },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("failed-login limits", () => {
  it("blocks an account from one address after 5 failures in 15 minutes, with a bilingual retry time", async () => {
    const attacker = "10.2.0.1";
    for (let i = 0; i < 5; i++) {
      expect((await tryLogin(app, "sunli", "Wrong@1234", { address: attacker })).statusCode).toBe(400);
    }
    const blocked = await tryLogin(app, "sunli", "User@123", { address: attacker });
    expect(blocked.statusCode).toBe(429);
    expect(envelopeOf(blocked)).toMatchObject({
      status: 429,
      message: "登录失败次数过多，请在 15 分钟后重试",
    });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(800);
    const english = await tryLogin(app, "SunLi", "User@123", { address: attacker, language: "en-US" });
    expect(envelopeOf(english).message).toBe("Too many failed logins; please try again in 15 minutes");
    expect((await tryLogin(app, "xujie", "User@123", { address: attacker })).statusCode).toBe(200);
    offset += FAILURE_WINDOW_MS;
    expect((await tryLogin(app, "sunli", "User@123", { address: attacker })).statusCode).toBe(200);
  });

  it("lets the owner in from another address with the right password after an attacker's 5 failures", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await tryLogin(app, "zhouxin", "Wrong@1234", { address: "10.4.0.1" })).statusCode).toBe(400);
    }
    expect((await tryLogin(app, "zhouxin", "User@123", { address: "10.4.0.1" })).statusCode).toBe(429);
    expect((await tryLogin(app, "zhouxin", "User@123", { address: "10.4.9.9" })).statusCode).toBe(200);
    // The owner's success does not reset the attacker's count.
    expect((await tryLogin(app, "zhouxin", "Wrong@1234", { address: "10.4.0.1" })).statusCode).toBe(429);
  });

  it("evaluates at most 5 of 30 parallel wrong passwords, then refuses the right one from that address", () =>
    raceWrongPasswords([app], "wuting", "10.5.0.1"));

  it("blocks a client address after 20 failures in 15 minutes", async () => {
    const address = "10.3.0.1";
    for (let i = 0; i < 20; i++) {
      expect((await tryLogin(app, `ghost${i}`, "Wrong@1234", { address })).statusCode).toBe(400);
    }
    expect((await tryLogin(app, "machao", "User@123", { address })).statusCode).toBe(429);
    expect((await tryLogin(app, "machao", "User@123", { address: "10.3.0.2" })).statusCode).toBe(200);
  });

  it("drops tries whose window is over at the next failure", async () => {
    expect((await tryLogin(app, "hujun", "Wrong@1234", { address: "10.8.0.1" })).statusCode).toBe(400);
    const stored = () => app.ctx.db.select().from(loginAttempts).where(eq(loginAttempts.address, "10.8.0.1"));
    expect(await stored()).toHaveLength(2);
    offset += FAILURE_WINDOW_MS;
    expect((await tryLogin(app, "hujun", "Wrong@1234", { address: "10.8.0.2" })).statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it("does not count right passwords against the address", async () => {
    const address = "10.6.0.1";
    for (let i = 0; i < 25; i++) {
      expect((await tryLogin(app, "user", USER[1], { address })).statusCode).toBe(200);
    }
  });
});

/**
 * 30 wrong passwords for one account from one address, all sent at once (spread over the given
 * instances of one database): at most 5 are evaluated (400), the rest refused unevaluated (429).
 */
async function raceWrongPasswords(apps: FastifyInstance[], account: string, address: string) {
  const payloads = await Promise.all(
    Array.from({ length: 30 }, async (_, i) => {
      const instance = apps[i % apps.length];
      return {
        instance,
        payload: {
          account,
          password: encryptPassword(await publicKeyOf(instance), "Wrong@1234"),
          captchaKey: await captchaKey(instance),
          captcha: CAPTCHA,
        },
      };
    }),
  );
  vi.mocked(verifyPassword).mockClear();
  const answers = await Promise.all(
    payloads.map(({ instance, payload }) => call(instance, "POST", "/api/v1/login", { payload, address })),
  );
  expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(5);
  const statuses = answers.map((answer) => answer.statusCode);
  expect(statuses.filter((status) => status === 400)).toHaveLength(5);
  expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  for (const instance of apps) {
    expect((await tryLogin(instance, account, "User@123", { address })).statusCode).toBe(429);
  }
  expect((await tryLogin(apps[0], account, "User@123", { address: `${address}0` })).statusCode).toBe(200);
}

describe("two server instances on one database", () => {
  let instances: Awaited<ReturnType<typeof makeInstances>>;
  beforeAll(async () => {
    instances = await makeInstances(2);
  }, 120_000);
  afterAll(() => instances?.close());

  it("evaluate at most 5 of 30 parallel wrong passwords", () =>
    raceWrongPasswords(instances.apps, "liuyang", "10.7.0.1"));
});
