import { createHash } from "node:crypto";
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from "jose";
import { SSO_DEFAULT_ACCOUNT_ATTRIBUTE } from "#contract/limits";
import type { ProviderIdentity } from "./accounts.ts";
import { providerFetch, SsoError } from "./errors.ts";
import type { Provider } from "./settings.ts";
import { callbackUrls } from "./settings.ts";

/**
 * OpenID Connect, authorization code flow with PKCE (S256), state and nonce. The provider's
 * endpoints come from its discovery document; the ID token is checked against its JWKS (signature,
 * issuer, audience, expiry) and must carry the nonce of the flow.
 */
export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  token_endpoint_auth_methods_supported?: string[];
}

const DISCOVERY_TTL_MS = 5 * 60_000;
const discoveries = new Map<string, { at: number; value: Discovery }>();
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

const isHttpUrl = (value: unknown): value is string =>
  typeof value === "string" && /^https?:\/\//i.test(value);

/** The discovery document of an issuer; it must name the same issuer. Kept a few minutes. */
export async function discover(issuer: string, fresh = false): Promise<Discovery> {
  const cached = discoveries.get(issuer);
  if (!fresh && cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.value;
  const url = `${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`;
  const response = await providerFetch(url, { headers: { accept: "application/json" } });
  if (!response.ok) throw new SsoError("PROVIDER_UNREACHABLE", `${url} answered ${response.status}`);
  const document = (await response.json().catch(() => null)) as Partial<Discovery> | null;
  const endpoints = ["authorization_endpoint", "token_endpoint", "jwks_uri"] as const;
  if (!document || endpoints.some((name) => !isHttpUrl(document[name]))) {
    throw new SsoError("RESPONSE_INVALID", `${url} is not an OpenID Connect discovery document`);
  }
  if (document.issuer !== issuer) {
    throw new SsoError("RESPONSE_INVALID", `the document names the issuer ${String(document.issuer)}`);
  }
  const value = document as Discovery;
  discoveries.set(issuer, { at: Date.now(), value });
  return value;
}

export const pkceChallenge = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

export async function authorizeUrl(
  provider: Provider,
  flow: { state: string; nonce: string; codeVerifier: string },
): Promise<string> {
  const discovery = await discover(provider.oidc.issuer!);
  const url = new URL(discovery.authorization_endpoint);
  const params = {
    response_type: "code",
    client_id: provider.oidc.clientId!,
    redirect_uri: callbackUrls(provider.consoleUrl).oidcRedirectUri!,
    scope: provider.oidc.scopes,
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: pkceChallenge(flow.codeVerifier),
    code_challenge_method: "S256",
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

function clientAuth(provider: Provider, discovery: Discovery, form: URLSearchParams): Record<string, string> {
  const id = provider.oidc.clientId!;
  const secret = provider.clientSecret ?? "";
  const methods = discovery.token_endpoint_auth_methods_supported ?? ["client_secret_basic"];
  if (!methods.includes("client_secret_basic") && methods.includes("client_secret_post")) {
    form.set("client_id", id);
    form.set("client_secret", secret);
    return {};
  }
  const encode = (text: string) => encodeURIComponent(text).replace(/%20/g, "+");
  return { authorization: `Basic ${Buffer.from(`${encode(id)}:${encode(secret)}`).toString("base64")}` };
}

async function exchangeCode(provider: Provider, discovery: Discovery, code: string, codeVerifier: string) {
  const form = new URLSearchParams({
    grant_type: "authorization_code",
    code,
    redirect_uri: callbackUrls(provider.consoleUrl).oidcRedirectUri!,
    code_verifier: codeVerifier,
  });
  const headers = {
    "content-type": "application/x-www-form-urlencoded",
    accept: "application/json",
    ...clientAuth(provider, discovery, form),
  };
  const response = await providerFetch(discovery.token_endpoint, { method: "POST", headers, body: form });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !body) {
    throw new SsoError("PROVIDER_REFUSED", `token endpoint ${response.status} ${String(body?.error ?? "")}`);
  }
  if (typeof body.id_token !== "string") throw new SsoError("RESPONSE_INVALID", "no id_token");
  return {
    idToken: body.id_token,
    accessToken: typeof body.access_token === "string" ? body.access_token : null,
  };
}

async function verifyIdToken(provider: Provider, discovery: Discovery, idToken: string, nonce: string) {
  let keys = keySets.get(discovery.jwks_uri);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(discovery.jwks_uri), { timeoutDuration: 10_000 });
    keySets.set(discovery.jwks_uri, keys);
  }
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keys, {
      issuer: provider.oidc.issuer!,
      audience: provider.oidc.clientId!,
      clockTolerance: 60,
    }));
  } catch (error) {
    throw new SsoError("RESPONSE_INVALID", `ID token: ${(error as Error).message}`);
  }
  if (payload.nonce !== nonce)
    throw new SsoError("RESPONSE_INVALID", "ID token: the nonce is not the flow's");
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (audiences.length > 1 && payload.azp !== provider.oidc.clientId) {
    throw new SsoError("RESPONSE_INVALID", "ID token: azp is not this client");
  }
  if (typeof payload.sub !== "string") throw new SsoError("RESPONSE_INVALID", "ID token: no sub");
  return payload;
}

async function userInfo(discovery: Discovery, accessToken: string, sub: string) {
  if (!discovery.userinfo_endpoint) return {};
  const response = await providerFetch(discovery.userinfo_endpoint, {
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
  });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  // Claims of another subject are not this user's (OIDC Core 5.3.2).
  if (!response.ok || !body || body.sub !== sub) return {};
  return body;
}

const text = (value: unknown) => (typeof value === "string" ? value : null);

/** The provider's return: the code exchanged and the ID token checked; the identity it names. */
export async function oidcIdentity(
  provider: Provider,
  flow: { nonce: string | null; codeVerifier: string | null },
  query: { code?: string; error?: string; iss?: string },
): Promise<ProviderIdentity> {
  if (query.error) throw new SsoError("PROVIDER_REFUSED", query.error);
  if (!query.code || !flow.nonce || !flow.codeVerifier) throw new SsoError("RESPONSE_INVALID", "no code");
  // RFC 9207: a provider that names itself on the return must be the configured one.
  if (query.iss !== undefined && query.iss !== provider.oidc.issuer) {
    throw new SsoError("RESPONSE_INVALID", `the return names the issuer ${query.iss}`);
  }
  const discovery = await discover(provider.oidc.issuer!);
  const tokens = await exchangeCode(provider, discovery, query.code, flow.codeVerifier);
  let claims: Record<string, unknown> = await verifyIdToken(provider, discovery, tokens.idToken, flow.nonce);
  const attribute = provider.accountAttribute ?? SSO_DEFAULT_ACCOUNT_ATTRIBUTE.OAUTH2;
  if (claims[attribute] === undefined && tokens.accessToken) {
    claims = { ...(await userInfo(discovery, tokens.accessToken, String(claims.sub))), ...claims };
  }
  return { account: text(claims[attribute]), name: text(claims.name), email: text(claims.email) };
}
