/**
 * The password rule (both sides: the forms say it as you type, the server enforces it): the policy's
 * length up to PASSWORD_MAX_LENGTH characters, at least the policy's number of the four classes
 * (upper, lower, digit, symbol), not containing the account. The default policy is 8 characters and
 * three classes.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_POLICY_RANGES } from "#contract/limits/auth";

export type PasswordProblem = "length" | "classes" | "containsAccount";

export interface PasswordPolicy {
  minLength: number;
  minClasses: number;
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: PASSWORD_POLICY_RANGES.minLength.default,
  minClasses: PASSWORD_POLICY_RANGES.minClasses.default,
};

const CLASSES = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];

export function passwordProblem(
  password: string,
  account: string,
  policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY,
): PasswordProblem | null {
  const length = [...password].length;
  if (length < policy.minLength || length > PASSWORD_MAX_LENGTH) return "length";
  if (CLASSES.filter((pattern) => pattern.test(password)).length < policy.minClasses) return "classes";
  if (account.length > 0 && password.toLowerCase().includes(account.toLowerCase())) return "containsAccount";
  return null;
}

/** The parameters the messages of a problem name ({min}, {max}, {classes}). */
export const passwordRuleParams = (policy: PasswordPolicy) => ({
  min: policy.minLength,
  max: PASSWORD_MAX_LENGTH,
  classes: policy.minClasses,
});
