/** Typed calls of spec §7 "Auth" and the few other calls the public pages need. */
import type { AppPlatform, AppVersion } from "#contract/apphub";
import type { CurrentUser, LoginBody, LoginResult } from "#contract/auth";
import { apphubOps } from "#contract/operations/apphub";
import { authOps } from "#contract/operations/auth";
import { productConfigsOps } from "#contract/operations/product-configs";
import { systemOps } from "#contract/operations/system";
import { usersOps } from "#contract/operations/users";
import type { ProductConfig, ProductConfigs } from "#contract/product-configs";
import type { SystemConfig } from "#contract/system-config";
import { encryptPassword } from "../auth/encrypt-password";
import { call } from "../providers/http/call";
import type { ApiResult } from "../providers/http/client";

/** The login body with the password in plain text: it is encrypted here before it leaves the browser. */
export type LoginForm = Required<LoginBody>;

export const getCaptcha = () => call(authOps.captcha);

export const checkCaptcha = (key: string, code: string) =>
  call(authOps.checkCaptcha, { query: { key, code } });

export const getLoginType = () => call(authOps.loginType);

export const getLoginInterface = () => call(authOps.loginInterface);

/** Silent: the login form shows the message (and `fields`) inline. */
export async function login(form: LoginForm, publicKey: string): Promise<ApiResult<LoginResult>> {
  const password = await encryptPassword(publicKey, form.password);
  const { account, captchaKey, captcha } = form;
  return call(authOps.login, { body: { account, password, captchaKey, captcha } }, { silent: true });
}

export const logout = () => call(authOps.logout, {}, { silent: true });

/** `tokenOverride`: a token adopted from the URL (spec §2 guard step 4), before it is stored. */
export function getCurrentUser(tokenOverride?: string): Promise<ApiResult<CurrentUser>> {
  return call(authOps.currentUser, {}, tokenOverride ? { headers: { token: tokenOverride } } : {});
}

export function getSystemConfig(key: string): Promise<ApiResult<SystemConfig>> {
  return call(systemOps.config, { params: { key } });
}

export function setSystemConfig(key: string, value: string): Promise<ApiResult<SystemConfig>> {
  return call(systemOps.setConfig, { body: { key, value } });
}

export const getProductConfigs = (): Promise<ApiResult<ProductConfigs>> => call(productConfigsOps.list);

export function getProductConfig(key: string): Promise<ApiResult<ProductConfig>> {
  return call(productConfigsOps.one, { params: { key } });
}

/** Silent: the profile form shows the message (and `fields`) inline. Each password gets its own nonce. */
export async function changePassword(
  userId: string,
  oldPassword: string,
  newPassword: string,
  publicKey: string,
): Promise<ApiResult<null>> {
  const [oldCipher, newCipher] = await Promise.all([
    encryptPassword(publicKey, oldPassword),
    encryptPassword(publicKey, newPassword),
  ]);
  const body = { oldPassword: oldCipher, newPassword: newCipher };
  return call(usersOps.changePassword, { params: { id: userId }, body }, { silent: true });
}

export function getLatestAppVersion(platform: AppPlatform): Promise<ApiResult<AppVersion | null>> {
  return call(apphubOps.latest, { query: { platform } });
}
