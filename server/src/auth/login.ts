import type { LoginBody, LoginResult } from "#contract/auth";
import type { AppContext } from "../context.ts";
import { ApiError, fieldError } from "../errors.ts";
import { checkCredentials, type LoginUser } from "../people/ldap/login.ts";
import { currentUser } from "../people/users.ts";
import { getSystemConfig } from "../settings/system-config.ts";
import { consumeCaptcha } from "./captcha.ts";
import { checkPasswordLimited } from "./login-limits.ts";
import { spendNonce } from "./nonces.ts";
import { openSecret } from "./rsa-keys.ts";
import { createSession, endUserSessions } from "./sessions.ts";

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

/**
 * POST /login: captcha, encrypted password with a fresh nonce, limited credential check (a local
 * password, or the directory's for LDAP users: people/ldap/login.ts), session.
 */
export async function login(ctx: AppContext, input: LoginBody, client: ClientInfo): Promise<LoginResult> {
  const captchaOk = input.captchaKey ? await consumeCaptcha(ctx, input.captchaKey, input.captcha) : false;
  if (!captchaOk) throw fieldError({ captcha: "auth.captchaInvalid" });
  const password = await openPasswordField(ctx, "password", input.password);

  const checked: { user: LoginUser | null } = { user: null };
  await checkPasswordLimited(ctx, input.account, client.address, async () => {
    checked.user = await checkCredentials(ctx, input.account, password);
    return checked.user !== null;
  });
  const { user } = checked;
  if (!user) throw new ApiError(400, "auth.badCredentials");
  if (!user.enabled) throw new ApiError(400, "auth.accountDisabled");

  return issueSession(ctx, user.id, client);
}

/** The session of a user who proved who they are (a password here, or an identity provider). */
export async function issueSession(
  ctx: AppContext,
  userId: string,
  client: ClientInfo,
): Promise<LoginResult> {
  if ((await getSystemConfig(ctx.db, "SINGLE_SESSION")) === "true") {
    await endUserSessions(ctx.db, ctx.now(), userId, "RE_LOGIN");
  }
  const token = await createSession(ctx, userId, client);
  const profile = await currentUser(ctx.db, userId);
  return { token, user: profile! };
}
