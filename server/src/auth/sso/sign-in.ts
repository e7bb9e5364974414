import { randomBytes } from "node:crypto";
import type { SsoAuthorize, SsoExchangeResult } from "#contract/sso";
import type { AppContext } from "../../context.ts";
import { ApiError } from "../../errors.ts";
import { randomToken } from "../../lib/ids.ts";
import { type ClientInfo, issueSession } from "../login.ts";
import { userForIdentity } from "./accounts.ts";
import { casIdentity, casLoginUrl } from "./cas.ts";
import { SsoError } from "./errors.ts";
import { issueGrant, startFlow, takeFlow, takeGrant } from "./flows.ts";
import { authorizeUrl, oidcIdentity } from "./oidc.ts";
import { samlIdentity, samlLoginRequest } from "./saml.ts";
import { storedProvider } from "./settings.ts";

/**
 * A sign-in through the identity provider, from the console's /singleLogin page:
 * authorize (the provider's address, a flow bound to the browser) → the provider's return (the
 * flow used up, the answer checked, the user found or created) → a one-time grant the same browser
 * exchanges for the session token a password login gives.
 */
const HOME = "/home";
const PUBLIC_PATHS = /^\/(login|admin\/login|singleLogin|sso\/|download|not-support-mobile)/;

/** A console path on this origin to go to after signing in; anything else is the home page. */
export function safeReturnPath(target: string | undefined): string {
  if (!target?.startsWith("/") || target.startsWith("//")) return HOME;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return HOME;
  return PUBLIC_PATHS.test(target) ? HOME : target;
}

export async function authorize(
  ctx: AppContext,
  binding: string,
  redirect: string | undefined,
): Promise<SsoAuthorize> {
  const provider = await storedProvider(ctx);
  const base = { redirect: safeReturnPath(redirect), nonce: null, codeVerifier: null, requestId: null };
  const { protocol } = provider;
  if (protocol === "OAUTH2") {
    const nonce = randomToken();
    const codeVerifier = randomBytes(48).toString("base64url");
    const state = await startFlow(ctx, binding, { ...base, protocol, nonce, codeVerifier });
    return { protocol, url: await authorizeUrl(provider, { state, nonce, codeVerifier }) };
  }
  if (protocol === "SAML") {
    // The request id is known only once the request is built, and the request carries the state.
    const state = randomToken();
    const request = samlLoginRequest(provider, state);
    await startFlow(ctx, binding, { ...base, protocol, requestId: request.requestId }, state);
    return { protocol, url: request.url };
  }
  const state = await startFlow(ctx, binding, { ...base, protocol });
  return { protocol, url: casLoginUrl(provider, state) };
}

export type ProviderReturn =
  | { protocol: "OAUTH2"; state?: string; code?: string; error?: string; iss?: string }
  | { protocol: "SAML"; SAMLResponse?: string; RelayState?: string }
  | { protocol: "CAS"; flow?: string; ticket?: string };

const stateOf = (back: ProviderReturn) =>
  back.protocol === "OAUTH2" ? back.state : back.protocol === "SAML" ? back.RelayState : back.flow;

/** The provider's return: the grant value for /singleLogin, or an SsoError. */
export async function finishSignIn(ctx: AppContext, back: ProviderReturn): Promise<string> {
  const state = stateOf(back);
  const flow = await takeFlow(ctx, state, back.protocol);
  const provider = await storedProvider(ctx);
  if (provider.protocol !== back.protocol) throw new SsoError("NOT_CONFIGURED", "the protocol changed");
  const identity =
    back.protocol === "OAUTH2"
      ? await oidcIdentity(provider, flow, back)
      : back.protocol === "SAML"
        ? await samlIdentity(provider, flow, back)
        : await casIdentity(provider, state!, back.ticket);
  const userId = await userForIdentity(ctx, identity, provider.createUsers);
  return issueGrant(ctx, flow, userId);
}

/** POST /sso/exchange: the grant, once, from the browser that started; the session. */
export async function exchangeGrant(
  ctx: AppContext,
  grant: string,
  binding: string | null,
  client: ClientInfo,
): Promise<SsoExchangeResult> {
  const row = await takeGrant(ctx, grant, binding);
  if (!row) throw new ApiError(400, "sso.grantInvalid");
  const { token, user } = await issueSession(ctx, row.userId, client, "sso.exchange");
  return { token, user, redirect: row.redirect };
}
