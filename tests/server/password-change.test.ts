import type { FastifyInstance } from "fastify";
import {
  ADMIN,
  call,
  encryptPassword,
  envelopeOf,
  loginAs,
  makeApp,
  publicKeyOf,
  tryLogin,
} from "./helpers.ts";

let app: FastifyInstance;
let key: string;
beforeAll(async () => {
  app = await makeApp();
  key = await publicKeyOf(app);
});
afterAll(() => app.close());

const change = (
  token: string,
  id: string,
  body: { oldPassword?: string; newPassword: string },
  language?: "en-US",
) =>
  call(app, "PATCH", `/api/v1/system/user/${id}/change/password`, {
    token,
    language,
    payload: {
      ...(body.oldPassword !== undefined ? { oldPassword: encryptPassword(key, body.oldPassword) } : {}),
      newPassword: encryptPassword(key, body.newPassword),
    },
  });
const fieldsOf = (response: Awaited<ReturnType<typeof call>>) =>
  envelopeOf<{ fields: Record<string, string> }>(response).data.fields;

describe("PATCH /system/user/{id}/change/password", () => {
  it("refuses a wrong old password on the oldPassword field", async () => {
    const { token, user } = await loginAs(app, "zhaomin", "User@123");
    const response = await change(token, user.id, { oldPassword: "Wrong@1234", newPassword: "Better#2024" });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ oldPassword: "原密码不正确" });
  });

  it("counts wrong old passwords as failed logins", async () => {
    const { token, user } = await loginAs(app, "gaoyuan", "User@123");
    for (let i = 0; i < 5; i++) {
      const wrong = await change(token, user.id, {
        oldPassword: `Wrong@123${i}`,
        newPassword: "Better#2024",
      });
      expect(wrong.statusCode).toBe(400);
    }
    const blocked = await change(token, user.id, { oldPassword: "User@123", newPassword: "Better#2024" });
    expect(blocked.statusCode).toBe(429);
  });

  it("requires the old password for oneself", async () => {
    const { token, user } = await loginAs(app, "zhaomin", "User@123");
    const response = await change(token, user.id, { newPassword: "Better#2024" });
    expect(fieldsOf(response)).toHaveProperty("oldPassword");
  });

  it.each([
    ["Sh0rt!", "The password must be 8 to 32 characters long"],
    ["alllowercase1", "The password must contain at least 3 of"],
    ["Zhaomin#2024", "The password must not contain the account name"],
    ["User@123", "The new password must differ from the old one"],
  ])("refuses the weak password %s on the newPassword field", async (weak, message) => {
    const { token, user } = await loginAs(app, "zhaomin", "User@123");
    const response = await change(token, user.id, { oldPassword: "User@123", newPassword: weak }, "en-US");
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response).newPassword).toContain(message);
  });

  it("changes the password, ends every session, and the new password works", async () => {
    const first = await loginAs(app, "huanglei", "User@123");
    const second = await loginAs(app, "huanglei", "User@123");
    const response = await change(first.token, first.user.id, {
      oldPassword: "User@123",
      newPassword: "Better#2024",
    });
    expect(envelopeOf(response)).toMatchObject({ status: 200, data: null });
    for (const token of [first.token, second.token]) {
      const after = await call(app, "GET", "/api/v1/current/user", { token });
      expect(envelopeOf(after).errorCode).toBe("TOKEN_INVALID");
    }
    expect((await tryLogin(app, "huanglei", "User@123")).statusCode).toBe(400);
    expect((await tryLogin(app, "huanglei", "Better#2024")).statusCode).toBe(200);
  });

  it("lets a holder of `user` change another user's password without the old one", async () => {
    const target = await loginAs(app, "zhouxin", "User@123");
    const admin = await loginAs(app, ...ADMIN);
    const response = await change(admin.token, target.user.id, { newPassword: "Reset#2024x" });
    expect(response.statusCode).toBe(200);
    expect(
      envelopeOf(await call(app, "GET", "/api/v1/current/user", { token: target.token })).errorCode,
    ).toBe("TOKEN_INVALID");
    expect((await call(app, "GET", "/api/v1/current/user", { token: admin.token })).statusCode).toBe(200);
    expect((await tryLogin(app, "zhouxin", "Reset#2024x")).statusCode).toBe(200);
  });

  it("refuses another user's password without the `user` permission, and an unknown id", async () => {
    const target = await loginAs(app, "wuting", "User@123");
    const operator = await loginAs(app, "operator", "Operator@123");
    const response = await change(operator.token, target.user.id, { newPassword: "Reset#2024x" });
    expect(response.statusCode).toBe(403);
    const admin = await loginAs(app, ...ADMIN);
    expect((await change(admin.token, "no-such-user", { newPassword: "Reset#2024x" })).statusCode).toBe(404);
  });
});
