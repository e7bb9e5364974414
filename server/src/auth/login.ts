import type { LoginBody, LoginResult } from "#contract/auth";
import { writeAudit } from "../audit/entries.ts";
import type { AppContext } from "../context.ts";
import { ApiError, fieldError } from "../errors.ts";
import { findLoginUser } from "../people/ldap/accounts.ts";
import { checkCredentials, type LoginUser } from "../people/ldap/login.ts";
import { currentUser } from "../people/users.ts";
import { getSystemConfig } from "../settings/system-config.ts";
import { consumeCaptcha } from "./captcha.ts";
import { checkPasswordLimited } from "./login-limits.ts";
import { openPasswordField } from "./password-field.ts";
import { createSession, endUserSessions } from "./sessions.ts";

export interface ClientInfo {
  userAgent: string | null;
  address: string;
}

/**
 * POST /login: captcha, encrypted password with a fresh nonce, limited credential check (a local
 * password, or the directory's for LDAP users: people/ldap/login.ts), session.
 */
export async function login(ctx: AppContext, input: LoginBody, client: ClientInfo): Promise<LoginResult> {
  const tried: { user: LoginUser | null } = { user: null };
  try {
    return await checkedLogin(ctx, input, client, tried);
  } catch (error) {
    if (error instanceof ApiError) await recordFailure(ctx, input.account, client, error, tried.user);
    throw error;
  }
}

/** A refused sign-in in the audit log: the account named, the address, and why. */
async function recordFailure(
  ctx: AppContext,
  account: string,
  client: ClientInfo,
  error: ApiError,
  known: LoginUser | null,
): Promise<void> {
  // A wrong password of an existing account is that account's: its department's administrators see it.
  const user = known ?? (await findLoginUser(ctx.db, account).catch(() => null))?.user ?? null;
  await writeAudit(ctx.db, {
    at: ctx.now(),
    kind: "SIGN_IN_FAILED",
    operation: "auth.login",
    status: error.status,
    actor: user ? { id: user.id, name: user.name, account: user.account, deptId: user.deptId } : null,
    account: account.slice(0, 200),
    address: client.address,
    reason: error.messageKey,
  }).catch(() => undefined);
}

async function checkedLogin(
  ctx: AppContext,
  input: LoginBody,
  client: ClientInfo,
  tried: { user: LoginUser | null },
): Promise<LoginResult> {
  const captchaOk = input.captchaKey ? await consumeCaptcha(ctx, input.captchaKey, input.captcha) : false;
  if (!captchaOk) throw fieldError({ captcha: "auth.captchaInvalid" });
  const password = await openPasswordField(ctx, "password", input.password);

  const checked: { user: LoginUser | null } = { user: null };
  await checkPasswordLimited(ctx, input.account, client.address, async () => {
    checked.user = await checkCredentials(ctx, input.account, password);
    return checked.user !== null;
  });
  const { user } = checked;
  tried.user = user;
  if (!user) throw new ApiError(400, "auth.badCredentials");
  if (!user.enabled) throw new ApiError(400, "auth.accountDisabled");

  return issueSession(ctx, user.id, client);
}

/** The session of a user who proved who they are (a password here, or an identity provider). */
export async function issueSession(
  ctx: AppContext,
  userId: string,
  client: ClientInfo,
  operation = "auth.login",
): Promise<LoginResult> {
  if ((await getSystemConfig(ctx.db, "SINGLE_SESSION")) === "true") {
    await endUserSessions(ctx.db, ctx.now(), userId, "RE_LOGIN");
  }
  const token = await createSession(ctx, userId, client);
  const profile = (await currentUser(ctx.db, userId))!;
  await writeAudit(ctx.db, {
    at: ctx.now(),
    kind: "SIGN_IN",
    operation,
    status: 200,
    actor: { id: profile.id, name: profile.name, account: profile.account, deptId: profile.deptId },
    address: client.address,
  });
  return { token, user: profile };
}
