/** Typed calls of spec §7 "Auth" and the few other calls the public pages need. */
import type { AppPlatform, AppVersion } from "#contract/apphub";
import type {
  Captcha,
  CaptchaCheck,
  CurrentUser,
  LoginBody,
  LoginInterface,
  LoginResult,
  LoginTypeInfo,
} from "#contract/auth";
import type { ProductConfig, ProductConfigs } from "#contract/product-configs";
import type { SystemConfig } from "#contract/system-config";
import { encryptPassword } from "../auth/encrypt-password";
import { PRODUCT } from "../config/constants";
import { type ApiResult, http } from "../providers/http/client";

/** The login body with the password in plain text: it is encrypted here before it leaves the browser. */
export type LoginForm = Required<LoginBody>;

const seg = encodeURIComponent;

export function getCaptcha(): Promise<ApiResult<Captcha>> {
  return http.get("/login/captcha");
}

export function checkCaptcha(key: string, code: string): Promise<ApiResult<CaptchaCheck>> {
  return http.get("/check/captcha", { params: { key, code } });
}

export function getLoginType(): Promise<ApiResult<LoginTypeInfo>> {
  return http.get("/login/type");
}

export function getLoginInterface(): Promise<ApiResult<LoginInterface>> {
  return http.get("/login/interface");
}

/** Silent: the login form shows the message (and `fields`) inline. */
export async function login(form: LoginForm, publicKey: string): Promise<ApiResult<LoginResult>> {
  const password = await encryptPassword(publicKey, form.password);
  return http.post("/login", {
    data: { account: form.account, password, captchaKey: form.captchaKey, captcha: form.captcha },
    silent: true,
  });
}

export function logout(): Promise<ApiResult<null>> {
  return http.post("/logout", { silent: true });
}

/** `tokenOverride`: a token adopted from the URL (spec §2 guard step 4), before it is stored. */
export const CURRENT_USER_URL = "/current/user";

export function getCurrentUser(tokenOverride?: string): Promise<ApiResult<CurrentUser>> {
  return http.get(CURRENT_USER_URL, tokenOverride ? { headers: { token: tokenOverride } } : undefined);
}

export function getSystemConfig(key: string): Promise<ApiResult<SystemConfig>> {
  return http.get(`/system/config/${seg(key)}`);
}

export function setSystemConfig(key: string, value: string): Promise<ApiResult<SystemConfig>> {
  return http.post("/system/config", { data: { key, value } });
}

export const PRODUCT_CONFIGS_URL = `/${seg(PRODUCT)}/configs`;

export function getProductConfigs(): Promise<ApiResult<ProductConfigs>> {
  return http.get(PRODUCT_CONFIGS_URL);
}

export function getProductConfig(key: string): Promise<ApiResult<ProductConfig>> {
  return http.get(`/${seg(PRODUCT)}/configs/${seg(key)}`);
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
  return http.patch(`/system/user/${seg(userId)}/change/password`, {
    data: { oldPassword: oldCipher, newPassword: newCipher },
    silent: true,
  });
}

export function getLatestAppVersion(platform: AppPlatform): Promise<ApiResult<AppVersion | null>> {
  return http.get("/apphub/app/version/check/latest", { params: { platform } });
}
