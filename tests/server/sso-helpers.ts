import type { FastifyInstance } from "fastify";
import { call, encryptPassword, envelopeOf, publicKeyOf } from "./helpers.ts";

/** Helpers of the single sign-on tests: settings, and a browser's side of a sign-in. */
export const CONSOLE_URL = "http://console.test";

export const BLANK_SETTINGS = {
  protocol: null,
  consoleUrl: CONSOLE_URL,
  accountAttribute: null,
  createUsers: false,
  cas: { serverUrl: null },
  oidc: { issuer: null, clientId: null, scopes: "openid profile email" },
  saml: { idpMetadata: null, idpEntityId: null, idpSsoUrl: null, idpCertificate: null, spEntityId: null },
};

export async function saveSso(app: FastifyInstance, token: string, settings: Record<string, unknown>) {
  return call(app, "PUT", "/api/v1/system/config/sso", {
    token,
    payload: { ...BLANK_SETTINGS, ...settings },
  });
}

export async function sealedSecret(app: FastifyInstance, secret: string) {
  return encryptPassword(await publicKeyOf(app), secret);
}

/** GET /sso/authorize as a browser: the provider's address and the binding cookie set. */
export async function startSignIn(app: FastifyInstance, redirect?: string) {
  const query = redirect === undefined ? "" : `?redirect=${encodeURIComponent(redirect)}`;
  const response = await call(app, "GET", `/api/v1/sso/authorize${query}`);
  expect(response.statusCode).toBe(200);
  const cookie = String(response.headers["set-cookie"]).split(";")[0]!;
  expect(cookie).toMatch(/^sso_binding=.+/);
  expect(String(response.headers["set-cookie"])).toMatch(/HttpOnly/);
  return { url: envelopeOf<{ url: string }>(response).data.url, cookie };
}

/** Follows a provider's redirects with a cookie jar until one points under the console's address. */
export async function followToConsole(start: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = start;
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(CONSOLE_URL)) return url.slice(CONSOLE_URL.length);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(url, { redirect: "manual", headers: cookie ? { cookie } : {} });
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(";");
      const [name, ...value] = pair!.split("=");
      jar.set(name!.trim(), value.join("="));
    }
    const location = response.headers.get("location");
    if (!location)
      throw new Error(`${url} answered ${response.status} without a redirect: ${await response.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error("too many redirects");
}

/** The provider's return injected as the browser would send it: where the console sends the browser. */
export async function consoleLanding(app: FastifyInstance, path: string, cookie?: string) {
  const response = await app.inject({ method: "GET", url: path, headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(302);
  return new URL(String(response.headers.location), CONSOLE_URL);
}

export async function exchange(app: FastifyInstance, grant: string | null, cookie?: string) {
  return app.inject({
    method: "POST",
    url: "/api/v1/sso/exchange",
    headers: { "content-type": "application/json", language: "en-US", ...(cookie ? { cookie } : {}) },
    payload: { grant: grant ?? "" },
  });
}
