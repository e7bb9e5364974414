/** Pieces of the people resources (pure data and functions, no React). */
import { passwordProblem } from "#contract/rules/password";

/** Passwords leave the browser encrypted with the server's login key (the helper loads when a form is sent). */
export const encryptedPasswords = (fields: string[]) => (payload: Record<string, unknown>) =>
  import("../../src/auth/password-fields").then((m) => m.withEncryptedPasswords(payload, fields));

/** The server's password rule, said beside the field as the user types (an i18n key, or undefined). */
export function passwordRule(value: unknown, values: Record<string, unknown>): string | undefined {
  if (typeof value !== "string" || value === "") return undefined;
  const problem = passwordProblem(value, typeof values.account === "string" ? values.account : "");
  return problem ? `users.rules.password.${problem}` : undefined;
}
