import type { FastifyInstance } from "fastify";
import { SESSION_TTL_MS } from "../../server/src/auth/sessions.ts";
import { findUserByAccount, setUserEnabled } from "../../server/src/people/users.ts";
import { ADMIN, call, envelopeOf, loginAs, makeApp, tryLogin, USER } from "./helpers.ts";

let app: FastifyInstance;
let offset = 0;
beforeAll(async () => {
  app = await makeApp({ now: () => Date.now() + offset });
});
afterAll(() => app.close());

const me = (token: string) => call(app, "GET", "/api/v1/current/user", { token });

describe("sessions", () => {
  it("answers 401 TOKEN_INVALID without a token or with an unknown one", async () => {
    for (const token of [undefined, "not-a-token"]) {
      const response = await me(token as string);
      expect(response.statusCode).toBe(401);
      expect(envelopeOf(response)).toMatchObject({ status: 401, errorCode: "TOKEN_INVALID", data: null });
    }
  });

  it("ends the session on logout", async () => {
    const { token } = await loginAs(app, "lina", "User@123");
    expect((await me(token)).statusCode).toBe(200);
    const logout = await call(app, "POST", "/api/v1/logout", { token });
    expect(envelopeOf(logout)).toMatchObject({ status: 200, data: null });
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(envelopeOf(after).errorCode).toBe("TOKEN_INVALID");
  });

  it("accepts logout with an empty JSON body", async () => {
    const { token } = await loginAs(app, "lina", "User@123");
    const response = await call(app, "POST", "/api/v1/logout", {
      token,
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(200);
  });

  it("keeps several sessions while single-session is off", async () => {
    const first = await loginAs(app, "liuyang", "User@123");
    const second = await loginAs(app, "liuyang", "User@123");
    expect((await me(first.token)).statusCode).toBe(200);
    expect((await me(second.token)).statusCode).toBe(200);
  });

  it("ends the other sessions with RE_LOGIN_ERROR when single-session is on", async () => {
    const admin = await loginAs(app, ...ADMIN);
    const set = (value: string) =>
      call(app, "POST", "/api/v1/system/config", {
        token: admin.token,
        payload: { key: "SINGLE_SESSION", value },
      });
    expect((await set("true")).statusCode).toBe(200);
    try {
      const first = await loginAs(app, ...USER);
      const second = await loginAs(app, ...USER);
      const stale = await me(first.token);
      expect(stale.statusCode).toBe(401);
      expect(envelopeOf(stale)).toMatchObject({
        errorCode: "RE_LOGIN_ERROR",
        message: "您的账号已在别处登录",
      });
      expect((await me(second.token)).statusCode).toBe(200);
    } finally {
      const again = await loginAs(app, ...ADMIN);
      await call(app, "POST", "/api/v1/system/config", {
        token: again.token,
        payload: { key: "SINGLE_SESSION", value: "false" },
      });
    }
  });

  it("ends a disabled user's sessions at once and refuses their login", async () => {
    const { token } = await loginAs(app, "chenjing", "User@123");
    const user = await findUserByAccount(app.ctx.db, "chenjing");
    expect(await setUserEnabled(app.ctx, user!.id, false)).toBe(true);
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(envelopeOf(after).errorCode).toBe("TOKEN_INVALID");
    const login = await tryLogin(app, "chenjing", "User@123");
    expect(login.statusCode).toBe(400);
    expect(envelopeOf(login).message).toBe("账号已被禁用，请联系管理员");
    await setUserEnabled(app.ctx, user!.id, true);
    expect((await tryLogin(app, "chenjing", "User@123")).statusCode).toBe(200);
    expect(await setUserEnabled(app.ctx, "no-such-id", false)).toBe(false);
  });

  it("expires a session left unused for longer than its lifetime, and slides while used", async () => {
    const { token } = await loginAs(app, "yangqiang", "User@123");
    offset += SESSION_TTL_MS - 60_000;
    expect((await me(token)).statusCode).toBe(200);
    offset += SESSION_TTL_MS - 60_000;
    expect((await me(token)).statusCode).toBe(200);
    offset += SESSION_TTL_MS + 1;
    expect(envelopeOf(await me(token)).errorCode).toBe("TOKEN_INVALID");
  });
});
