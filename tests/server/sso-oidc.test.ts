import type { FastifyInstance } from "fastify";
import { startOidcProvider, type TestOidcProvider } from "../fixtures/oidc-idp.ts";
import { ADMIN, call, envelopeOf, loginAs, makeApp, USER } from "./helpers.ts";
import {
  BLANK_SETTINGS,
  CONSOLE_URL,
  consoleLanding,
  exchange,
  followToConsole,
  saveSso,
  sealedSecret,
  startSignIn,
} from "./sso-helpers.ts";

/** Single sign-on through OpenID Connect against a real provider (oidc-provider) on loopback. */
let app: FastifyInstance;
let idp: TestOidcProvider;
let admin: string;

const oidcSettings = async (extra: Record<string, unknown> = {}) => ({
  protocol: "OAUTH2",
  oidc: {
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: await sealedSecret(app, idp.clientSecret),
    scopes: "openid profile email",
  },
  ...extra,
});

/** A whole sign-in as `account`: the address the browser ends on after the provider's return. */
async function signIn(account: string, redirect?: string) {
  idp.signInAs({ account, name: `${account} person`, email: `${account}@example.com` });
  const { url, cookie } = await startSignIn(app, redirect);
  const back = await followToConsole(url);
  return { landing: await consoleLanding(app, back), cookie, back };
}

beforeAll(async () => {
  app = await makeApp();
  idp = await startOidcProvider({ redirectUri: `${CONSOLE_URL}/api/v1/sso/oidc/callback` });
  admin = (await loginAs(app, ...ADMIN)).token;
  expect((await saveSso(app, admin, await oidcSettings())).statusCode).toBe(200);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await idp?.close();
});

