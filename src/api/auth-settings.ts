/** Typed calls of the authentication settings and of the password rule the password forms show. */
import type { AuthSettings, AuthSettingsBody, PasswordPolicy } from "#contract/auth-settings";
import { authSettingsOps } from "#contract/operations/auth-settings";
import { call } from "../providers/http/call";
import type { ApiResult } from "../providers/http/client";

export function getAuthSettings(): Promise<ApiResult<AuthSettings>> {
  return call(authSettingsOps.get);
}

/** Silent: the form shows messages beside its fields. */
export function saveAuthSettings(body: AuthSettingsBody): Promise<ApiResult<AuthSettings>> {
  return call(authSettingsOps.update, { body }, { silent: true });
}

export function getPasswordPolicy(): Promise<ApiResult<PasswordPolicy>> {
  return call(authSettingsOps.passwordPolicy);
}
