import type { FastifyInstance } from "fastify";
import type { AuthSettings } from "#contract/auth-settings";
import { ADMIN, call, encryptPassword, envelopeOf, loginAs, makeApp, publicKeyOf, USER } from "./helpers.ts";

/** The authentication settings: login type, single session, and the password rule the server enforces. */
let app: FastifyInstance;
let admin: string;
beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, ...ADMIN)).token;
});
afterAll(() => app.close());

const save = (body: object, language?: "en-US") =>
  call(app, "PUT", "/api/v1/system/config/authentication", { token: admin, payload: body, language });
const fieldsOf = (response: Awaited<ReturnType<typeof call>>) =>
  envelopeOf<{ fields: Record<string, string> }>(response).data.fields;

describe("authentication settings", () => {
  it("reads the defaults", async () => {
    const response = await call(app, "GET", "/api/v1/system/config/authentication", { token: admin });
    expect(envelopeOf<AuthSettings>(response).data).toEqual({
      loginType: "LOCAL",
      singleSession: false,
      passwordPolicy: { minLength: 8, minClasses: 3 },
      ldapConfigured: false,
      ssoProtocol: null,
    });
  });

  it("refuses the LDAP login type before the directory is set up, beside the field", async () => {
    const response = await save(
      { loginType: "LDAP", singleSession: false, passwordPolicy: { minLength: 8, minClasses: 3 } },
      "en-US",
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({
      loginType: "Set up the LDAP connection in the synchronisation settings first",
    });
  });

  it("refuses a rule outside its range", async () => {
    const response = await save({
      loginType: "LOCAL",
      singleSession: false,
      passwordPolicy: { minLength: 4, minClasses: 5 },
    });
    expect(response.statusCode).toBe(400);
  });

  it("saves all settings together, readable as system settings too", async () => {
    const saved = await save({
      loginType: "LOCAL",
      singleSession: true,
      passwordPolicy: { minLength: 12, minClasses: 4 },
    });
    expect(envelopeOf<AuthSettings>(saved).data).toMatchObject({
      singleSession: true,
      passwordPolicy: { minLength: 12, minClasses: 4 },
    });
    const single = await call(app, "GET", "/api/v1/system/config/SINGLE_SESSION", { token: admin });
    expect(envelopeOf(single).data).toEqual({ key: "SINGLE_SESSION", value: "true" });
    const { token } = await loginAs(app, ...USER);
    const policy = await call(app, "GET", "/api/v1/system/config/password-policy", { token });
    expect(envelopeOf(policy).data).toEqual({ minLength: 12, minClasses: 4 });
  });

  it("enforces the rule on user creation and on password changes, naming its numbers", async () => {
    await save({
      loginType: "LOCAL",
      singleSession: false,
      passwordPolicy: { minLength: 12, minClasses: 4 },
    });
    const key = await publicKeyOf(app);
    const create = (password: string) =>
      call(app, "POST", "/api/v1/system/user", {
        token: admin,
        language: "en-US",
        payload: {
          account: `policy${password.length}`,
          name: "Policy",
          password: encryptPassword(key, password),
        },
      });
    expect(fieldsOf(await create("Short#1abc"))).toEqual({
      password: "The password must be 12 to 32 characters long",
    });
    expect(fieldsOf(await create("longenough#12345"))).toEqual({
      password:
        "The password must contain at least 4 of: upper-case letters, lower-case letters, digits, symbols",
    });
    expect((await create("Long#Enough12345")).statusCode).toBe(200);

    const { token, user } = await loginAs(app, "zhaomin", "User@123");
    const change = await call(app, "PATCH", `/api/v1/system/user/${user.id}/change/password`, {
      token,
      language: "en-US",
      payload: {
        oldPassword: encryptPassword(key, "User@123"),
        newPassword: encryptPassword(key, "Better#2024"),
      },
    });
    expect(fieldsOf(change)).toEqual({ newPassword: "The password must be 12 to 32 characters long" });
    await save({ loginType: "LOCAL", singleSession: false, passwordPolicy: { minLength: 8, minClasses: 3 } });
  });

  it("single session: a second login ends the first", async () => {
    await save({ loginType: "LOCAL", singleSession: true, passwordPolicy: { minLength: 8, minClasses: 3 } });
    const first = await loginAs(app, ...USER);
    await loginAs(app, ...USER);
    const response = await call(app, "GET", "/api/v1/current/user", { token: first.token });
    expect(envelopeOf(response)).toMatchObject({ status: 401, errorCode: "RE_LOGIN_ERROR" });
    await save({ loginType: "LOCAL", singleSession: false, passwordPolicy: { minLength: 8, minClasses: 3 } });
  });

  it("writes the directory connection only through its own call", async () => {
    const response = await call(app, "POST", "/api/v1/system/config", {
      token: admin,
      payload: { key: "LDAP_BIND_PASSWORD", value: "plain" },
    });
    expect(response.statusCode).toBe(400);
  });
});
