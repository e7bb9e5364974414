/** Typed calls of single sign-on: its settings (user-setting tab) and the sign-in of /singleLogin. */

import { ssoOps } from "#contract/operations/sso";
import type {
  SsoAuthorize,
  SsoExchangeResult,
  SsoSettings,
  SsoSettingsBody,
  SsoTestResult,
} from "#contract/sso";
import { encryptPassword } from "../auth/encrypt-password";
import { call } from "../providers/http/call";
import type { ApiResult } from "../providers/http/client";
import { getLoginInterface } from "./auth";

export function getSsoSettings(): Promise<ApiResult<SsoSettings>> {
  return call(ssoOps.get);
}

/** The client secret leaves the browser encrypted with the login key; empty keeps the stored one. */
async function encrypted(body: SsoSettingsBody): Promise<SsoSettingsBody> {
  const secret = body.oidc.clientSecret;
  if (!secret) return { ...body, oidc: { ...body.oidc, clientSecret: undefined } };
  const key = await getLoginInterface();
  if (!key.ok) throw new Error(key.message);
  return { ...body, oidc: { ...body.oidc, clientSecret: await encryptPassword(key.data.publicKey, secret) } };
}

/** Silent: the form shows messages beside its fields. */
export async function saveSsoSettings(body: SsoSettingsBody): Promise<ApiResult<SsoSettings>> {
  return call(ssoOps.update, { body: await encrypted(body) }, { silent: true });
}

export async function testSsoSettings(body: SsoSettingsBody): Promise<ApiResult<SsoTestResult>> {
  return call(ssoOps.test, { body: await encrypted(body) }, { silent: true });
}

/** Silent: /singleLogin says what went wrong on the page. */
export function authorizeSso(redirect: string | null): Promise<ApiResult<SsoAuthorize>> {
  return call(ssoOps.authorize, { query: redirect ? { redirect } : {} }, { silent: true });
}

export function exchangeSsoGrant(grant: string): Promise<ApiResult<SsoExchangeResult>> {
  return call(ssoOps.exchange, { body: { grant } }, { silent: true });
}
