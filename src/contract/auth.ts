/** Sign-in and the signed-in user (spec §7 "Auth"), and the password change, encrypted like the login. */
import { LOGIN_TYPES } from "#contract/limits/auth";
import { USER_TYPES } from "#contract/limits/people";
import { NStr } from "#contract/records";
import { Enum, Obj, type Static, Str, Type } from "#contract/schema";

export const UserType = Enum(USER_TYPES);
export type UserType = Static<typeof UserType>;

export const LoginType = Enum(LOGIN_TYPES);
export type LoginType = Static<typeof LoginType>;

export const CurrentUser = Obj({
  id: Type.String(),
  account: Type.String(),
  name: Type.String(),
  type: UserType,
  /** Permission names, kept by the console as its permissions list (spec §3, §6). */
  authorities: Type.Array(Type.String()),
  deptId: NStr(),
  deptName: NStr(),
  email: NStr(),
  phone: NStr(),
});
export type CurrentUser = Static<typeof CurrentUser>;

/** `image` is a data: URL. */
export const Captcha = Obj({ key: Type.String(), image: Type.String(), expiresAt: Type.Integer() });
export type Captcha = Static<typeof Captcha>;

/** Whether the answer is right, without using the captcha up. */
export const CaptchaCheckQuery = Obj({ key: Str(1, 100), code: Str(1, 16) });
export const CaptchaCheck = Obj({ valid: Type.Boolean() });
export type CaptchaCheck = Static<typeof CaptchaCheck>;

/** `loginUrl` is the external login page of CAS, OAUTH2 and SAML. */
export const LoginTypeInfo = Obj({ type: LoginType, loginUrl: NStr() });
export type LoginTypeInfo = Static<typeof LoginTypeInfo>;

/** `publicKey` is the PEM SPKI RSA key (>= 2048) passwords are encrypted with (OAEP, SHA-256). */
export const LoginInterface = Obj({
  title: Obj({ "zh-CN": Type.String(), "en-US": Type.String() }),
  /** Addresses of the login page's images, null when none is set. */
  logo: NStr(),
  background: NStr(),
  publicKey: Type.String(),
});
export type LoginInterface = Static<typeof LoginInterface>;

/** `password` encrypted with the login key and a fresh nonce. */
export const LoginBody = Obj({
  account: Str(1, 64),
  password: Str(1, 1024),
  captchaKey: Type.Optional(Str(0, 100)),
  captcha: Str(1, 16),
});
export type LoginBody = Static<typeof LoginBody>;

export const LoginResult = Obj({ token: Type.String(), user: CurrentUser });
export type LoginResult = Static<typeof LoginResult>;

/** Both encrypted like the login password; the old one for oneself. */
export const PasswordChangeBody = Obj({
  oldPassword: Type.Optional(Str(0, 1024)),
  newPassword: Str(1, 1024),
});
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;
