import type { AuthSettings, AuthSettingsBody } from "#contract/auth-settings";
import { PASSWORD_POLICY_KEYS, readPasswordPolicy } from "../auth/password-policy.ts";
import { configuredProtocol } from "../auth/sso/settings.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { fieldError } from "../errors.ts";
import { ldapConfigured } from "../people/ldap/settings.ts";
import { getSystemConfig, isLoginType, setSystemConfig } from "./system-config.ts";

/**
 * The authentication settings, kept as system settings (so that GET /system/config/{key} reads them
 * too): LOGIN_TYPE, SINGLE_SESSION and the password rule. Saved together in one transaction. The
 * LDAP login type needs the directory connection; an external one its single sign-on settings (or
 * a LOGIN_URL of an external login page set by hand).
 */
const EXTERNAL = ["CAS", "OAUTH2", "SAML"];

export async function readAuthSettings(db: Db): Promise<AuthSettings> {
  const [loginType, singleSession, passwordPolicy, ldap, sso] = await Promise.all([
    getSystemConfig(db, "LOGIN_TYPE"),
    getSystemConfig(db, "SINGLE_SESSION"),
    readPasswordPolicy(db),
    ldapConfigured(db),
    configuredProtocol(db),
  ]);
  return {
    loginType: isLoginType(loginType) ? loginType : "LOCAL",
    singleSession: singleSession === "true",
    passwordPolicy,
    ldapConfigured: ldap,
    ssoProtocol: sso,
  };
}

export async function saveAuthSettings(ctx: AppContext, body: AuthSettingsBody): Promise<AuthSettings> {
  if (body.loginType === "LDAP" && !(await ldapConfigured(ctx.db))) {
    throw fieldError({ loginType: "authSettings.ldapNotConfigured" });
  }
  if (
    EXTERNAL.includes(body.loginType) &&
    (await configuredProtocol(ctx.db)) !== body.loginType &&
    !(await getSystemConfig(ctx.db, "LOGIN_URL"))
  ) {
    throw fieldError({ loginType: "authSettings.ssoNotConfigured" });
  }
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await setSystemConfig(tx, "LOGIN_TYPE", body.loginType, now);
    await setSystemConfig(tx, "SINGLE_SESSION", String(body.singleSession), now);
    await setSystemConfig(tx, PASSWORD_POLICY_KEYS.minLength, String(body.passwordPolicy.minLength), now);
    await setSystemConfig(tx, PASSWORD_POLICY_KEYS.minClasses, String(body.passwordPolicy.minClasses), now);
  });
  return readAuthSettings(ctx.db);
}
