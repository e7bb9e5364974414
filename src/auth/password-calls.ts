/** The calls that carry a password: each password leaves the browser encrypted with the login key. */
import type { LoginBody, LoginResult } from "#contract/auth";
import { authOps } from "#contract/operations/auth";
import { usersOps } from "#contract/operations/users";
import { call } from "../providers/http/call";
import type { ApiResult } from "../providers/http/client";
import { encryptPassword } from "./encrypt-password";

/** The login body with the password in plain text: it is encrypted here before it leaves the browser. */
export type LoginForm = Required<LoginBody>;

/** Silent: the login form shows the message (and `fields`) inline. */
export async function login(form: LoginForm, publicKey: string): Promise<ApiResult<LoginResult>> {
  const password = await encryptPassword(publicKey, form.password);
  const { account, captchaKey, captcha } = form;
  return call(authOps.login, { body: { account, password, captchaKey, captcha } }, { silent: true });
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
