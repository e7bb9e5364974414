/**
 * The authentication settings (the user-setting tab): how users sign in, whether an account holds
 * one session at a time, and the password rule the server enforces on new passwords.
 */
import { LoginType } from "#contract/auth";
import { PASSWORD_POLICY_RANGES } from "#contract/limits/auth";
import { Int, Nullable, Obj, type Static, Type } from "#contract/schema";
import { SsoProtocol } from "#contract/sso";

const { minLength, minClasses } = PASSWORD_POLICY_RANGES;

/**
 * authSettings.passwordPolicy (any signed-in user: the password forms say it as you type).
 * A password is also at most PASSWORD_MAX_LENGTH characters and never contains the account.
 */
export const PasswordPolicy = Obj({
  minLength: Int(minLength.minimum, minLength.maximum),
  minClasses: Int(minClasses.minimum, minClasses.maximum),
});
export type PasswordPolicy = Static<typeof PasswordPolicy>;

export const AuthSettingsBody = Obj({
  loginType: LoginType,
  singleSession: Type.Boolean(),
  passwordPolicy: PasswordPolicy,
});
export type AuthSettingsBody = Static<typeof AuthSettingsBody>;

export const AuthSettings = Obj({
  ...AuthSettingsBody.properties,
  /** Whether the directory connection is set, which the LDAP login type needs. */
  ldapConfigured: Type.Boolean(),
  /** The single sign-on protocol whose settings are complete (its login type may be chosen), or null. */
  ssoProtocol: Nullable(SsoProtocol),
});
export type AuthSettings = Static<typeof AuthSettings>;
