/**
 * The administrator's password rule as the console knows it: the password forms check it as you
 * type (the server enforces it in any case). Loaded by the screens that hold a password form
 * (use-password-policy.ts); until then the default rule applies.
 */
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy, passwordRuleParams } from "#contract/rules/password";

let current: PasswordPolicy = DEFAULT_PASSWORD_POLICY;

export const passwordPolicy = (): PasswordPolicy => current;

export function setPasswordPolicy(policy: PasswordPolicy): void {
  current = policy;
}

/** The numbers the rule's messages name: {min}, {max}, {classes}. */
export const currentRuleParams = () => passwordRuleParams(current);
