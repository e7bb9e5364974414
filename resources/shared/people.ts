/** Pieces of the people resources (pure data and functions, no React). */
import { passwordProblem } from "#contract/rules/password";
import { currentRuleParams, passwordPolicy } from "../../src/auth/password-policy";

/** Passwords leave the browser encrypted with the server's login key (the helper loads when a form is sent). */
export const encryptedPasswords = (fields: string[]) => (payload: Record<string, unknown>) =>
  import("../../src/auth/password-fields").then((m) => m.withEncryptedPasswords(payload, fields));

/** The server's password rule (as the administrator set it), said beside the field as the user types. */
export function passwordRule(value: unknown, values: Record<string, unknown>) {
  if (typeof value !== "string" || value === "") return undefined;
  const account = typeof values.account === "string" ? values.account : "";
  const problem = passwordProblem(value, account, passwordPolicy());
  return problem ? { key: `users.rules.password.${problem}`, params: currentRuleParams() } : undefined;
}
