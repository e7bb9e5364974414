import type { LoginResult } from "#contract/auth";
import { authOps } from "#contract/operations/auth";
import { call } from "../providers/http/call";
import type { ApiResult } from "../providers/http/client";
import { login } from "./password-calls";
import { session } from "./session";

export interface SignInValues {
  account: string;
  password: string;
  captchaKey: string;
  captcha: string;
}

/** Logs in (password encrypted with the server's public key) and stores the new login state. */
export async function signIn(values: SignInValues, publicKey?: string): Promise<ApiResult<LoginResult>> {
  let key = publicKey;
  if (!key) {
    const face = await call(authOps.loginInterface);
    if (!face.ok) return face;
    key = face.data.publicKey;
  }
  const result = await login(
    {
      account: values.account.trim(),
      password: values.password,
      captchaKey: values.captchaKey,
      captcha: values.captcha.trim(),
    },
    key,
  );
  if (result.ok) session.signIn(result.data.token, result.data.user);
  return result;
}
