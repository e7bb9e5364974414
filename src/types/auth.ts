/** Wire shapes of the auth calls (spec §7 "Auth"); the reference server answers exactly these. */
export type UserType = "SYSTEM" | "NORMAL";
export type LoginType = "LOCAL" | "CAS" | "OAUTH2" | "SAML";

export interface CurrentUser {
  id: string;
  account: string;
  name: string;
  type: UserType;
  /** Permission names, stored locally as the permissions list (spec §3, §6). */
  authorities: string[];
  deptId: string | null;
  deptName: string | null;
  email: string | null;
  phone: string | null;
}

export interface LoginResult {
  token: string;
  user: CurrentUser;
}

export interface Captcha {
  key: string;
  /** data: URL of the image. */
  image: string;
  expiresAt: number;
}

export interface LoginTypeInfo {
  type: LoginType;
  /** External login URL for CAS / OAUTH2 / SAML. */
  loginUrl: string | null;
}

export interface LoginInterface {
  title: { "zh-CN": string; "en-US": string };
  logo: string | null;
  /** PEM SPKI public key (RSA >= 2048) used with jsencrypt encryptOAEP (SHA-256). */
  publicKey: string;
}

export interface Envelope<T> {
  status: number;
  message: string;
  data: T;
  errorCode?: "TOKEN_INVALID" | "UNAUTHORIZED" | "RE_LOGIN_ERROR" | string;
}
