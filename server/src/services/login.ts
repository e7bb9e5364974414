import type { LoginBody, LoginResult } from "#contract/auth";
import type { AppContext } from "../context.ts";
import { ApiError, fieldError } from "../errors.ts";
import { verifyPassword } from "../lib/passwords.ts";
import { consumeCaptcha } from "./captcha.ts";
import { checkPasswordLimited } from "./login-limits.ts";
import { spendNonce } from "./nonces.ts";
import { openSecret } from "./rsa-keys.ts";
import { createSession, endUserSessions } from "./sessions.ts";
import { getSystemConfig } from "./system-config.ts";
import { currentUser, findUserByAccount } from "./users.ts";

export interface ClientInfo {
  userAgent: string | null;
  address: string;
}

/** Decrypts an encrypted password field and uses its nonce up; field errors name `field`. */
export async function openPasswordField(ctx: AppContext, field: string, cipher: string): Promise<string> {
  const secret = openSecret(ctx.keys.privateKey, cipher);
  if (!secret) throw fieldError({ [field]: "auth.passwordUnreadable" });
  if (!(await spendNonce(ctx, secret.nonce))) throw fieldError({ [field]: "auth.nonceReused" });
  return secret.password;
}

/** POST /login: captcha, encrypted password with a fresh nonce, limited credential check, session. */
export async function login(ctx: AppContext, input: LoginBody, client: ClientInfo): Promise<LoginResult> {
  const captchaOk = input.captchaKey ? await consumeCaptcha(ctx, input.captchaKey, input.captcha) : false;
  if (!captchaOk) throw fieldError({ captcha: "auth.captchaInvalid" });
  const password = await openPasswordField(ctx, "password", input.password);

  const user = await findUserByAccount(ctx.db, input.account);
  const passwordOk = await checkPasswordLimited(ctx, input.account, client.address, () =>
    verifyPassword(password, user?.passwordHash ?? null),
  );
  if (!user || !passwordOk) throw new ApiError(400, "auth.badCredentials");
  if (!user.enabled) throw new ApiError(400, "auth.accountDisabled");

  if ((await getSystemConfig(ctx.db, "SINGLE_SESSION")) === "true") {
    await endUserSessions(ctx.db, ctx.now(), user.id, "RE_LOGIN");
  }
  const token = await createSession(ctx, user.id, client);
  const profile = await currentUser(ctx.db, user.id);
  return { token, user: profile! };
}
