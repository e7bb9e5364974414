/** Typed calls of the authentication settings and of the password rule the password forms show. */
import type { AuthSettings, AuthSettingsBody, PasswordPolicy } from "#contract/auth-settings";
import { type ApiResult, http } from "../providers/http/client";

export function getAuthSettings(): Promise<ApiResult<AuthSettings>> {
  return http.get("/system/config/authentication");
}

/** Silent: the form shows messages beside its fields. */
export function saveAuthSettings(body: AuthSettingsBody): Promise<ApiResult<AuthSettings>> {
  return http.put("/system/config/authentication", { data: body, silent: true });
}

export function getPasswordPolicy(): Promise<ApiResult<PasswordPolicy>> {
  return http.get("/system/config/password-policy");
}
