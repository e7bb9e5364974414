import type { FastifyInstance } from "fastify";
import { maskUrl } from "../../server/src/logger.ts";
import { call, encryptPassword, loginAs, makeApp, publicKeyOf } from "./helpers.ts";

const lines: string[] = [];
let app: FastifyInstance;
const CODE = "QZXW";
beforeAll(async () => {
  app = await makeApp({
    config: { captchaFixed: CODE },
    logger: { level: "trace", stream: { write: (line: string) => void lines.push(line) } },
  });
});
afterAll(() => app.close());

describe("logs", () => {
  it("mask secret query values", () => {
    expect(maskUrl("/api/v1/check/captcha?key=abc&code=QZXW")).toBe("/api/v1/check/captcha?key=abc&code=***");
    expect(maskUrl("/x?token=t&password=p&page=2")).toBe("/x?token=***&password=***&page=2");
    expect(maskUrl("/plain")).toBe("/plain");
  });

  it("never contain a token, a password, a captcha answer or the private key", async () => {
    const key = await publicKeyOf(app);
    const captcha = async () => (await call(app, "GET", "/api/v1/login/captcha")).json().data.key as string;
    const captchaKey = await captcha();
    await call(app, "GET", `/api/v1/check/captcha?key=${captchaKey}&code=${CODE}`);
    const plainAttempt = await call(app, "POST", "/api/v1/login", {
      payload: { account: "admin", password: "Plain#Secret1", captchaKey, captcha: CODE },
    });
    expect(plainAttempt.statusCode).toBe(400);
    const { token, user } = await loginAs(app, "admin", "Admin@123", { captcha: CODE.toLowerCase() });
    await call(app, "GET", "/api/v1/current/user", { token });
    await call(app, "PATCH", `/api/v1/system/user/${user.id}/change/password`, {
      token,
      payload: {
        oldPassword: encryptPassword(key, "Admin@123"),
        newPassword: encryptPassword(key, "Next#Secret9"),
      },
    });
    await call(app, "GET", "/api/v1/current/user", { token });

    const log = lines.join("");
    expect(lines.length).toBeGreaterThan(10);
    expect(log).toContain("/api/v1/check/captcha");
    for (const secret of [
      token,
      "Admin@123",
      "Plain#Secret1",
      "Next#Secret9",
      `code=${CODE}`,
      "PRIVATE KEY",
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain(app.ctx.keys.privateKey.slice(40, 80));
  });
});