describe("OpenID Connect settings", () => {
  it("keep the client secret write-only and sealed", async () => {
    const response = await call(app, "GET", "/api/v1/system/config/sso", { token: admin });
    expect(response.statusCode).toBe(200);
    const settings = envelopeOf<{ callbacks: { oidcRedirectUri: string } }>(response).data;
    expect(settings).toMatchObject({ protocol: "OAUTH2", configured: true, oidc: { clientSecretSet: true } });
    expect(settings.callbacks.oidcRedirectUri).toBe(`${CONSOLE_URL}/api/v1/sso/oidc/callback`);
    expect(response.body).not.toContain(idp.clientSecret);
  });

  it("refuse an incomplete form beside its fields, and ask the secret again for another client", async () => {
    const incomplete = await saveSso(app, admin, {
      protocol: "OAUTH2",
      oidc: { issuer: null, clientId: null, scopes: "profile" },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(Object.keys(envelopeOf<{ fields: object }>(incomplete).data.fields)).toEqual(
      expect.arrayContaining(["oidc.issuer", "oidc.clientId", "oidc.clientSecret", "oidc.scopes"]),
    );
    const elsewhere = await saveSso(app, admin, {
      protocol: "OAUTH2",
      oidc: { issuer: idp.issuer, clientId: "another-client", scopes: "openid" },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(envelopeOf<{ fields: object }>(elsewhere).data.fields).toHaveProperty(["oidc.clientSecret"]);
  });

  it("test the connection by fetching the discovery document", async () => {
    const ok = await call(app, "POST", "/api/v1/system/config/sso/test", {
      token: admin,
      language: "en-US",
      payload: { ...BLANK_SETTINGS, ...(await oidcSettings()) },
    });
    expect(envelopeOf(ok).data).toMatchObject({
      ok: true,
      message: "Read the OpenID Connect discovery document",
    });
    expect(envelopeOf<{ detail: string }>(ok).data.detail).toContain(`${idp.issuer}/token`);
    const wrong = await call(app, "POST", "/api/v1/system/config/sso/test", {
      token: admin,
      language: "en-US",
      payload: {
        ...BLANK_SETTINGS,
        protocol: "OAUTH2",
        oidc: {
          issuer: "http://127.0.0.1:9/nothing",
          clientId: "x",
          clientSecret: await sealedSecret(app, "s"),
          scopes: "openid",
        },
      },
    });
    expect(envelopeOf(wrong).data).toMatchObject({
      ok: false,
      message: "The identity provider cannot be reached",
    });
  });

  it("need a SYSTEM user", async () => {
    expect((await call(app, "GET", "/api/v1/system/config/sso")).statusCode).toBe(401);
    const user = (await loginAs(app, ...USER)).token;
    expect((await call(app, "GET", "/api/v1/system/config/sso", { token: user })).statusCode).toBe(403);
    expect((await saveSso(app, user, {})).statusCode).toBe(403);
    const test = (token?: string) =>
      call(app, "POST", "/api/v1/system/config/sso/test", { token, payload: { ...BLANK_SETTINGS } });
    expect((await test()).statusCode).toBe(401);
    expect((await test(user)).statusCode).toBe(403);
    // The sign-in calls are public: anyone may start one, and a grant is what proves who they are.
    expect((await call(app, "GET", "/api/v1/sso/authorize")).statusCode).toBe(200);
    expect((await exchange(app, "no-such-grant")).statusCode).toBe(400);
  });
});

describe("signing in through OpenID Connect", () => {
  it("ends with the session a password login gives, back at the page asked for", async () => {
    const { landing, cookie } = await signIn("operator", "/system/user-management?page=2");
    expect(landing.pathname).toBe("/singleLogin");
    const grant = landing.searchParams.get("grant");
    const answer = await exchange(app, grant, cookie);
    expect(answer.statusCode).toBe(200);
    const { token, user, redirect } = envelopeOf<{
      token: string;
      user: { account: string };
      redirect: string;
    }>(answer).data;
    expect(user.account).toBe("operator");
    expect(redirect).toBe("/system/user-management?page=2");
    const me = await call(app, "GET", "/api/v1/current/user", { token });
    expect(envelopeOf<{ account: string }>(me).data.account).toBe("operator");
  });

  it("uses a grant once, and only in the browser that started", async () => {
    const { landing, cookie } = await signIn("operator");
    const grant = landing.searchParams.get("grant");
    expect((await exchange(app, grant, "sso_binding=someone-else")).statusCode).toBe(400);
    // A refused exchange uses the grant up too.
    expect((await exchange(app, grant, cookie)).statusCode).toBe(400);
    const second = await signIn("operator");
    const secondGrant = second.landing.searchParams.get("grant");
    expect((await exchange(app, secondGrant, second.cookie)).statusCode).toBe(200);
    const again = await exchange(app, secondGrant, second.cookie);
    expect(again.statusCode).toBe(400);
    expect(envelopeOf(again).message).toMatch(/expired or was not started in this browser/);
  });

  it("refuses a replayed or unknown state", async () => {
    const { back } = await signIn("operator");
    expect((await consoleLanding(app, back)).searchParams.get("error")).toBe("STATE_INVALID");
    const forged = back.replace(/state=[^&]+/, "state=forged-state");
    expect((await consoleLanding(app, forged)).searchParams.get("error")).toBe("STATE_INVALID");
    const none = back.replace(/state=[^&]+&?/, "");
    expect((await consoleLanding(app, none)).searchParams.get("error")).toBe("STATE_INVALID");
  });

  it("refuses an ID token whose signature was altered", async () => {
    idp.tamperIdTokens = true;
    try {
      const { landing } = await signIn("operator");
      expect(landing.searchParams.get("error")).toBe("RESPONSE_INVALID");
      expect(landing.searchParams.has("grant")).toBe(false);
    } finally {
      idp.tamperIdTokens = false;
    }
  });

  it("keeps the return address on this origin", async () => {
    for (const target of [
      "https://evil.example.com/x",
      "//evil.example.com",
      "/\\evil.example.com",
      "/login",
    ]) {
      const { landing, cookie } = await signIn("operator", target);
      const answer = await exchange(app, landing.searchParams.get("grant"), cookie);
      expect(envelopeOf<{ redirect: string }>(answer).data.redirect).toBe("/home");
    }
  });

  it("refuses an account the console does not know, unless users are created at first sign-in", async () => {
    expect((await signIn("newcomer")).landing.searchParams.get("error")).toBe("UNKNOWN_ACCOUNT");
    expect((await saveSso(app, admin, await oidcSettings({ createUsers: true }))).statusCode).toBe(200);
    try {
      const { landing, cookie } = await signIn("newcomer");
      const answer = await exchange(app, landing.searchParams.get("grant"), cookie);
      expect(envelopeOf(answer).data).toMatchObject({
        user: {
          account: "newcomer",
          name: "newcomer person",
          email: "newcomer@example.com",
          authorities: [],
        },
      });
    } finally {
      expect((await saveSso(app, admin, await oidcSettings())).statusCode).toBe(200);
    }
  });

  it("says so when it cannot start: the provider unreachable, or nothing set up", async () => {
    const unreachable = await oidcSettings();
    unreachable.oidc.issuer = "http://127.0.0.1:9";
    expect((await saveSso(app, admin, unreachable)).statusCode).toBe(200);
    try {
      const down = await call(app, "GET", "/api/v1/sso/authorize", { language: "en-US" });
      expect(down.statusCode).toBe(503);
      expect(envelopeOf(down).message).toBe("The identity provider cannot be reached");
      expect((await saveSso(app, admin, { protocol: null })).statusCode).toBe(200);
      const none = await call(app, "GET", "/api/v1/sso/authorize", { language: "en-US" });
      expect(none.statusCode).toBe(409);
      expect(envelopeOf(none).message).toBe("Single sign-on is not fully set up");
    } finally {
      expect((await saveSso(app, admin, await oidcSettings())).statusCode).toBe(200);
    }
  });

  it("sends /login there once OAUTH2 is the login type", async () => {
    const payload = {
      loginType: "OAUTH2",
      singleSession: false,
      passwordPolicy: { minLength: 8, minClasses: 3 },
    };
    const saved = await call(app, "PUT", "/api/v1/system/config/authentication", { token: admin, payload });
    expect(saved.statusCode).toBe(200);
    expect(envelopeOf(saved).data).toMatchObject({ loginType: "OAUTH2", ssoProtocol: "OAUTH2" });
    expect(envelopeOf(await call(app, "GET", "/api/v1/login/type")).data).toEqual({
      type: "OAUTH2",
      loginUrl: "/singleLogin",
    });
    await call(app, "PUT", "/api/v1/system/config/authentication", {
      token: admin,
      payload: { ...payload, loginType: "LOCAL" },
    });
  });
});
